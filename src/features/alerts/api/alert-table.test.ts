// The alert list's CSV names categories and conditions as the list does: in Japanese, the names
// the product ships read in Japanese; a name a user wrote stays as written.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { exportValue } from '../../../components/paged-table/cells';
import { i18next, loadConsoleMessages, loadLanguage } from '../../../i18n/i18n';
import { alertPageQuery, alertTable, categoryOrderOf, type Alert } from './alert-table';
import type { Queries } from '../../../api/query-layer';
import { catalogueKey } from '../../../i18n/message-key';

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

  it('writes a title the product wrote in Japanese, its file kept', () => {
    expect(
      exportValue(
        alertTable.columns.find((column) => column.id === 'title')!,
        {
          ...alert,
          title: 'coinminer.exe blocked 320 times in a day',
        },
        ja,
      ),
    ).toBe('coinminer.exe が 1 日に 320 回ブロックされました');
  });
});

describe('sorting the alert list by category (issue 25: it sorted by the English names)', () => {
  const categories = [
    { categoryId: 1, name: 'Agent offline', kind: 'DeploymentHealth' },
    { categoryId: 2, name: 'Malicious file blocked', kind: 'Security' },
    { categoryId: 3, name: 'Policy tampering', kind: 'Security' },
    { categoryId: 4, name: 'Zebra checks', kind: 'System' },
  ] as const;
  beforeAll(async () => {
    await loadConsoleMessages();
    await loadLanguage('ja');
  });

  it('orders the categories by the names the user reads, in the user’s language', () => {
    const en = categoryOrderOf(categories, i18next.getFixedT('en'), 'en');
    expect(en).toEqual([1, 2, 3, 4]);
    const t = i18next.getFixedT('ja');
    const ja = categoryOrderOf(categories, t, 'ja');
    const shown = ja.map((id) =>
      t(
        catalogueKey(
          `alertNames.categories.${['', 'agentOffline', 'maliciousFileBlocked', 'policyTampering'][id]}`,
        ),
      ),
    );
    // The shown names (Japanese, and one a user wrote) in the order Japanese sorts them.
    const names = ja.map((id, i) => (id === 4 ? 'Zebra checks' : shown[i]!));
    expect(names).toEqual([...names].sort(new Intl.Collator('ja').compare));
    expect(ja).not.toEqual(en);
  });

  it('asks the server for that order only when the list sorts by category', () => {
    const body = (sortColumn: 'category' | 'title') => {
      let sent: unknown;
      const queries = { Alarm_ListAlarms: (b: unknown) => (sent = b) } as unknown as Queries;
      alertPageQuery(
        queries,
        'all',
        [3, 1, 2],
      )({ page: 1, pageSize: 50, sortColumn, sortDir: 'asc', filters: {} });
      return sent as { categoryOrder?: number[] };
    };
    expect(body('category').categoryOrder).toEqual([3, 1, 2]);
    expect(body('title').categoryOrder).toBeUndefined();
  });
});
