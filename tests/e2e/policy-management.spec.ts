// Shared policy management (/policy/*) against the sandbox: the home page's figures are the
// effective policy's (Policy/GetEffectivePolicy) for the signed-in user, each a link to what it
// counts, every rule with its origin; a level's list is ListBlocks' rows, its search in the URL;
// a block's life: created as a draft, published, edited as a draft, compared with its version,
// the draft discarded, a delete refused while in use (saying where) and one that succeeds; a
// conflicting save shows the catalogue's conflict words and keeps what was typed; an auditor
// reads only; axe (WCAG 2.2 AA) light and dark; Japanese.
import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import type { ApiSchema } from '../../src/api/contract-types';
import { axeViolations } from './support/axe';
import { signInAs } from './support/sign-in';
import { columnTexts, table } from './support/table';

type EffectivePolicy = ApiSchema<'EffectivePolicy'>;
type BlockSummary = ApiSchema<'PolicyBlockSummary'>;
type PolicyBlock = ApiSchema<'PolicyBlock'>;

const replyOf = (path: string) => (response: Response) =>
  response.url().includes(`/restapi/Policy/${path}`) &&
  response.request().method() !== 'OPTIONS' &&
  response.ok();

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const figure = (within: Locator, id: string) => within.locator(`[data-figure="${id}"]`);
const filtersParam = (filters: Record<string, string>) => encodeURIComponent(JSON.stringify(filters));

const LEVEL_WORDS = {
  spmGlobal: 'SPM global',
  serviceProvider: 'Service provider level',
  local: 'Local',
} as const;

const API = { 'x-csrf': '1' };

/**
 * A block published through the API as the signed-in user (at the session's own scope: no scope
 * header), with its components: the figures the pages show then count it, seeded world or not.
 */
async function publishedBlock(
  page: Page,
  level: ApiSchema<'PolicyLevel'>,
  name: string,
  components: Array<Record<string, unknown>>,
): Promise<PolicyBlock> {
  const created = await page.request.post(`/restapi/Policy/CreateBlock?level=${level}`, {
    headers: API,
    data: { name, description: 'Made by the e2e test.', offer: 'mandatory' },
  });
  expect(created.ok()).toBe(true);
  let block = ((await created.json()) as { entityData: PolicyBlock }).entityData;
  for (const component of components) {
    const saved = await page.request.post(
      `/restapi/Policy/SaveDraftComponent?blockId=${block.blockId}&revision=${block.revision}`,
      { headers: API, data: component },
    );
    expect(saved.ok()).toBe(true);
    block = ((await saved.json()) as { entityData: PolicyBlock }).entityData;
  }
  const published = await page.request.post('/restapi/Policy/PublishDraft', {
    headers: API,
    data: { blockId: block.blockId, revision: block.revision },
  });
  expect(published.ok()).toBe(true);
  return ((await published.json()) as { entityData: PolicyBlock }).entityData;
}

const DENY_HASH = (seed: number) => ({
  kind: 'hash',
  action: 'deny',
  sha256: seed.toString(16).padStart(64, 'e'),
  fileName: 'e2e-tool.exe',
});

async function openHome(page: Page): Promise<EffectivePolicy> {
  const reply = page.waitForResponse(replyOf('GetEffectivePolicy'));
  await page.goto('/policy/home');
  return ((await (await reply).json()) as { entityData: EffectivePolicy }).entityData;
}

test('the home page’s figures and blocks are the effective policy’s, each a link; every rule names its origin', async ({
  page,
}) => {
  await signInAs(page, 'CompanyAdmin');
  // A block of the company's own, in force: the scope has a version, a block and a deny rule.
  const own = await publishedBlock(page, 'local', `E2E home ${Date.now()}`, [DENY_HASH(Date.now())]);
  const rulesReply = page.waitForResponse(replyOf('ListEffectiveRules'));
  const policy = await openHome(page);
  const rules = ((await (await rulesReply).json()) as { entityData: ApiSchema<'EffectiveRule'>[] })
    .entityData;
  expect(policy.blocks.map((block) => block.blockId)).toContain(own.blockId);

  const figures = region(page, 'Policy in force');
  await expect(figure(figures, 'version')).toContainText(
    `${policy.scope.name}: policy version ${policy.version}`,
  );
  const tiles = [
    ['ruleCount', policy.ruleCount, `/policy/home?filters=${filtersParam({ state: 'inForce' })}`],
    ['shadowedCount', policy.shadowedCount, `/policy/home?filters=${filtersParam({ state: 'shadowed' })}`],
    [
      'draftsWaiting',
      policy.draftsWaiting,
      `/policy/spm-local?filters=${filtersParam({ hasDraft: 'true' })}`,
    ],
    [
      'computersBehind',
      policy.computers.behind,
      `/endpoints/computers/all?filters=${filtersParam({ policyBehind: 'true' })}`,
    ],
  ] as const;
  for (const [id, value, href] of tiles) {
    await expect(figure(figures, id)).toContainText(String(value));
    await expect(figure(figures, id).getByRole('link')).toHaveAttribute('href', href);
  }

  // The blocks by level: each level's table lists the blocks of that level, by name, each a link.
  const blocks = region(page, 'Building blocks by level');
  for (const level of ['spmGlobal', 'serviceProvider', 'local'] as const) {
    const expected = policy.blocks
      .filter((block) => block.level === level)
      .sort((a, b) => a.name.localeCompare(b.name) || a.blockId - b.blockId);
    const levelTable = blocks.getByRole('table', { name: LEVEL_WORDS[level] });
    if (expected.length === 0) {
      await expect(levelTable).toHaveCount(0);
      continue;
    }
    await expect(levelTable.getByRole('rowheader')).toHaveText(expected.map((block) => block.name));
    await expect(levelTable.getByRole('rowheader').first().getByRole('link')).toHaveAttribute(
      'href',
      `/policy/show?blockId=${expected[0]!.blockId}`,
    );
  }

  // The rules in force by kind, each figure a link to those rules.
  const byKind = region(page, 'Rules in force by kind');
  const kindRows = byKind.getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(kindRows).toHaveCount(policy.countsByKind.length);
  for (const count of policy.countsByKind) {
    const row = kindRows.nth(policy.countsByKind.indexOf(count));
    await expect(row.getByRole('link').first()).toHaveText(String(count.allow));
    await expect(row.getByRole('link').nth(1)).toHaveText(String(count.deny));
  }

  // Every rule with where it comes from.
  await expect
    .poll(() => columnTexts(page, 'Rules of the effective policy', 'Rule'))
    .toEqual(rules.slice(0, 50).map((rule) => rule.component.target));
  const first = rules[0]!;
  await expect(
    table(page, 'Rules of the effective policy').locator('tbody tr[data-row-index]').first(),
  ).toContainText(
    `from ${first.origin.owner.name}, block ${first.origin.blockName} v${first.origin.version}`,
  );
  expect(await axeViolations(page)).toEqual([]);

  // A kind's deny figure narrows the rules to those (the request says so).
  const denied = policy.countsByKind.find((count) => count.deny > 0);
  if (denied) {
    const narrowed = page.waitForResponse(
      (response) =>
        replyOf('ListEffectiveRules')(response) && response.request().postDataJSON()?.action === 'deny',
    );
    await kindRows.nth(policy.countsByKind.indexOf(denied)).getByRole('link').nth(1).click();
    const reply = (await (await narrowed).json()) as { totalCount: number };
    expect(reply.totalCount).toBe(denied.deny);
  }
});

test('the home page passes axe in dark and reads in Japanese', async ({ page }) => {
  await signInAs(page, 'CompanyAdmin');
  await openHome(page);
  await expect(region(page, 'Policy in force')).toBeVisible();
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('日本語', { exact: true }).click();
  await expect(region(page, '有効なポリシー')).toBeVisible();
  await expect(region(page, 'レベル別のビルディングブロック')).toBeVisible();
  await expect(page.getByRole('table', { name: '有効なポリシーのルール' })).toBeVisible();
});

test('a level’s list is ListBlocks’ rows, its search in the URL', async ({ page }) => {
  await signInAs(page, 'PartnerAdmin');
  const mine = await publishedBlock(page, 'serviceProvider', `E2E partner ${Date.now()}`, []);
  const listed = page.waitForResponse(replyOf('ListBlocks'));
  await page.goto('/policy/service-provider-level');
  const reply = (await (await listed).json()) as { entityData: BlockSummary[]; totalCount: number };
  expect((await listed).request().postDataJSON()).toMatchObject({ level: 'serviceProvider' });
  await expect
    .poll(() => columnTexts(page, 'Building blocks', 'Building block'))
    .toEqual(reply.entityData.map((block) => block.name));
  await expect(page.getByRole('button', { name: 'Create a building block' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  expect(reply.entityData.map((block) => block.name)).toContain(mine.name);
  const word = mine.name;
  const searched = page.waitForResponse(
    (response) => replyOf('ListBlocks')(response) && response.request().postDataJSON()?.search === word,
  );
  await page.getByRole('searchbox', { name: 'Search' }).fill(word);
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(word);
  const found = (await (await searched).json()) as { entityData: BlockSummary[] };
  await expect
    .poll(() => columnTexts(page, 'Building blocks', 'Building block'))
    .toEqual(found.entityData.map((block) => block.name));
  expect(found.entityData.map((block) => block.blockId)).toEqual([mine.blockId]);
});

test('an auditor reads a level’s blocks and gets no action', async ({ page }) => {
  await signInAs(page, 'GroupAudit');
  await page.goto('/policy/spm-local');
  await expect(table(page, 'Building blocks')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create a building block' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
});

test('a block’s life: created as a draft, published, edited, compared, its draft discarded; deleted unless in use', async ({
  page,
}) => {
  await signInAs(page, 'CompanyAdmin');
  await page.goto('/policy/spm-local');
  await page.getByRole('button', { name: 'Create a building block' }).click();
  await expect(page).toHaveURL(/\/policy\/new\?level=local$/);
  const name = `E2E block ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Description' }).fill('Made by the e2e test.');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/policy\/show\?blockId=\d+$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name })).toBeVisible();
  await expect(main.locator('[data-figure="version"]')).toHaveText('Not published');

  // Published: version 1 in force.
  await main.getByRole('button', { name: 'Publish', exact: true }).click();
  const publishDialog = page.getByRole('dialog', { name: 'Publish the draft?' });
  await publishDialog.getByRole('button', { name: 'Publish' }).click();
  await expect(publishDialog).toHaveCount(0);
  await expect(main.locator('[data-figure="version"]')).toContainText('Version 1 in force');

  // Edited as a draft: the version in force stays, the draft waits.
  await main.getByRole('button', { name: 'Edit as draft' }).click();
  const drawer = page.getByRole('dialog', { name: `Edit ${name}` });
  await drawer.getByRole('textbox', { name: 'Description' }).fill('Changed by the e2e test.');
  await drawer.getByRole('button', { name: 'Save draft' }).click();
  await expect(drawer).toHaveCount(0);
  await expect(main.locator('[data-figure="draft"]')).toContainText('Draft waiting, based on v1');
  await expect(main.locator('[data-figure="version"]')).toContainText('Version 1 in force');

  // Compared: v1 with the draft, the description changed.
  const versions = region(page, 'Versions');
  await expect(versions.getByRole('table', { name: 'Block fields that differ' })).toContainText(
    'Changed by the e2e test.',
  );
  expect(await axeViolations(page)).toEqual([]);

  // The draft discarded: the version in force is what it was.
  await main.getByRole('button', { name: 'Discard draft' }).click();
  await page
    .getByRole('dialog', { name: 'Discard the draft?' })
    .getByRole('button', { name: 'Discard draft' })
    .click();
  await expect(main.locator('[data-figure="draft"]')).toHaveCount(0);

  // In force at the company: a delete is refused, saying where.
  await main.getByRole('button', { name: 'Delete' }).click();
  const deleting = page.getByRole('dialog', { name: 'Delete the building block?' });
  await deleting.getByRole('button', { name: 'Delete' }).click();
  await expect(deleting).toContainText('This building block is still in use, so it was not deleted.');
  await expect(deleting.getByRole('list', { name: 'It is in use at:' })).toContainText(
    'Fabrikam Manufacturing',
  );
  await deleting.getByRole('button', { name: 'Cancel' }).click();

  // A block never published is in force nowhere: deleted.
  await page.goto('/policy/new?level=local');
  const unused = `${name} unused`;
  await page.getByRole('textbox', { name: 'Name' }).fill(unused);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(main.getByRole('heading', { name: unused })).toBeVisible();
  await main.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete the building block?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page).toHaveURL(/\/policy\/spm-local$/);
});

test('a save after someone else’s is refused with the catalogue’s conflict words, and what was typed stays', async ({
  page,
}) => {
  await signInAs(page, 'CompanyAdmin');
  await page.goto('/policy/new?level=local');
  const name = `E2E conflict ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  const created = page.waitForResponse(replyOf('CreateBlock'));
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const block = ((await (await created).json()) as { entityData: PolicyBlock }).entityData;
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Edit as draft' }).click();
  const drawer = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(drawer.getByRole('textbox', { name: 'Name' })).toHaveValue(name);

  // Another admin saves the draft first (the same session, through the API).
  const other = await page.request.post(
    `/restapi/Policy/SaveDraft?blockId=${block.blockId}&revision=${block.revision}`,
    { headers: { 'x-csrf': '1' }, data: { name, description: 'Saved by someone else.', offer: 'mandatory' } },
  );
  expect(other.ok()).toBe(true);

  await drawer.getByRole('textbox', { name: 'Description' }).fill('Typed here.');
  await drawer.getByRole('button', { name: 'Save draft' }).click();
  await expect(drawer.getByRole('alert')).toContainText(
    'Someone else changed this item after you opened it. Nothing was saved',
  );
  await expect(drawer.getByRole('textbox', { name: 'Description' })).toHaveValue('Typed here.');
  await expect(page.getByRole('dialog', { name: 'Oops...' })).toHaveCount(0);
});
