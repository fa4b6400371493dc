// The change history in the browser, against the sandbox (issue 29): a company admin changes two
// SMTP fields and a server; each page's History shows the fields before and after and who changed
// them; the first version of the SMTP settings is restored through the confirmation that shows
// the difference; the change log lists the three changes with their author and expands to their
// fields; axe on the pages; the same words in Japanese.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { signInAs } from './support/sign-in';

const unique = () =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toLowerCase();

/** The change log: rows that expand make it a treegrid. */
const changeLog = (page: Page, name = 'Change log') => page.getByRole('treegrid', { name });
const history = (page: Page) => page.getByRole('region', { name: 'History' });
/** A field's row in a change's table: the field, its value before, its value after. */
const fieldRow = (change: ReturnType<Page['locator']>, field: string) =>
  change.getByRole('row').filter({ has: change.page().getByRole('rowheader', { name: field, exact: true }) });

test('SMTP and server changes show before and after on their pages, the first version is restored, and the change log lists all three with their author', async ({
  page,
}) => {
  // The SMTP settings of the admin's company: two fields changed.
  const entityHistory = page.waitForResponse(/\/restapi\/ChangeHistory\/GetEntityHistory/);
  await signInAs(page, 'CompanyAdmin', { path: '/settings/smtp-settings' });
  await entityHistory;
  const host = page.getByRole('textbox', { name: 'Email server' });
  const port = page.getByRole('textbox', { name: 'Port' });
  await expect(host).not.toHaveValue('');
  const oldHost = await host.inputValue();
  const oldPort = await port.inputValue();
  const newHost = `smtp-${unique()}.fabrikam.example`;
  const newPort = oldPort === '465' ? '587' : '465';
  await host.fill(newHost);
  await port.fill(newPort);
  const saved = page.waitForResponse(/\/restapi\/ChangeHistory\/GetEntityHistory/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('E-Mail settings has been updated!')).toBeVisible();
  const author = (
    (await (await saved).json()) as { entityData: { authorName: string; authorEmail: string }[] }
  ).entityData[0]!;
  expect(author.authorEmail).toBe('company.admin@sandbox.test');

  const newest = history(page).getByRole('listitem').first();
  await expect(newest).toContainText(`Updated by ${author.authorName}`);
  await expect(newest).toContainText('company.admin@sandbox.test');
  await expect(fieldRow(newest, 'Server').getByRole('cell')).toHaveText([oldHost, newHost]);
  await expect(fieldRow(newest, 'Port').getByRole('cell')).toHaveText([oldPort, newPort]);
  expect(await axeViolations(page, { include: ['main'] })).toEqual([]);

  // A server: added, then its priority changed; its History shows the change while it is edited.
  await page.goto('/settings/pdp-lrp-settings');
  await page.getByRole('button', { name: 'Add server' }).click();
  const add = page.getByRole('region', { name: 'Add server' });
  const serverName = `E2E-HIST-${unique().toUpperCase()}`;
  await add.getByRole('textbox', { name: 'Server name' }).fill(serverName);
  await add.getByRole('textbox', { name: 'URL or IP address' }).fill('203.0.113.77');
  await add.getByRole('textbox', { name: 'Management user ID' }).fill('fab-pdp-admin');
  await add.getByLabel('Management password', { exact: true }).fill('Pdp-Secret#2026');
  await add.getByRole('button', { name: 'Test connection' }).click();
  await expect(add.getByRole('status')).toContainText('Connection tested');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Server added or updated successfully')).toBeVisible();
  const editServer = async () => {
    await page
      .getByRole('row')
      .filter({ hasText: serverName })
      .getByRole('button', { name: `Edit ${serverName}` })
      .click();
    return page.getByRole('region', { name: `Edit server ${serverName}` });
  };
  let edit = await editServer();
  await edit.getByRole('textbox', { name: 'Priority' }).fill('7');
  await edit.getByRole('button', { name: 'Test connection' }).click();
  await expect(edit.getByRole('status')).toContainText('Connection tested');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  edit = await editServer();
  const serverChange = history(page).getByRole('listitem').first();
  await expect(serverChange).toContainText(`Updated by ${author.authorName}`);
  await expect(fieldRow(serverChange, 'Priority').getByRole('cell')).toHaveText(['1', '7']);
  await expect(history(page).getByRole('listitem').last()).toContainText(`Created by ${author.authorName}`);
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // Back on the SMTP settings: the first version restored, after the dialog shows the difference.
  await page.goto('/settings/smtp-settings');
  await history(page)
    .getByRole('button', { name: /^Restore this version \(from before the change of / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Restore this version?' });
  await expect(dialog.getByRole('columnheader')).toHaveText(['Field', 'Now', 'After the restore']);
  await expect(fieldRow(dialog, 'Server').getByRole('cell')).toHaveText([newHost, oldHost]);
  await expect(fieldRow(dialog, 'Port').getByRole('cell')).toHaveText([newPort, oldPort]);
  expect(await axeViolations(page, { include: ['[role="dialog"]'] })).toEqual([]);
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Version restored.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(host).toHaveValue(oldHost);
  await expect(port).toHaveValue(oldPort);
  const restored = history(page).getByRole('listitem').first();
  await expect(restored).toContainText(`Restored by ${author.authorName}`);
  await expect(fieldRow(restored, 'Server').getByRole('cell')).toHaveText([newHost, oldHost]);

  // The change log, filtered to the author from the URL: the three changes with their author.
  await page.goto(`/administration/change-log?author=${encodeURIComponent(author.authorEmail)}`);
  const rows = changeLog(page).locator('tbody tr[data-row-index]');
  // The settings record by its page's title, not its key.
  const smtpRows = rows.filter({ hasText: 'Email settings' });
  await expect(smtpRows.filter({ hasText: 'Restored' }).first()).toContainText(author.authorName);
  await expect(smtpRows.filter({ hasText: 'Updated' }).first()).toContainText(author.authorName);
  const serverRow = rows.filter({ hasText: serverName }).filter({ hasText: 'Updated' });
  await expect(serverRow).toContainText(author.authorName);
  await expect(serverRow).toContainText('Priority');
  await serverRow.getByRole('button', { name: /^Expand Change \d+ of / }).click();
  const fields = page.getByRole('table', { name: new RegExp(`^Changed fields of ${serverName}`) });
  await expect(fieldRow(fields, 'Priority').getByRole('cell')).toHaveText(['1', '7']);
  // The user activity list is one link away, and links back.
  await expect(page.getByRole('link', { name: 'User activity' }).first()).toBeVisible();
  expect(await axeViolations(page, { include: ['main'] })).toEqual([]);

  // In Japanese.
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('日本語', { exact: true }).click();
  await expect(changeLog(page, '変更履歴')).toBeVisible();
  await expect(changeLog(page, '変更履歴').getByRole('columnheader', { name: '変更者' })).toBeVisible();
  await expect(
    changeLog(page, '変更履歴')
      .locator('tbody tr[data-row-index]')
      .filter({ hasText: 'メールの設定' })
      .filter({ hasText: '復元' })
      .first(),
  ).toContainText(author.authorName);
  // The changed fields in the user's words, not the contract's.
  await expect(
    changeLog(page, '変更履歴').locator('tbody tr[data-row-index]').filter({ hasText: serverName }).first(),
  ).toContainText('優先度');
  await page.goto('/settings/smtp-settings');
  await expect(page.getByRole('region', { name: '履歴' }).getByRole('listitem').first()).toContainText(
    `復元: ${author.authorName}`,
  );
});

test('the alert drawer says who moved the alert to which status, and when', async ({ page }) => {
  // 60102 is the contract's example of a status move: Chloe Dubois put it in review.
  await signInAs(page, 'CompanyAdmin', { path: '/alert-console/all?detail=60102' });
  const drawer = page.getByRole('dialog', { name: /update_helper\.dll/ });
  const moves = drawer.getByRole('region', { name: 'Status history' });
  await expect(moves.getByRole('listitem').filter({ hasText: 'Chloe Dubois' })).toHaveText(
    /^Moved to In review by Chloe Dubois, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/,
  );
  expect(await axeViolations(page, { include: ['[role="dialog"]'] })).toEqual([]);
});
