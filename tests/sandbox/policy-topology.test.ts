// The topology of shared policy on the sandbox (Policy/GetTopology, issue 27): the top of each
// session's scope and nothing above or beside it, children one level at a time, the blocks that
// flow to each node (an elective opted out of does not), and a block filter marking the nodes it
// reaches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../support/sandbox';
import { signInClient, type SandboxClient } from './support/client';
import { CHICAGO, FABRIKAM, FINANCE, NORTHWIND, SAKURA, type Who } from './support/fixtures';

let sb: TestSandbox;
let api: SandboxClient['api'];

const WINDOWS_BASELINE = 11;
const MICROSOFT_OFFICE = 12;
const ADOBE_READER = 13;

type NodeType = 'global' | 'partner' | 'company' | 'site' | 'group';
const topology = async (
  who: Who,
  parentType: NodeType | null,
  parentGuid: string | null,
  blockId: number | null = null,
) => {
  const reply = await api(who, 'POST', '/restapi/Policy/GetTopology', {
    payload: { page: 1, pageSize: 500, parentType, parentGuid, blockId },
  });
  expect(reply.status).toBe(200);
  return reply.body.entityData!;
};

beforeAll(async () => {
  sb = await startTestSandbox();
  api = (await signInClient(sb.app, ['global', 'partner', 'group'])).api;
}, 120_000);
afterAll(async () => {
  await sb?.close();
});

describe('the topology of shared policy', () => {
  it('starts at the global root for the Global Admin, with every partner below it', async () => {
    const [root, ...others] = await topology('global', null, null);
    expect(others).toEqual([]);
    expect(root).toMatchObject({ nodeType: 'global', guid: null, parentGuid: null });
    const partners = await topology('global', 'global', null);
    expect(partners.map((p) => p.guid)).toEqual(expect.arrayContaining([NORTHWIND, SAKURA]));
    expect(partners).toHaveLength(root!.childCount);
    for (const partner of partners) {
      expect(partner.nodeType).toBe('partner');
      expect(partner.computers.total).toBe(partner.computers.onVersion + partner.computers.behind);
      expect(partner.blocks.map((b) => b.blockId)).toContain(WINDOWS_BASELINE);
      expect(partner.receivesBlock).toBeNull();
    }
  });

  it('starts at the partner for its admin, who sees nothing above or beside it', async () => {
    const top = await topology('partner', null, null);
    expect(top.map((n) => [n.nodeType, n.guid])).toEqual([['partner', NORTHWIND]]);
    expect(await topology('partner', 'global', null)).toEqual([]);
    expect(await topology('partner', 'partner', SAKURA)).toEqual([]);
    const companies = await topology('partner', 'partner', NORTHWIND);
    expect(companies.map((c) => c.guid)).toContain(FABRIKAM);
    expect(companies).toHaveLength(top[0]!.childCount);
  });

  it('marks the nodes a block reaches; an elective opted out of does not reach', async () => {
    const groups = await topology('global', 'site', CHICAGO, MICROSOFT_OFFICE);
    const finance = groups.find((g) => g.guid === FINANCE)!;
    // Finance Workstations opted out of Microsoft Office, which Fabrikam chose.
    expect(finance.receivesBlock).toBe(false);
    expect(finance.blocks.map((b) => b.blockId)).not.toContain(MICROSOFT_OFFICE);
    for (const node of groups)
      expect(node.receivesBlock).toBe(node.blocks.some((b) => b.blockId === MICROSOFT_OFFICE));
    const reader = (await topology('global', 'site', CHICAGO, ADOBE_READER)).find((g) => g.guid === FINANCE)!;
    expect(reader.receivesBlock).toBe(true);
    expect(reader.blocks.find((b) => b.blockId === ADOBE_READER)?.via).toBe('elective');
  });

  it('starts at the groups of a Group Admin, none of another tenant', async () => {
    const top = await topology('group', null, null);
    expect(top.map((n) => n.nodeType)).toEqual(top.map(() => 'group'));
    expect(top.map((n) => n.guid)).toContain(FINANCE);
    expect(await topology('group', 'partner', SAKURA)).toEqual([]);
  });
});
