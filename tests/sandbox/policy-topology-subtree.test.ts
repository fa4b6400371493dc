// The topology's subtree in one call (Policy/GetTopologySubtree, issue 27): for every role it
// equals the tree read step by step, one level below each node (depth 1: the same nodes with the
// same figures and blocks), in tree order; pages of a keyset cursor add up to the whole; a depth
// limits the levels; the blocks that flow to each node (an elective opted out of does not) and a
// block filter marking the nodes it reaches; nobody reads beside or above its scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../support/sandbox';
import { signInClient, type SandboxClient } from './support/client';
import {
  CHICAGO,
  FABRIKAM,
  FINANCE,
  NORTHWIND,
  ROLE_ACCOUNTS,
  SAKURA,
  TAILSPIN,
  TOKYO_HONSHA,
  type Who,
} from './support/fixtures';

let sb: TestSandbox;
let api: SandboxClient['api'];

const WINDOWS_BASELINE = 11;
const MICROSOFT_OFFICE = 12;
const ADOBE_READER = 13;

type NodeType = 'global' | 'partner' | 'company' | 'site' | 'group';
interface TopologyBlock {
  blockId: number;
  via: string;
}
interface Request {
  rootType?: NodeType | null;
  rootGuid?: string | null;
  depth?: number | null;
  blockId?: number | null;
  after?: string | null;
  limit?: number;
}

const subtreePage = async (who: Who, request: Request) => {
  const reply = await api(who, 'POST', '/restapi/Policy/GetTopologySubtree', {
    payload: {
      rootType: null,
      rootGuid: null,
      depth: null,
      blockId: null,
      after: null,
      limit: 10000,
      ...request,
    },
  });
  expect(reply.status).toBe(200);
  return reply.body as {
    entityData: Array<Record<string, unknown> & { depth: number; blocks: TopologyBlock[] }>;
    nextAfter: string | null;
  };
};
const subtree = async (who: Who, request: Request = {}) => (await subtreePage(who, request)).entityData;

/** The tree read one level per node (depth 1 below each), depth first, each level in the order the reply gives. */
async function stepByStep(who: Who, blockId: number | null = null) {
  const level = async (rootType: NodeType | null, rootGuid: string | null) =>
    subtree(who, { rootType, rootGuid, depth: 1, blockId });
  const nodes: Array<Record<string, unknown> & { depth: number }> = [];
  const walk = async (rootType: NodeType | null, rootGuid: string | null, depth: number) => {
    for (const node of await level(rootType, rootGuid)) {
      expect(node.depth).toBe(1);
      nodes.push({ ...node, depth });
      if (Number(node.childCount) > 0)
        await walk(node.nodeType as NodeType, (node.guid as string | null) ?? null, depth + 1);
    }
  };
  await walk(null, null, 1);
  return nodes;
}

const byKey = (nodes: ReadonlyArray<Record<string, unknown>>) =>
  new Map(nodes.map((n) => [`${String(n.nodeType)}:${String(n.guid)}`, n]));

/** Tree order: each node's parent is the last node before it one level up. */
function expectTreeOrder(nodes: ReadonlyArray<Record<string, unknown> & { depth: number }>) {
  const above: Array<Record<string, unknown>> = [];
  for (const node of nodes) {
    above.length = node.depth - 1;
    if (node.depth > 1) expect(node.parentGuid ?? null).toBe(above[node.depth - 2]?.guid ?? null);
    above.push(node);
  }
}

beforeAll(async () => {
  sb = await startTestSandbox();
  api = (await signInClient(sb.app, [...ROLE_ACCOUNTS])).api;
}, 120_000);
afterAll(async () => {
  await sb?.close();
});

describe('the topology subtree', () => {
  it.each(ROLE_ACCOUNTS)('equals the tree read level by level for %s, in tree order', async (who) => {
    const whole = await subtree(who, { blockId: MICROSOFT_OFFICE });
    const steps = await stepByStep(who, MICROSOFT_OFFICE);
    expect(whole.length).toBeGreaterThan(0);
    expect(byKey(whole)).toEqual(byKey(steps));
    expectTreeOrder(whole);
  });

  it('pages by its cursor to the same nodes, and limits the levels by depth', async () => {
    const whole = await subtree('global');
    const paged: typeof whole = [];
    let after: string | null = null;
    do {
      const page = await subtreePage('global', { limit: 20, after });
      expect(page.entityData.length).toBeLessThanOrEqual(20);
      paged.push(...page.entityData);
      after = page.nextAfter;
    } while (after !== null);
    expect(paged).toEqual(whole);

    const top = await subtree('global', { depth: 2 });
    expect(top.map((n) => n.nodeType)).toEqual(['global', ...top.slice(1).map(() => 'partner')]);
    const sites = await subtree('global', { rootType: 'company', rootGuid: FABRIKAM, depth: 1 });
    expect(sites.map((n) => n.guid)).toContain(CHICAGO);
    expect(sites.every((n) => n.nodeType === 'site' && n.depth === 1)).toBe(true);
    const below = await subtree('global', { rootType: 'company', rootGuid: FABRIKAM });
    expect(below.filter((n) => n.depth === 2).every((n) => n.nodeType === 'group')).toBe(true);
  });

  it('refuses a cursor it did not give, with the catalogue message', async () => {
    const reply = await api('global', 'POST', '/restapi/Policy/GetTopologySubtree', {
      payload: { rootType: null, rootGuid: null, depth: null, blockId: null, after: 'bm90IG91cnM', limit: 5 },
    });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('out of date');
  });

  it('gives nothing beside or above the scope of the session', async () => {
    expect(await subtree('partner', { rootType: 'partner', rootGuid: SAKURA })).toEqual([]);
    expect(await subtree('partner', { rootType: 'global' })).toEqual([]);
    expect(await subtree('company', { rootType: 'partner', rootGuid: NORTHWIND })).toEqual([]);
    expect(await subtree('company', { rootType: 'company', rootGuid: TAILSPIN })).toEqual([]);
    expect(await subtree('site', { rootType: 'site', rootGuid: TOKYO_HONSHA })).toEqual([]);
    expect(await subtree('group', { rootType: 'site', rootGuid: CHICAGO })).toEqual([]);
    const partner = await subtree('partner');
    expect(partner.map((n) => n.guid)).not.toContain(SAKURA);
    expect(partner[0]).toMatchObject({ nodeType: 'partner', guid: NORTHWIND, depth: 1 });
  });

  it('starts at the global root for the Global Admin; the blocks that flow to each node, and how', async () => {
    const [root, ...partners] = await subtree('global', { depth: 2 });
    expect(root).toMatchObject({ nodeType: 'global', guid: null, parentGuid: null });
    expect(partners.map((p) => p.guid)).toEqual(expect.arrayContaining([NORTHWIND, SAKURA]));
    expect(partners).toHaveLength(Number(root!.childCount));
    for (const partner of partners) {
      const computers = partner.computers as { total: number; onVersion: number; behind: number };
      expect(computers.total).toBe(computers.onVersion + computers.behind);
      expect(partner.blocks.map((b) => b.blockId)).toContain(WINDOWS_BASELINE);
      expect(partner.receivesBlock).toBeNull();
    }
    const groups = await subtree('global', {
      rootType: 'site',
      rootGuid: CHICAGO,
      blockId: MICROSOFT_OFFICE,
    });
    const finance = groups.find((g) => g.guid === FINANCE)!;
    // Finance Workstations opted out of Microsoft Office, which Fabrikam chose.
    expect(finance.receivesBlock).toBe(false);
    expect(finance.blocks.map((b) => b.blockId)).not.toContain(MICROSOFT_OFFICE);
    for (const node of groups)
      expect(node.receivesBlock).toBe(node.blocks.some((b) => b.blockId === MICROSOFT_OFFICE));
    const reader = (
      await subtree('global', { rootType: 'site', rootGuid: CHICAGO, blockId: ADOBE_READER })
    ).find((g) => g.guid === FINANCE)!;
    expect(reader.receivesBlock).toBe(true);
    expect(reader.blocks.find((b) => b.blockId === ADOBE_READER)?.via).toBe('elective');
  });

  it('a choice made since the last read is in the next one (a kept reply is not given again)', async () => {
    const finance = async () =>
      (await subtree('global', { rootType: 'site', rootGuid: CHICAGO, blockId: MICROSOFT_OFFICE })).find(
        (g) => g.guid === FINANCE,
      )!.receivesBlock;
    expect(await finance()).toBe(false);
    expect(await finance()).toBe(false);
    const choose = (choice: 'in' | 'out') =>
      api('group', 'POST', '/restapi/Policy/SetElectiveChoice', {
        payload: { blockId: MICROSOFT_OFFICE, choice },
        scope: { 'x-group-guid': FINANCE },
      });
    expect((await choose('in')).status).toBe(200);
    expect(await finance()).toBe(true);
    expect((await choose('out')).status).toBe(200);
    expect(await finance()).toBe(false);
  });
});
