// The alert categories and conditions the product ships (the sandbox seeds them as the product
// installs them) read in Japanese when the console does; a name changed by a user reads as typed.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { CATEGORIES } from '../../sandbox/seed/alarm/categories';
import { COMPANY_TEMPLATES } from '../../sandbox/seed/alarm/company-templates';
import { FABRIKAM_CONDITIONS, GLOBAL_CONDITIONS } from '../../sandbox/seed/alarm/named-conditions';
import { i18next, loadConsoleMessages, loadLanguage } from '../../src/i18n/i18n';
import { shippedName, shippedNameKey } from '../../src/i18n/shipped-names';

const hasJapanese = /[\u3040-\u30ff\u4e00-\u9faf]/;

describe('the names the product ships with', () => {
  let en: TFunction;
  let ja: TFunction;
  beforeAll(async () => {
    await loadConsoleMessages();
    await loadLanguage('ja');
    en = i18next.getFixedT('en');
    ja = i18next.getFixedT('ja');
  });

  it('names every seeded category in Japanese', () => {
    for (const [, name] of CATEGORIES) {
      expect(shippedName(en, 'categories', name)).toBe(name);
      expect(shippedName(ja, 'categories', name), name).toMatch(hasJapanese);
    }
  });

  it('names every seeded condition, and its description, in Japanese', () => {
    const conditions = [
      ...GLOBAL_CONDITIONS.map(([, name, description]) => [name, description] as const),
      ...FABRIKAM_CONDITIONS.map(([, name, description]) => [name, description] as const),
      ...COMPANY_TEMPLATES.map(([name, description]) => [name, description] as const),
    ];
    for (const [name, description] of conditions) {
      expect(shippedName(en, 'conditions', name)).toBe(name);
      expect(shippedName(ja, 'conditions', name), name).toMatch(hasJapanese);
      expect(shippedName(ja, 'descriptions', description), description).toMatch(hasJapanese);
    }
  });

  it('shows a name anyone changed, or made, as it is', () => {
    expect(shippedName(ja, 'conditions', 'Malicious file blocked on any endpoint!')).toBe(
      'Malicious file blocked on any endpoint!',
    );
    expect(shippedName(ja, 'categories', '経費の証明書')).toBe('経費の証明書');
    expect(shippedNameKey('categories', 'Something else')).toBeUndefined();
    expect(shippedName(ja, 'descriptions', null)).toBeNull();
  });
});
