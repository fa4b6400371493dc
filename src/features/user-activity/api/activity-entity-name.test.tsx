// @vitest-environment jsdom
// The user activity list's entity column in the user's words: a settings record by its page's
// title (the log stores "SMTP settings"), in English and in Japanese, on screen and in the CSV;
// any other entity's name as stored.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { installJsdomShims, renderUi } from '../../../../tests/support/render-ui';
import { i18next, loadConsoleMessages, loadLanguage } from '../../../i18n/i18n';
import { activityTable, type AuditLog } from './activity-table';

installJsdomShims();
afterEach(cleanup);
beforeAll(async () => {
  await loadConsoleMessages();
  await loadLanguage('ja');
});

const entries = [
  { entityType: 'GlobalSettings', entityName: 'SMTP settings' },
  { entityType: 'GlobalSettings', entityName: 'Hash lookup settings' },
  { entityType: 'Company', entityName: 'SMTP settings' },
] as AuditLog[];

it('names a settings record by its page title in English and Japanese, anything else as stored', async () => {
  const column = activityTable.columns.find((c) => c.id === 'entityName')!;
  renderUi(
    <ul>
      {entries.map((entry, i) => (
        <li key={i}>{column.render!(entry)}</li>
      ))}
    </ul>,
  );
  const shown = () => screen.getAllByRole('listitem').map((item) => item.textContent);
  expect(shown()).toEqual(['Email settings', 'Hash lookup settings', 'SMTP settings']);
  await act(() => i18next.changeLanguage('ja'));
  expect(shown()).toEqual(['メールの設定', 'ハッシュ検索の設定', 'SMTP settings']);
  expect(entries.map((entry) => column.exportText!(entry, i18next.getFixedT('ja')))).toEqual([
    'メールの設定',
    'ハッシュ検索の設定',
    'SMTP settings',
  ]);
});
