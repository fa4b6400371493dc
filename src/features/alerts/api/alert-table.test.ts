// The alert list's CSV names categories and conditions as the list does: in Japanese, the names
// the product ships read in Japanese; a name a user wrote stays as written.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { exportValue } from '../../../components/paged-table/cells';
import { i18next, loadConsoleMessages, loadLanguage } from '../../../i18n/i18n';
import { alertTable, type Alert } from './alert-table';

const alert = {
  category: 'Malicious file blocked',
  conditionName: 'Finance laptops: USB blocks',
  severity: 'High',
} as Alert;

describe('the alert list’s CSV export', () => {
  let ja: TFunction;
  beforeAll(async () => {
    await loadConsoleMessages();
    await loadLanguage('ja');
    ja = i18next.getFixedT('ja');
  });
  const exported = (id: string) =>
    exportValue(
      alertTable.columns.find((column) => column.id === id)!,
      alert,
      ja,
    );

  it('writes a shipped category in Japanese, a user’s condition name as written, a severity in words', () => {
    expect(exported('category')).toBe('悪意のあるファイルのブロック');
    expect(exported('conditionName')).toBe('Finance laptops: USB blocks');
    expect(exported('severity')).toBe('高');
  });
});
