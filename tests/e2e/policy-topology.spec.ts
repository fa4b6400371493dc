// The shared policy topology (/policy/shared-policy-topology) against the sandbox: the Global
// Admin's tree starts at the global root with every partner (Policy/GetTopologySubtree's nodes,
// figures and blocks, the whole tree in one request), keys per the WAI-ARIA tree pattern open a
// level (no request) and move, type-ahead; a block chosen marks where it is in force, in the URL;
// the table shows the same rows and figures; every node opened at once; a node's link opens the
// policy home at it; a Partner Admin sees only their partner; axe (WCAG 2.2 AA) light and dark;
// Japanese.
import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import type { ApiSchema } from '../../src/api/contract-types';
import { axeViolations } from './support/axe';
import { signInAs } from './support/sign-in';

type TopologyNode = ApiSchema<'TopologySubtreeNode'>;

const PATH = '/policy/shared-policy-topology';
const TREE = 'Scope tree with the building blocks in force';

/** GetTopologySubtree's reply (the whole tree), optionally for a block. */
const subtreeReply =
  (blockId: number | null = null) =>
  (response: Response) => {
    if (!response.url().includes('/restapi/Policy/GetTopologySubtree') || !response.ok()) return false;
    const body = response.request().postDataJSON() as { blockId: number | null };
    return body.blockId === blockId;
  };
const childrenOf = (nodes: readonly TopologyNode[], parent: TopologyNode) =>
  nodes.filter((node) => node.depth === parent.depth + 1 && node.parentGuid === parent.guid);
const nodesOf = async (reply: Promise<Response>) =>
  ((await (await reply).json()) as { entityData: TopologyNode[] }).entityData;

const item = (scope: Page | Locator, name: string) => scope.getByRole('treeitem', { name, exact: true });

/** What a treeitem says of its node: the API's version, computers and blocks. */
async function expectFigures(treeitem: Locator, node: TopologyNode) {
  const row = treeitem.locator(':scope > div');
  await expect(row.locator('[data-figure="version"]')).toContainText(
    node.version ? `Policy version ${node.version}` : 'No policy version yet',
  );
  const { total, onVersion, behind } = node.computers;
  await expect(row.locator('[data-figure="computers"]')).toHaveText(
    `${onVersion.toLocaleString('en')} of ${total.toLocaleString('en')} computer${total === 1 ? '' : 's'} on it, ${behind.toLocaleString('en')} behind`,
  );
  for (const block of node.blocks)
    await expect(row.locator(`[data-block="${block.blockId}"]`).getByRole('link')).toHaveAttribute(
      'href',
      `/policy/show?blockId=${block.blockId}`,
    );
  await expect(row.locator('[data-block]')).toHaveCount(node.blocks.length);
}

test('the Global Admin’s tree: every partner with the API’s figures, the tree keys, a block’s reach, the same rows as a table', async ({
  page,
}) => {
  await signInAs(page, 'AGMSAdmin');
  const treeReply = page.waitForResponse(subtreeReply());
  await page.goto(PATH);
  const all = await nodesOf(treeReply);
  const root = all[0];
  const partners = all.filter((node) => node.depth === 2);
  expect(partners.length).toBe(root!.childCount);

  const tree = page.getByRole('tree', { name: TREE });
  const rootItem = item(tree, root!.name);
  await expect(rootItem).toHaveAttribute('aria-expanded', 'true');
  await expect(rootItem).toHaveAttribute('aria-level', '1');
  await expect(tree.getByRole('treeitem')).toHaveCount(1 + partners.length);
  for (const [index, partner] of partners.entries()) {
    const partnerItem = item(tree, partner.name);
    await expect(partnerItem).toHaveAttribute('aria-level', '2');
    await expect(partnerItem).toHaveAttribute('aria-setsize', String(partners.length));
    await expect(partnerItem).toHaveAttribute('aria-posinset', String(index + 1));
    await expectFigures(partnerItem, partner);
  }
  // One tab stop: the first node.
  await expect(tree.locator('[tabindex="0"]')).toHaveCount(1);
  await expect(rootItem).toHaveAttribute('tabindex', '0');

  // Keys: Down to the first partner, Right opens it (no request: the tree came whole), Right
  // enters, Left goes back up, Left closes, End and Home, Enter closes the root.
  const first = partners.find((partner) => partner.childCount > 0)!;
  const firstIndex = partners.indexOf(first);
  await rootItem.focus();
  for (let step = 0; step <= firstIndex; step++) await page.keyboard.press('ArrowDown');
  const firstItem = item(tree, first.name);
  await expect(firstItem).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const companies = childrenOf(all, first);
  await expect(firstItem).toHaveAttribute('aria-expanded', 'true');
  const companyItems = tree.locator('[aria-level="3"]');
  await expect(companyItems).toHaveCount(companies.length);
  await expectFigures(item(tree, companies[0]!.name), companies[0]!);
  await page.keyboard.press('ArrowRight');
  await expect(item(tree, companies[0]!.name)).toBeFocused();
  await expect(item(tree, companies[0]!.name)).toHaveAttribute('aria-level', '3');
  await page.keyboard.press('ArrowLeft');
  await expect(firstItem).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(firstItem).toHaveAttribute('aria-expanded', 'false');
  await expect(companyItems).toHaveCount(0);
  await page.keyboard.press('End');
  await expect(item(tree, partners.at(-1)!.name)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(rootItem).toBeFocused();
  // Type-ahead: a partner's first letters move to it (one named in Latin letters, typed as keys).
  const last = partners.filter((partner) => /^[A-Za-z]{3}/.test(partner.name)).at(-1)!;
  await page.keyboard.type(last.name.slice(0, 3));
  await expect(item(tree, last.name)).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(rootItem).toHaveAttribute('aria-expanded', 'false');
  await expect(tree.getByRole('treeitem')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(tree.getByRole('treeitem')).toHaveCount(1 + partners.length);

  // A block chosen: its id in the URL, each partner marked as the API says.
  // A partner's own block (its options name the partner: each partner may have its own "Office Suite").
  const owner = partners.find((partner) => partner.blocks.some((b) => b.here))!;
  const block = owner.blocks.find((b) => b.here)!;
  const markedReply = page.waitForResponse(subtreeReply(block.blockId));
  await page.getByRole('combobox', { name: 'Show where a building block is in force' }).click();
  await page.getByRole('option', { name: `${block.name} (${owner.name})`, exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('blockId')).toBe(String(block.blockId));
  const marked = (await nodesOf(markedReply)).filter((node) => node.depth === 2);
  expect(marked.some((partner) => partner.receivesBlock)).toBe(true);
  expect(marked.some((partner) => !partner.receivesBlock)).toBe(true);
  for (const partner of marked)
    await expect(item(tree, partner.name).locator(':scope > div')).toContainText(
      partner.receivesBlock ? 'In force here' : 'Not in force here',
    );
  expect(await axeViolations(page)).toEqual([]);

  // The table: the same rows, the same figures.
  await page.getByRole('tab', { name: 'Table' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('table');
  const table = page.getByRole('table', { name: 'Scope nodes with the building blocks in force' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(1 + marked.length);
  for (const [index, partner] of marked.entries()) {
    const cells = rows.nth(index + 1).locator('th, td');
    await expect(cells.nth(0)).toHaveText(partner.name);
    await expect(cells.nth(3)).toHaveText(partner.computers.total.toLocaleString('en'));
    await expect(cells.nth(4)).toHaveText(partner.computers.onVersion.toLocaleString('en'));
    await expect(cells.nth(5)).toHaveText(partner.computers.behind.toLocaleString('en'));
    await expect(cells.nth(6)).toHaveText(partner.receivesBlock ? 'In force here' : 'Not in force here');
    await expect(cells.nth(7).getByRole('link')).toHaveCount(partner.blocks.length);
  }
  // Opening a node from the table shows its level there too.
  await table.getByRole('button', { name: `Show the nodes below ${first.name}` }).click();
  await expect(rows).toHaveCount(1 + marked.length + first.childCount);
  expect(await axeViolations(page)).toEqual([]);

  // Back in the tree, * opens every partner (the siblings of the focused one).
  await page.getByRole('tab', { name: 'Tree' }).click();
  await item(tree, first.name).focus();
  await page.keyboard.press('*');
  for (const partner of partners.filter((each) => each.childCount > 0))
    await expect(item(tree, partner.name)).toHaveAttribute('aria-expanded', 'true');
  const companyCount = partners.reduce((sum, partner) => sum + partner.childCount, 0);
  await expect(tree.locator('[aria-level="3"]')).toHaveCount(companyCount);
  // Every node opened at once: only the rows in view are in the DOM (the small world's 300-odd
  // nodes are past the threshold), End still reaches the last node of the whole tree.
  await page.getByRole('button', { name: 'Open every node' }).click();
  await expect(tree.locator('[aria-level="4"]').first()).toBeVisible();
  expect(await tree.getByRole('treeitem').count()).toBeLessThan(Math.min(60, all.length));
  await rootItem.focus();
  await page.keyboard.press('End');
  const lastNode = all.at(-1)!;
  const lastItem = tree.locator(`[data-node="${lastNode.nodeType}:${lastNode.guid}"]`);
  await expect(lastItem).toBeFocused();
  await expect(lastItem).toHaveAttribute('aria-level', String(lastNode.depth));
  await page.getByRole('button', { name: 'Close every node' }).click();
  await expect(tree.getByRole('treeitem')).toHaveCount(1);

  // A node's link opens the policy home at it: the scope is that company.
  await page.getByRole('button', { name: 'Open every node' }).click();
  const company = companies[0]!;
  await item(tree, company.name)
    .getByRole('link', { name: `Policy home at ${company.name}` })
    .click();
  await expect(page).toHaveURL(/\/policy\/home$/);
  await expect(page.getByRole('banner').filter({ hasText: 'Current scope' })).toContainText(company.name);
});

test('a Partner Admin sees only their partner; dark passes axe; Japanese', async ({ page }) => {
  await signInAs(page, 'PartnerAdmin');
  const treeReply = page.waitForResponse(subtreeReply());
  await page.goto(PATH);
  const all = await nodesOf(treeReply);
  const top = all.filter((node) => node.depth === 1);
  expect(top.map((node) => node.name)).toEqual(['Northwind Security Partners']);
  const companies = all.filter((node) => node.depth === 2);
  const tree = page.getByRole('tree', { name: TREE });
  await expect(tree.locator('[aria-level="1"]')).toHaveCount(1);
  await expect(item(tree, 'Northwind Security Partners')).toHaveAttribute('aria-expanded', 'true');
  await expect(tree.locator('[aria-level="2"]')).toHaveCount(companies.length);
  for (const company of companies) await expectFigures(item(tree, company.name), company);

  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('日本語', { exact: true }).click();
  const treeJa = page.getByRole('tree', { name: '有効なビルディングブロックを示すスコープ ツリー' });
  await expect(treeJa).toBeVisible();
  await expect(page.getByRole('tab', { name: '表' })).toBeVisible();
  await expect(
    item(treeJa, companies[0]!.name).locator(':scope > div [data-figure="computers"]'),
  ).toContainText('台が適用済み');
  expect(await axeViolations(page)).toEqual([]);
});
