// Shared policy management on the sandbox (issue 27): who writes which level, other tenants' local
// blocks never seen, drafts never in force, a conflicting save refused, a publish that moves the
// policy version of exactly the scopes that use the block, deletes refused while in use, electives,
// and icons checked on upload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../support/sandbox';
import { signInClient, type SandboxClient } from './support/client';
import {
  CHICAGO,
  ENGINEERING,
  FABRIKAM,
  FINANCE,
  NORTHWIND,
  TOKYO_KEIRI,
  type Who,
} from './support/fixtures';

let sb: TestSandbox;
let api: SandboxClient['api'];

const WINDOWS_BASELINE = 11;
const MICROSOFT_OFFICE = 12;
const ADOBE_READER = 13;
const OFFICE_SUITE = 21;
const ENGINEERING_TOOLS = 31;
const FABRIKAM_APPS = 32;
const FINANCE_ADDINS = 33;

const group = (guid: string) => ({ 'x-group-guid': guid });
const effective = async (who: Who, scope: Record<string, string>) => {
  const reply = await api(who, 'GET', '/restapi/Policy/GetEffectivePolicy', { scope });
  expect(reply.status).toBe(200);
  return reply.body.entityData!;
};
const block = (who: Who, blockId: number, scope: Record<string, string> = {}) =>
  api(who, 'GET', '/restapi/Policy/GetBlock', { query: { blockId }, scope });
const create = (
  who: Who,
  level: 'spmGlobal' | 'serviceProvider' | 'local',
  name: string,
  scope: Record<string, string> = {},
) =>
  api(who, 'POST', '/restapi/Policy/CreateBlock', {
    query: { level },
    payload: { name, description: 'Made by a test.', offer: 'mandatory' },
    scope,
  });
const addFolder = (
  who: Who,
  blockId: number,
  revision: number,
  path: string,
  scope: Record<string, string> = {},
) =>
  api(who, 'POST', '/restapi/Policy/SaveDraftComponent', {
    query: { blockId, revision },
    payload: { kind: 'trustedFolder', action: 'allow', path },
    scope,
  });
const publish = (who: Who, blockId: number, revision: number, scope: Record<string, string> = {}) =>
  api(who, 'POST', '/restapi/Policy/PublishDraft', { payload: { blockId, revision }, scope });
const rulesAt = async (who: Who, scope: Record<string, string>, search: string) => {
  const reply = await api(who, 'POST', '/restapi/Policy/ListEffectiveRules', {
    payload: { page: 1, pageSize: 100, search },
    scope,
  });
  expect(reply.status).toBe(200);
  return reply.body.entityData!;
};
const versionOf = async (scope: Record<string, string>) => (await effective('global', scope)).version;

beforeAll(async () => {
  sb = await startTestSandbox();
  api = (
    await signInClient(sb.app, [
      'global',
      'partner',
      'company',
      'site',
      'siteAuditor',
      'group',
      'groupAuditor',
      'tokyo',
    ])
  ).api;
}, 120_000);
afterAll(async () => {
  await sb?.close();
});

describe('the effective policy of a scope', () => {
  it('holds the mandatory blocks above, the electives chosen and the local blocks, never a draft', async () => {
    const finance = await effective('group', group(FINANCE));
    const ids = finance.blocks.map((b) => b.blockId);
    expect(ids).toEqual(
      expect.arrayContaining([WINDOWS_BASELINE, ADOBE_READER, OFFICE_SUITE, FABRIKAM_APPS]),
    );
    // Finance Workstations opted out of Microsoft Office, which its company chose; its own block
    // is a draft only.
    expect(ids).not.toContain(MICROSOFT_OFFICE);
    expect(ids).not.toContain(FINANCE_ADDINS);
    expect(ids).not.toContain(ENGINEERING_TOOLS);
    expect(finance.blocks.find((b) => b.blockId === ADOBE_READER)?.via).toBe('elective');
    expect(finance.version).toMatch(/^\d{4}\.\d{2}\.\d{2}\.\d+$/);
    expect(finance.computers.total).toBe(finance.computers.onVersion + finance.computers.behind);
    // The endpoints list filtered to the computers behind shows as many.
    const behind = await api('group', 'POST', '/restapi/Computer/GetActiveOrOffileneComputers', {
      payload: { page: 1, pageSize: 1, status: 'all', policyBehind: true },
      scope: group(FINANCE),
    });
    expect(behind.body.totalCount).toBe(finance.computers.behind);
    expect(finance.computers.behind).toBeGreaterThan(0);
    const engineering = (await effective('company', group(ENGINEERING))).blocks.map((b) => b.blockId);
    expect(engineering).toEqual(expect.arrayContaining([MICROSOFT_OFFICE, ENGINEERING_TOOLS]));
  });

  it('names each rule’s origin, and a deny from above shadows an allow below', async () => {
    const [temp] = await rulesAt('group', group(FINANCE), 'AppData\\Local\\Temp\\*');
    expect(temp).toMatchObject({
      state: 'inForce',
      origin: { blockName: 'Windows baseline', level: 'spmGlobal' },
    });
  });
});

describe('who writes which level', () => {
  it('SPM global: the Global Admin only; auditors never write', async () => {
    expect((await create('global', 'spmGlobal', 'Test global block')).status).toBe(200);
    for (const who of ['partner', 'company', 'site', 'group', 'siteAuditor', 'groupAuditor'] as const)
      expect((await create(who, 'spmGlobal', `Global by ${who}`)).status, who).toBe(403);
  });

  it('service-provider level: the Global and Partner Admins', async () => {
    expect((await create('partner', 'serviceProvider', 'Test partner block')).status).toBe(200);
    expect(
      (await create('global', 'serviceProvider', 'Test partner block 2', { 'x-partner-guid': NORTHWIND }))
        .status,
    ).toBe(200);
    for (const who of ['company', 'site', 'group', 'siteAuditor', 'groupAuditor'] as const)
      expect((await create(who, 'serviceProvider', `Partner by ${who}`)).status, who).toBe(403);
  });

  it('local: the admins of the node or above; a site admin not the company’s', async () => {
    expect(
      (await create('company', 'local', 'Test company block', { 'x-company-guid': FABRIKAM })).status,
    ).toBe(200);
    expect((await create('site', 'local', 'Test site block', { 'x-site-guid': CHICAGO })).status).toBe(200);
    expect((await create('group', 'local', 'Test group block', group(FINANCE))).status).toBe(200);
    // A site admin's block is its site's, never the company's, whose blocks it may not edit.
    const bySite = await create('site', 'local', 'Made at the company', { 'x-company-guid': FABRIKAM });
    expect(bySite.body.entityData?.owner).toMatchObject({ nodeType: 'site', name: 'Chicago HQ' });
    const apps = (await block('site', FABRIKAM_APPS)).body.entityData!;
    expect(apps.canEdit).toBe(false);
    expect((await addFolder('site', FABRIKAM_APPS, apps.revision, 'C:\\Site\\*')).status).toBe(403);
    expect((await create('groupAuditor', 'local', 'By an auditor', group(FINANCE))).status).toBe(403);
  });

  it('edits of a block of a level above are refused, reads are not', async () => {
    const office = await block('company', OFFICE_SUITE);
    expect(office.status).toBe(200);
    expect(office.body.entityData?.canEdit).toBe(false);
    expect(
      (await addFolder('company', OFFICE_SUITE, office.body.entityData!.revision, 'C:\\Tools\\*')).status,
    ).toBe(403);
  });
});

describe('tenants', () => {
  it('never show another tenant’s local blocks', async () => {
    expect((await block('tokyo', FABRIKAM_APPS)).status).toBe(404);
    expect((await block('tokyo', ENGINEERING_TOOLS)).status).toBe(404);
    const local = await api('tokyo', 'POST', '/restapi/Policy/ListBlocks', {
      payload: { page: 1, pageSize: 100, level: 'local' },
    });
    expect(local.body.entityData!.map((b) => b.name)).not.toContain('Fabrikam line-of-business apps');
    expect((await block('tokyo', OFFICE_SUITE)).status).toBe(404);
    expect((await block('tokyo', WINDOWS_BASELINE)).status).toBe(200);
  });
});

describe('drafts, conflicts and publishing', () => {
  it('keeps a draft out of force until it is published', async () => {
    const before = (await block('group', ENGINEERING_TOOLS, group(ENGINEERING))).body.entityData!;
    const saved = await addFolder(
      'group',
      ENGINEERING_TOOLS,
      before.revision,
      'C:\\Draft Only Tools\\*',
      group(ENGINEERING),
    );
    expect(saved.status).toBe(200);
    expect(await rulesAt('group', group(ENGINEERING), 'Draft Only Tools')).toEqual([]);
    const published = await publish(
      'group',
      ENGINEERING_TOOLS,
      saved.body.entityData!.revision,
      group(ENGINEERING),
    );
    expect(published.status).toBe(200);
    expect(published.body.entityData?.version).toBe(before.version + 1);
    expect((await rulesAt('group', group(ENGINEERING), 'Draft Only Tools'))[0]?.state).toBe('inForce');
  });

  it('refuses the second of two saves from the same revision, keeping the first', async () => {
    const seen = (await block('group', ENGINEERING_TOOLS, group(ENGINEERING))).body.entityData!;
    const first = await addFolder(
      'group',
      ENGINEERING_TOOLS,
      seen.revision,
      'C:\\First\\*',
      group(ENGINEERING),
    );
    const second = await addFolder(
      'company',
      ENGINEERING_TOOLS,
      seen.revision,
      'C:\\Second\\*',
      group(ENGINEERING),
    );
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      messageKey: 'errors.conflict.changed',
      entityData: { reason: 'changed' },
    });
    const draft = await api('group', 'POST', '/restapi/Policy/ListBlockComponents', {
      payload: { page: 1, pageSize: 100, blockId: ENGINEERING_TOOLS, draft: true },
      scope: group(ENGINEERING),
    });
    const targets = draft.body.entityData!.map((c) => c.target);
    expect(targets).toContain('C:\\First\\*');
    expect(targets).not.toContain('C:\\Second\\*');
  });

  it('moves the version of exactly the scopes that use the block', async () => {
    const finance = await versionOf(group(FINANCE));
    const engineering = await versionOf(group(ENGINEERING));
    const tokyo = await versionOf(group(TOKYO_KEIRI));
    const seen = (await block('group', ENGINEERING_TOOLS, group(ENGINEERING))).body.entityData!;
    expect((await publish('group', ENGINEERING_TOOLS, seen.revision, group(ENGINEERING))).status).toBe(200);
    expect(await versionOf(group(ENGINEERING))).not.toBe(engineering);
    expect(await versionOf(group(FINANCE))).toBe(finance);
    // The partner's Office Suite reaches Fabrikam's groups, not another partner's.
    const office = (await block('partner', OFFICE_SUITE)).body.entityData!;
    expect((await publish('partner', OFFICE_SUITE, office.revision)).status).toBe(200);
    expect(await versionOf(group(FINANCE))).not.toBe(finance);
    expect(await versionOf(group(TOKYO_KEIRI))).toBe(tokyo);
  });

  it('refuses to delete a block in force, naming where; deletes one never published', async () => {
    const tools = (await block('group', ENGINEERING_TOOLS, group(ENGINEERING))).body.entityData!;
    const refused = await api('group', 'POST', '/restapi/Policy/DeleteBlock', {
      payload: { blockId: ENGINEERING_TOOLS, revision: tools.revision },
      scope: group(ENGINEERING),
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ messageKey: 'errors.conflict.inUse' });
    expect(refused.text).toContain('Engineering Laptops');
    const addins = (await block('group', FINANCE_ADDINS, group(FINANCE))).body.entityData!;
    const deleted = await api('group', 'POST', '/restapi/Policy/DeleteBlock', {
      payload: { blockId: FINANCE_ADDINS, revision: addins.revision },
      scope: group(FINANCE),
    });
    expect(deleted.status).toBe(200);
  });
});

describe('electives', () => {
  it('opting in at a group puts the elective in force there and moves only its version', async () => {
    const finance = await versionOf(group(FINANCE));
    const engineering = await versionOf(group(ENGINEERING));
    const chose = await api('group', 'POST', '/restapi/Policy/SetElectiveChoice', {
      payload: { blockId: MICROSOFT_OFFICE, choice: 'in' },
      scope: group(FINANCE),
    });
    expect(chose.status).toBe(200);
    expect(chose.body.entityData).toMatchObject({ choice: 'in', chosen: true });
    expect((await effective('group', group(FINANCE))).blocks.map((b) => b.blockId)).toContain(
      MICROSOFT_OFFICE,
    );
    expect(await versionOf(group(FINANCE))).not.toBe(finance);
    expect(await versionOf(group(ENGINEERING))).toBe(engineering);
    const auditor = await api('groupAuditor', 'POST', '/restapi/Policy/SetElectiveChoice', {
      payload: { blockId: MICROSOFT_OFFICE, choice: 'out' },
      scope: group(FINANCE),
    });
    expect(auditor.status).toBe(403);
  });
});

describe('icons', () => {
  const svg = (body: string) => `data:image/svg+xml;base64,${Buffer.from(body).toString('base64')}`;
  type Icon = { iconId: number; usedByCount: number; usedBy: Array<{ blockId: number; appName: string }> };
  const icons = async (who: Who) => {
    const reply = await api(who, 'GET', '/restapi/Policy/ListIcons');
    expect(reply.status).toBe(200);
    return (reply.body as { entityData: Icon[] }).entityData;
  };
  it('names the app groups that show each icon, of the blocks the caller sees only', async () => {
    const usesOf = (list: Icon[]) =>
      list.flatMap((icon) => icon.usedBy.map((use) => `${icon.iconId}:${use.appName}`));
    const global = await icons('global');
    // Fabrikam's own blocks show icon 8 for SAP GUI and AutoCAD.
    expect(usesOf(global)).toEqual(expect.arrayContaining(['8:SAP GUI', '8:AutoCAD']));
    expect(global.find((icon) => icon.iconId === 8)?.usedBy).toContainEqual(
      expect.objectContaining({
        blockId: FABRIKAM_APPS,
        appName: 'SAP GUI',
        ownerName: 'Fabrikam Manufacturing',
      }),
    );
    const fabrikam = await icons('company');
    expect(usesOf(fabrikam)).toEqual(expect.arrayContaining(['8:SAP GUI', '8:AutoCAD']));
    // Another tenant sees the same icons but not Fabrikam's app groups.
    const tokyo = await icons('tokyo');
    expect(tokyo.map((icon) => icon.iconId)).toEqual(global.map((icon) => icon.iconId));
    expect(usesOf(tokyo)).not.toContain('8:SAP GUI');
    expect(tokyo.find((icon) => icon.iconId === 8)?.usedBy.map((use) => use.blockId)).not.toContain(
      FABRIKAM_APPS,
    );
    for (const icon of [...global, ...tokyo]) expect(icon.usedByCount).toBe(icon.usedBy.length);
  });
  it('refuses an SVG that scripts, and anyone but the Global Admin', async () => {
    const unsafe = await api('global', 'POST', '/restapi/Policy/UploadIcon', {
      payload: {
        name: 'Bad',
        dataUrl: svg('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    });
    expect(unsafe.status).toBe(400);
    expect(unsafe.text).toContain('validation.policyIcon.dataUrl.unsafe');
    const handler = await api('global', 'POST', '/restapi/Policy/UploadIcon', {
      payload: { name: 'Bad', dataUrl: svg('<svg xmlns="http://www.w3.org/2000/svg" onload="x()"/>') },
    });
    expect(handler.status).toBe(400);
    const good = svg(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="2" height="2"/></svg>',
    );
    expect(
      (
        await api('partner', 'POST', '/restapi/Policy/UploadIcon', {
          payload: { name: 'Mine', dataUrl: good },
        })
      ).status,
    ).toBe(403);
    const uploaded = await api('global', 'POST', '/restapi/Policy/UploadIcon', {
      payload: { name: 'Square', dataUrl: good },
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.entityData).toMatchObject({
      name: 'Square',
      builtIn: false,
      mediaType: 'image/svg+xml',
    });
  });
});
