import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, loadConsoleMessages, loadLanguage } from '../../../i18n/i18n';
import { ownerNameOf } from './OwnerName';

describe('ownerNameOf', () => {
  beforeAll(async () => {
    await loadConsoleMessages();
    await loadLanguage('ja');
  });

  it('names the SPM global level in the user’s language, a tenant by its own name', () => {
    const ja = i18next.getFixedT('ja');
    expect(ownerNameOf(ja, { nodeType: 'global', name: 'SPM global' })).toBe('SPMグローバル');
    expect(ownerNameOf(ja, { nodeType: 'partner', name: 'Northwind Security Partners' })).toBe(
      'Northwind Security Partners',
    );
    expect(ownerNameOf(i18next.getFixedT('en'), { nodeType: 'global', name: 'SPM global' })).toBe(
      'SPM global',
    );
  });
});
