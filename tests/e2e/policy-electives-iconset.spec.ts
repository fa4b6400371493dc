// /policy/top-level-electives and /policy/iconset against the sandbox. Electives: the mandatory
// blocks from above are the effective policy's, the electives ListElectives' for the signed-in
// user; a Site Admin opts in through the one ConfirmDialog, the effective policy is read again
// (its key invalidated) and policy home shows the elective in force; following the choice above
// undoes it. A reader gets no action; axe light and dark; Japanese. Iconset: the icons are
// ListIcons', drawn as <img> from data URLs; the Global Admin's upload refuses an SVG with a
// script, a file over the limit and one of another type, each with the catalogue's words and what
// was chosen kept, and adds a clean SVG; a reader sees no upload.
import { expect, test, type Page, type Response } from '@playwright/test';
import type { ApiSchema } from '../../src/api/contract-types';
import { axeViolations } from './support/axe';
import { signInAs } from './support/sign-in';
import { columnTexts, dataRows } from './support/table';

type Elective = ApiSchema<'PolicyElective'>;
type EffectivePolicy = ApiSchema<'EffectivePolicy'>;
type PolicyIcon = ApiSchema<'PolicyIcon'>;

const replyOf = (path: string) => (response: Response) =>
  response.url().includes(`/restapi/Policy/${path}`) &&
  response.request().method() !== 'OPTIONS' &&
  response.ok();

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function openElectives(page: Page) {
  const listed = page.waitForResponse(replyOf('ListElectives'));
  const effective = page.waitForResponse(replyOf('GetEffectivePolicy'));
  await page.goto('/policy/top-level-electives');
  const electives = ((await (await listed).json()) as { entityData: Elective[] }).entityData;
  const policy = ((await (await effective).json()) as { entityData: EffectivePolicy }).entityData;
  return { electives, policy };
}

const byName = <T extends { name: string; blockId: number }>(a: T, b: T) =>
  a.name.localeCompare(b.name) || a.blockId - b.blockId;

test('a Site Admin sees what is offered from above and opts in to an elective; the effective policy follows', async ({
  page,
}) => {
  // Four page loads (policy home among them) and two writes, on two shared cores.
  test.slow();
  await signInAs(page, 'SiteAdmin');
  const { electives, policy } = await openElectives(page);

  // Mandatory from above: the effective policy's mandatory blocks, none offered to opt out of.
  const mandatory = policy.blocks.filter((block) => block.via === 'mandatory').sort(byName);
  const mandatoryTable = region(page, 'Mandatory from above').getByRole('table');
  await expect(mandatoryTable.getByRole('rowheader')).toHaveText(mandatory.map((block) => block.name));
  await expect(mandatoryTable).toContainText('Mandatory: cannot be opted out of');

  // The electives: ListElectives' rows, the choice here and the one in force.
  const offered = region(page, `Electives offered to ${policy.scope.name}`);
  await expect(offered).toBeVisible();
  await expect
    .poll(() => columnTexts(page, 'Electives', 'Building block'))
    .toEqual(electives.map((elective) => elective.name));
  await expect
    .poll(() => columnTexts(page, 'Electives', 'Version'))
    .toEqual(electives.map((elective) => `v${elective.version}`));
  expect(await axeViolations(page)).toEqual([]);

  // Opt in to one not in force here (the seeded "Web browsers": nobody above chose it).
  const target = electives.find((elective) => !elective.chosen && elective.choice === 'inherit');
  expect(target, 'an elective not in force at the site').toBeDefined();
  const row = dataRows(page, 'Electives').filter({ hasText: target!.name });
  await expect(row).toContainText('As decided above');
  await page.getByRole('button', { name: `Actions for ${target!.name}` }).click();
  await page.getByRole('menuitem', { name: `Opt in to ${target!.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Opt in to the elective?' });
  await expect(dialog).toContainText(`${target!.name} comes into force at ${policy.scope.name} and below`);
  const saved = page.waitForResponse(replyOf('SetElectiveChoice'));
  // The effective policy is read again once the choice is saved (its key invalidated).
  const rereads: Response[] = [];
  page.on('response', (response) => {
    if (replyOf('GetEffectivePolicy')(response)) rereads.push(response);
  });
  await dialog.getByRole('button', { name: 'Opt in' }).click();
  expect((await saved).request().postDataJSON()).toEqual({ blockId: target!.blockId, choice: 'in' });
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('Opted in');
  await expect(row).toContainText(`In force, chosen at ${policy.scope.name}`);
  await expect
    .poll(async () => {
      const read = await Promise.all(
        rereads.map(
          async (response) => ((await response.json()) as { entityData: EffectivePolicy }).entityData,
        ),
      );
      return read.some((after) =>
        after.blocks.some((block) => block.blockId === target!.blockId && block.via === 'elective'),
      );
    })
    .toBe(true);

  // Policy home names it among the blocks in force, arrived as an elective chosen.
  await page.goto('/policy/home');
  const home = region(page, 'Building blocks by level').getByRole('row', { name: new RegExp(target!.name) });
  await expect(home).toContainText('elective chosen');

  // Following the choice above undoes it.
  await page.goto('/policy/top-level-electives');
  await page.getByRole('button', { name: `Actions for ${target!.name}` }).click();
  await page.getByRole('menuitem', { name: `Follow the choice above for ${target!.name}` }).click();
  await page
    .getByRole('dialog', { name: 'Follow the choice above?' })
    .getByRole('button', { name: 'Follow the choice above' })
    .click();
  await expect(row).toContainText('As decided above');
  await expect(row).toContainText('Not in force, nobody opted in');
});

test('a reader sees the electives without actions, in dark (axe) and in Japanese', async ({ page }) => {
  await signInAs(page, 'GroupAudit');
  const { electives } = await openElectives(page);
  await expect
    .poll(() => columnTexts(page, 'Electives', 'Building block'))
    .toEqual(electives.map((elective) => elective.name));
  // Finance Workstations opted out of Office; the company chose Adobe Reader.
  const office = electives.find((elective) => elective.name === 'Microsoft Office');
  if (office?.decidedAt)
    await expect(dataRows(page, 'Electives').filter({ hasText: office.name })).toContainText(
      `Not in force, opted out at ${office.decidedAt.name}`,
    );
  await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);

  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('日本語', { exact: true }).click();
  await expect(region(page, '上位からの必須ブロック')).toBeVisible();
  await expect(page.getByRole('table', { name: '選択式ブロック' })).toBeVisible();

  // The iconset reads in Japanese too, with no upload for a reader.
  await page.goto('/policy/iconset');
  await expect(region(page, 'アイコン')).toBeVisible();
  await expect(region(page, 'アイコンのアップロード')).toHaveCount(0);
});

const svgFile = (name: string, body: string) => ({
  name,
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${body}</svg>`),
});

test('the Global Admin sees the iconset as ListIcons says and uploads an icon; a refused file says why and keeps the form', async ({
  page,
}) => {
  await signInAs(page, 'AGMSAdmin');
  const listed = page.waitForResponse(replyOf('ListIcons'));
  await page.goto('/policy/iconset');
  const icons = ((await (await listed).json()) as { entityData: PolicyIcon[] }).entityData;
  const iconTable = region(page, 'Icons').getByRole('table');
  await expect(iconTable.getByRole('rowheader')).toHaveText(icons.map((icon) => icon.name));
  const first = icons.find((icon) => icon.usedBy.length > 0) ?? icons[0]!;
  const firstRow = iconTable.getByRole('row', { name: new RegExp(first.name) });
  await expect(firstRow).toContainText(
    first.usedByCount === 1 ? '1 app group' : `${first.usedByCount} app groups`,
  );
  // Which app groups, each with its block a link to the block's page.
  const uses = firstRow.getByRole('list', { name: `App groups that show ${first.name}` });
  await expect(uses.getByRole('listitem')).toHaveText(
    first.usedBy.map((use) => `${use.appName}, in ${use.blockName} (${use.ownerName})`),
  );
  await expect(uses.getByRole('link', { name: first.usedBy[0]!.blockName }).first()).toHaveAttribute(
    'href',
    `/policy/show?blockId=${first.usedBy[0]!.blockId}`,
  );
  // Drawn as an image from its data URL, never as markup in the page.
  await expect(firstRow.locator('img')).toHaveAttribute('src', first.dataUrl);
  await expect(iconTable.locator('svg')).toHaveCount(0);

  const upload = region(page, 'Upload an icon');
  const name = `E2E icon ${Date.now()}`;
  await upload.getByRole('textbox', { name: 'Name' }).fill(name);
  const file = upload.locator('input[type="file"]');

  // An SVG with a script: refused by the server, on the field, the name kept.
  await file.setInputFiles(svgFile('evil.svg', '<script>alert(1)</script>'));
  const refused = page.waitForResponse((response) => response.url().includes('/restapi/Policy/UploadIcon'));
  await upload.getByRole('button', { name: 'Upload' }).click();
  expect((await refused).status()).toBe(400);
  await expect(upload).toContainText(
    'This SVG contains a script, an event handler, a link to elsewhere or embedded HTML; icons may only draw.',
  );
  await expect(upload.getByRole('textbox', { name: 'Name' })).toHaveValue(name);

  // Over the limit, and a file of another type: the limit and the types named.
  await file.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(70_000),
    ]),
  });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload).toContainText('The icon must be at most 64 KB.');
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload).toContainText('The icon must be an SVG or a PNG file.');
  await expect(upload.getByRole('textbox', { name: 'Name' })).toHaveValue(name);

  // A clean SVG joins the set, shown as uploaded and used by no app group yet.
  await file.setInputFiles(svgFile('clean.svg', '<rect width="24" height="24" rx="4" fill="#1c7ed6"/>'));
  const uploaded = page.waitForResponse(replyOf('UploadIcon'));
  await upload.getByRole('button', { name: 'Upload' }).click();
  await uploaded;
  const newRow = iconTable.getByRole('row', { name: new RegExp(name) });
  await expect(newRow).toContainText('Uploaded');
  await expect(newRow).toContainText('0 app groups');
  await expect(newRow.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml;/);
  await expect(upload.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  expect(await axeViolations(page)).toEqual([]);
});
