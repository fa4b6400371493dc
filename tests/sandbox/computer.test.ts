// The Computer area of the sandbox: endpoint lists, details, search, users by computers, the
// management server's list, one-time passwords and deletion, as a client sees them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestSandbox, type TestSandbox } from '../support/sandbox';
import { expectMatchesContract } from '../support/contract-response';

let sb: TestSandbox;
const cookies: Record<string, string> = {};

const FABRIKAM = '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801001';
const TOKYO = '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801003';
const CHICAGO = 'c47d2e90-6a1b-4f3c-8d2e-9f0a1b2c2001';
const FINANCE = 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3001';
const ENGINEERING = 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3002';
const KIOSKS = 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3003';
const FAB_FIN_WS014 = '1a2b3c4d-0001-4e5f-8a9b-000000040001';
const FAB_FIN_WS022 = '1a2b3c4d-0003-4e5f-8a9b-000000040003';
const TKY_KEIRI_PC07 = '1a2b3c4d-0007-4e5f-8a9b-000000040007';

const USERS = {
  global: 'global.admin@sandbox.test',
  partner: 'partner.admin@sandbox.test',
  company: 'company.admin@sandbox.test',
  site: 'site.admin@sandbox.test',
  siteAuditor: 'site.auditor@sandbox.test',
  group: 'group.admin@sandbox.test',
  groupAuditor: 'group.auditor@sandbox.test',
} as const;
type Who = keyof typeof USERS;

interface Reply<T = unknown> {
  status: number;
  body: {
    isSuccess: boolean;
    message: string | null;
    entityData: T;
    totalCount?: number;
    entityDataCount?: number;
  };
}

async function call<T = unknown>(
  who: Who,
  method: 'GET' | 'POST' | 'DELETE',
  op: string,
  payload?: unknown,
  scope: Record<string, string> = {},
): Promise<Reply<T>> {
  const res = await sb.app.inject({
    method,
    url: `/restapi/Computer/${op}`,
    headers: { cookie: cookies[who]!, 'x-csrf': '1', ...scope },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  const body = res.json();
  await expectMatchesContract(`/restapi/Computer/${op.split('?')[0]}`, method, res.statusCode, body);
  return { status: res.statusCode, body };
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await sb.db.query<{ n: number }>(sql, params);
  return Number(row!.n);
}

const page = (extra: Record<string, unknown> = {}) => ({
  page: 1,
  pageSize: 50,
  sortColumn: null,
  sortDir: 'asc',
  search: null,
  ...extra,
});
const fabrikam = { 'x-company-guid': FABRIKAM };
const FABRIKAM_COMPUTERS = `from computers c join groups g on g.id = c.group_id join sites s on s.id = g.site_id
  where s.company_id = 1001 and not c.deleted`;

interface Computer {
  computerId: number;
  computerGuid: string;
  computerName: string;
  os: string;
  agentVersion: string;
  protectionMode: string;
  online: boolean;
  active: boolean;
  lastSeen: string | null;
  groupGuid: string;
  companyName: string;
}

beforeAll(async () => {
  sb = await startTestSandbox();
  for (const [who, email] of Object.entries(USERS)) cookies[who] = (await signIn(sb.app, email)).cookie;
});
afterAll(async () => {
  await sb?.close();
});

describe('computer lists', () => {
  it('lists the computers of the company by status, by name, with exact totals', async () => {
    const all = await call<Computer[]>(
      'company',
      'POST',
      'GetActiveOrOffileneComputers',
      page({ status: 'all' }),
      fabrikam,
    );
    expect(all.status).toBe(200);
    expect(all.body.totalCount).toBe(await count(`select count(*)::int as n ${FABRIKAM_COMPUTERS}`));
    const names = all.body.entityData.map((c) => c.computerName.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(all.body.entityData.every((c) => c.companyName === 'Fabrikam Manufacturing')).toBe(true);

    for (const [status, where] of [
      ['online', 'c.online'],
      ['offline', 'not c.online'],
      ['active', 'c.active'],
      ['inactive', 'not c.active'],
    ] as const) {
      const r = await call<Computer[]>(
        'company',
        'POST',
        'GetActiveOrOffileneComputers',
        page({ status }),
        fabrikam,
      );
      expect(r.body.totalCount, status).toBe(
        await count(`select count(*)::int as n ${FABRIKAM_COMPUTERS} and ${where}`),
      );
      if (status === 'online') expect(r.body.entityData.every((c) => c.online)).toBe(true);
      if (status === 'offline') expect(r.body.entityData.every((c) => !c.online)).toBe(true);
    }
  });

  it('filters by protection mode, site, group and search, pages and sorts', async () => {
    const lockdown = await call<Computer[]>(
      'company',
      'POST',
      'GetActiveOrOffileneComputers',
      page({ status: 'all', protectionMode: 'Lockdown', groupGuid: FINANCE }),
      fabrikam,
    );
    expect(
      lockdown.body.entityData.every((c) => c.protectionMode === 'Lockdown' && c.groupGuid === FINANCE),
    ).toBe(true);
    const bySite = await call<Computer[]>(
      'company',
      'POST',
      'GetActiveOrOffileneComputers',
      page({ status: 'all', siteGuid: CHICAGO }),
      fabrikam,
    );
    expect(bySite.body.totalCount).toBe(
      await count(`select count(*)::int as n ${FABRIKAM_COMPUTERS} and g.site_id = 2001`),
    );
    const search = await call<Computer[]>(
      'company',
      'POST',
      'GetActiveOrOffileneComputers',
      page({ status: 'all', search: 'fin-ws' }),
      fabrikam,
    );
    expect(search.body.entityData.map((c) => c.computerName)).toContain('FAB-FIN-WS014');
    expect(search.body.entityData.every((c) => c.computerName.toLowerCase().includes('fin-ws'))).toBe(true);

    // OS contains the text; agent version starts with it (8.3 is not 18.3).
    const narrowed = [
      [
        { os: 'windows 11' },
        `c.os ilike '%windows 11%'`,
        (c: Computer) => c.os.toLowerCase().includes('windows 11'),
      ],
      [
        { agentVersion: '8.3' },
        `c.agent_version like '8.3%'`,
        (c: Computer) => c.agentVersion.startsWith('8.3'),
      ],
    ] as const;
    for (const [filter, sql, matches] of narrowed) {
      const r = await call<Computer[]>(
        'company',
        'POST',
        'GetActiveOrOffileneComputers',
        page({ status: 'all', ...filter }),
        fabrikam,
      );
      expect(r.body.totalCount).toBe(
        await count(`select count(*)::int as n ${FABRIKAM_COMPUTERS} and ${sql}`),
      );
      expect(r.body.totalCount).toBeGreaterThan(0);
      expect(r.body.entityData.every(matches)).toBe(true);
    }

    const p1 = await call<Computer[]>(
      'company',
      'POST',
      'GetActiveOrOffileneComputers',
      page({ status: 'all', pageSize: 5, sortColumn: 'lastSeen', sortDir: 'desc' }),
      fabrikam,
    );
    const p2 = await call<Computer[]>(
      'company',
      'POST',
      'GetActiveOrOffileneComputers',
      page({ status: 'all', pageSize: 5, page: 2, sortColumn: 'lastSeen', sortDir: 'desc' }),
      fabrikam,
    );
    expect(p1.body.totalCount).toBe(p2.body.totalCount);
    const ids = new Set(p1.body.entityData.map((c) => c.computerId));
    expect(p2.body.entityData.some((c) => ids.has(c.computerId))).toBe(false);
    expect(p1.body.entityData.at(-1)!.lastSeen! >= p2.body.entityData[0]!.lastSeen!).toBe(true);

    const bad = await call(
      'company',
      'POST',
      'GetActiveOrOffileneComputers',
      page({ status: 'all', sortColumn: 'ipv4' }),
      fabrikam,
    );
    expect(bad.status).toBe(400);
  });

  it('keeps lists within the tenant', async () => {
    const r = await call<Computer[]>(
      'company',
      'POST',
      'GetActiveOrOffileneComputers',
      page({ status: 'all', pageSize: 500 }),
    );
    expect(r.body.entityData.some((c) => c.computerName.startsWith('TKY'))).toBe(false);
    expect(
      (
        await call(
          'company',
          'POST',
          'GetActiveOrOffileneComputers',
          page({ status: 'all', companyGuid: TOKYO }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await call('company', 'POST', 'GetActiveOrOffileneComputers', page({ status: 'all' }), {
          'x-company-guid': TOKYO,
        })
      ).status,
    ).toBe(403);
    const group = await call<Computer[]>(
      'groupAuditor',
      'POST',
      'GetActiveOrOffileneComputers',
      page({ status: 'all', pageSize: 500 }),
    );
    expect(group.body.entityData.every((c) => c.groupGuid === FINANCE)).toBe(true);
    const site = await call<Computer[]>(
      'siteAuditor',
      'POST',
      'GetActiveOrOffileneComputers',
      page({ status: 'all', pageSize: 500 }),
    );
    expect(site.body.totalCount).toBe(
      await count(`select count(*)::int as n ${FABRIKAM_COMPUTERS} and g.site_id = 2001`),
    );
  });

  it("follows a computer that moves to another company's group (its copied site and company)", async () => {
    const all = page({ status: 'all', pageSize: 9999 });
    const fabrikam = await call<Computer[]>('company', 'POST', 'GetActiveOrOffileneComputers', all);
    const mover = fabrikam.body.entityData[0]!;
    const [tokyoGroup] = await sb.db.query<{ id: number; site_id: number; company_id: number }>(
      `select g.id, g.site_id, s.company_id from groups g join sites s on s.id = g.site_id
       join companies co on co.id = s.company_id where co.guid = $1 order by g.id limit 1`,
      [TOKYO],
    );
    const [before] = await sb.db.query<{ group_id: number }>('select group_id from computers where id = $1', [
      mover.computerId,
    ]);
    await sb.db.query('update computers set group_id = $2 where id = $1', [mover.computerId, tokyoGroup!.id]);
    try {
      const [copied] = await sb.db.query<{ site_id: number; company_id: number }>(
        'select site_id, company_id from computers where id = $1',
        [mover.computerId],
      );
      expect(copied).toEqual({ site_id: tokyoGroup!.site_id, company_id: tokyoGroup!.company_id });
      const after = await call<Computer[]>('company', 'POST', 'GetActiveOrOffileneComputers', all);
      expect(after.body.totalCount).toBe(fabrikam.body.totalCount! - 1);
      expect(after.body.entityData.some((c) => c.computerId === mover.computerId)).toBe(false);
    } finally {
      await sb.db.query('update computers set group_id = $2 where id = $1', [
        mover.computerId,
        before!.group_id,
      ]);
    }
  });

  it('lists the computers of a group (from the search index)', async () => {
    const r = await call<Computer[]>(
      'group',
      'POST',
      'GetGroupComputersFromEs',
      page({ groupGuid: ENGINEERING, status: 'online' }),
    );
    expect(r.status).toBe(200);
    expect(r.body.entityData.every((c) => c.groupGuid === ENGINEERING && c.online)).toBe(true);
    expect(r.body.totalCount).toBe(
      await count(
        'select count(*)::int as n from computers where group_id = 3002 and online and not deleted',
      ),
    );
    expect(
      (await call('groupAuditor', 'POST', 'GetGroupComputersFromEs', page({ groupGuid: ENGINEERING })))
        .status,
    ).toBe(403);
  });

  it('pages the query-parameter list of the scope or of one group', async () => {
    const r = await call<Computer[]>(
      'company',
      'GET',
      `GetComputerList?page=2&pageSize=5&sortColumn=computerName&sortDir=desc`,
      undefined,
      fabrikam,
    );
    expect(r.status).toBe(200);
    expect(r.body.entityDataCount).toBe(5);
    expect(r.body.totalCount).toBe(await count(`select count(*)::int as n ${FABRIKAM_COMPUTERS}`));
    const names = r.body.entityData.map((c) => c.computerName.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    const group = await call<Computer[]>(
      'company',
      'GET',
      `GetComputerList?groupGuid=${KIOSKS}`,
      undefined,
      fabrikam,
    );
    expect(group.body.entityData.map((c) => c.computerName)).toContain('DET-KIOSK-03');
    expect((await call('company', 'GET', 'GetComputerList?sortColumn=bogus')).status).toBe(400);
  });
});

describe('computer details and search', () => {
  it('shows everything the details page shows', async () => {
    const r = await call<Record<string, unknown>>(
      'company',
      'GET',
      `GetComputerDetail?computerGuid=${FAB_FIN_WS014}`,
      undefined,
      fabrikam,
    );
    expect(r.status).toBe(200);
    expect(r.body.entityData).toMatchObject({
      computerId: 40001,
      computerName: 'FAB-FIN-WS014',
      companyId: 1001,
      groupName: 'Finance Workstations',
      siteName: 'Chicago HQ',
      companyName: 'Fabrikam Manufacturing',
      mainId: 940001,
      domain: 'FABRIKAM',
      loggedOnUser: 'FABRIKAM\\mwebb',
      macAddress: '3C:52:82:1A:7F:04',
      serialNumber: 'PF3X7K2A',
      installDate: '2025-03-14T09:00:00Z',
    });
    expect(r.body.entityData.recentBlockCount).toBe(
      await count(
        `select count(*)::int as n from events where computer_id = 40001 and action = 'blocked'
         and reported_at > timestamptz '2026-11-21T10:00:00Z' - interval '7 days'`,
      ),
    );
    const offline = await call<Record<string, unknown>>(
      'company',
      'GET',
      `GetComputerDetail?computerGuid=${FAB_FIN_WS022}`,
    );
    expect(offline.body.entityData.loggedOnUser).toBeNull();
    expect((await call('company', 'GET', `GetComputerDetail?computerGuid=${TKY_KEIRI_PC07}`)).status).toBe(
      404,
    );
  });

  it('searches computer names (at most 20) with the exact number of matches', async () => {
    const r = await call<Array<{ computerName: string }>>('global', 'GET', 'SearchComputer?search=ws');
    expect(r.body.entityData.length).toBeLessThanOrEqual(20);
    expect(r.body.totalCount).toBe(
      await count(
        `select count(*)::int as n from computers c join groups g on g.id = c.group_id join sites s on s.id = g.site_id
        join companies co on co.id = s.company_id where (c.name ilike '%ws%' or c.ipv4 ilike '%ws%' or c.ipv6 ilike '%ws%'
          or exists (select 1 from computer_users u where u.computer_id = c.id and u.user_name ilike '%ws%'
            and u.last_logon > $1::timestamptz - interval '90 days')) and not c.deleted and not co.deleted`,
        [sb.clock.now.toISOString()],
      ),
    );
    const mine = await call<Array<{ computerName: string }>>('company', 'GET', 'SearchComputer?search=TKY');
    expect(mine.body.totalCount).toBe(0);
  });

  it('searches by the last IP address and by a user who logged on, naming that user', async () => {
    const [ws014] = await sb.db.query<{ ipv4: string }>(`select ipv4 from computers where guid = $1`, [
      FAB_FIN_WS014,
    ]);
    const byIp = await call<
      Array<{ computerGuid: string; lastIpv4: string | null; matchedUser: string | null }>
    >('company', 'GET', `SearchComputer?search=${ws014!.ipv4}`);
    expect(byIp.body.entityData).toContainEqual(
      expect.objectContaining({ computerGuid: FAB_FIN_WS014, lastIpv4: ws014!.ipv4, matchedUser: null }),
    );
    const byUser = await call<Array<{ computerGuid: string; matchedUser: string | null }>>(
      'company',
      'GET',
      'SearchComputer?search=mwebb',
    );
    expect(byUser.body.entityData).toContainEqual(
      expect.objectContaining({ computerGuid: FAB_FIN_WS014, matchedUser: 'FABRIKAM\\mwebb' }),
    );
  });

  it('lists users by computers of the last 90 days', async () => {
    const one = await call<Array<{ userName: string; logonCount: number }>>(
      'company',
      'GET',
      `GetComputerUserList?computerGuid=${FAB_FIN_WS014}`,
    );
    expect(one.body.entityData.map((u) => u.userName).sort()).toEqual([
      'FABRIKAM\\mwebb',
      'FABRIKAM\\svc-backup',
    ]);
    const all = await call<Array<{ computerName: string }>>(
      'company',
      'GET',
      'GetComputerUserList?pageSize=10&sortColumn=lastLogon&sortDir=desc',
    );
    expect(all.body.totalCount).toBe(
      await count(`select count(*)::int as n from computer_users u join computers c on c.id = u.computer_id
        join groups g on g.id = c.group_id join sites s on s.id = g.site_id where s.company_id = 1001 and not c.deleted`),
    );
    expect((await call('company', 'GET', 'GetComputerUserList?sortColumn=os')).status).toBe(400);
  });

  it('lists the management server computers of an agms group, uninstalled ones last', async () => {
    const r = await call<Array<{ name: string; status: string; groupMainId: number }>>(
      'company',
      'GET',
      `GetAgscComputerList?groupGuid=${FINANCE}&pageSize=500`,
    );
    expect(r.status).toBe(200);
    expect(r.body.entityData.every((c) => c.groupMainId === 7001)).toBe(true);
    expect(r.body.entityData.at(-1)).toMatchObject({ name: 'FAB-FIN-WS009', status: 'Uninstalled' });
    expect((await call('company', 'GET', `GetAgscComputerList?groupGuid=${KIOSKS}`)).status).toBe(404);
    const fromHeader = await call('group', 'GET', 'GetAgscComputerList', undefined, {
      'x-group-guid': FINANCE,
    });
    expect(fromHeader.body.totalCount).toBe(r.body.totalCount);
    // Without a group: every agms group of the scope (Finance and Engineering for the group admin).
    const every = await call<Array<{ groupMainId: number }>>(
      'group',
      'GET',
      'GetAgscComputerList?pageSize=500',
    );
    expect(new Set(every.body.entityData.map((c) => c.groupMainId))).toEqual(new Set([7001, 7002]));
    expect(every.body.totalCount).toBe(
      (await count(
        'select count(*)::int as n from computers where group_id in (3001, 3002) and main_id is not null',
      )) + (await count('select count(*)::int as n from agsc_retired_agents where group_id in (3001, 3002)')),
    );
  });
});

describe('one-time passwords', () => {
  it('generates 8 characters valid 1 hour, stores them and writes the audit log', async () => {
    const r = await call<{ otp: string; generatedAt: string; expiresAt: string; computerName: string }>(
      'site',
      'POST',
      'GenerateOtp',
      { computerGuid: FAB_FIN_WS022 },
    );
    expect(r.status).toBe(200);
    expect(r.body.entityData.otp).toMatch(/^[A-Z0-9]{8}$/);
    expect(r.body.entityData.generatedAt).toBe('2026-11-21T10:00:00Z');
    expect(Date.parse(r.body.entityData.expiresAt) - Date.parse(r.body.entityData.generatedAt)).toBe(
      3_600_000,
    );
    const [stored] = await sb.db.query<{ otp: string }>(
      'select otp from computer_otps where computer_id = 40003 order by id desc limit 1',
    );
    expect(stored!.otp).toBe(r.body.entityData.otp);
    const audit = await sb.app.inject({
      method: 'POST',
      url: '/restapi/Agsc/GetAuditLogs',
      headers: { cookie: cookies.company!, 'x-csrf': '1' },
      payload: page({ userEmail: 'site.admin@sandbox.test', action: 'GenerateOtp', sortDir: 'desc' }),
    });
    expect(audit.json().entityData[0]).toMatchObject({
      entityName: 'FAB-FIN-WS022',
      timestamp: '2026-11-21T10:00:00Z',
    });
  });

  it('refuses auditors (403) and computers outside the scope (404)', async () => {
    expect((await call('siteAuditor', 'POST', 'GenerateOtp', { computerGuid: FAB_FIN_WS014 })).status).toBe(
      403,
    );
    expect((await call('groupAuditor', 'POST', 'GenerateOtp', { computerGuid: FAB_FIN_WS014 })).status).toBe(
      403,
    );
    expect((await call('company', 'POST', 'GenerateOtp', { computerGuid: TKY_KEIRI_PC07 })).status).toBe(404);
    expect(
      (await call('group', 'POST', 'GenerateOtp', { computerGuid: '1a2b3c4d-0006-4e5f-8a9b-000000040006' }))
        .status,
    ).toBe(404);
  });
});

describe('deleting a computer', () => {
  it('removes it from every list; the management server lists it as uninstalled', async () => {
    const [victim] = await sb.db.query<{ id: number; guid: string; name: string }>(
      `select c.id, c.guid::text as guid, c.name from computers c where c.group_id = 3001 and not c.deleted and c.id > 40100
       order by c.id limit 1`,
    );
    const before = await call<Computer[]>(
      'company',
      'POST',
      'GetActiveOrOffileneComputers',
      page({ status: 'all' }),
      fabrikam,
    );
    const r = await call<{ computerId: number; deleted: boolean }>(
      'company',
      'DELETE',
      `DeleteComputer?computerId=${victim!.id}`,
    );
    expect(r.status).toBe(200);
    expect(r.body.entityData).toMatchObject({ computerId: victim!.id, deleted: true });
    expect(r.body.message).toBe('The computer was deleted.');

    const after = await call<Computer[]>(
      'company',
      'POST',
      'GetActiveOrOffileneComputers',
      page({ status: 'all', pageSize: 500 }),
      fabrikam,
    );
    expect(after.body.totalCount).toBe(before.body.totalCount! - 1);
    expect(after.body.entityData.some((c) => c.computerId === victim!.id)).toBe(false);
    expect((await call('company', 'GET', `GetComputerDetail?computerGuid=${victim!.guid}`)).status).toBe(404);
    expect((await call('company', 'GET', `SearchComputer?search=${victim!.name}`)).body.totalCount).toBe(0);
    const group = await call<Computer[]>(
      'company',
      'POST',
      'GetGroupComputersFromEs',
      page({ groupGuid: FINANCE, pageSize: 500 }),
    );
    expect(group.body.entityData.some((c) => c.computerId === victim!.id)).toBe(false);
    const agsc = await call<Array<{ name: string; status: string }>>(
      'company',
      'GET',
      `GetAgscComputerList?groupGuid=${FINANCE}&search=${victim!.name}`,
    );
    expect(agsc.body.entityData).toEqual([
      expect.objectContaining({ name: victim!.name, status: 'Uninstalled' }),
    ]);
    const assets = await sb.app.inject({
      method: 'GET',
      url: `/restapi/Dashboard/GetGroupAssets?siteGuid=${CHICAGO}`,
      headers: { cookie: cookies.company!, 'x-csrf': '1' },
    });
    const finance = (
      assets.json().entityData as Array<{ groupGuid: string; counts: { computerCount: number } }>
    ).find((g) => g.groupGuid === FINANCE)!;
    expect(finance.counts.computerCount).toBe(
      await count('select count(*)::int as n from computers where group_id = 3001 and not deleted'),
    );

    expect((await call('company', 'DELETE', `DeleteComputer?computerId=${victim!.id}`)).status).toBe(404);
  });

  it('refuses auditors (403) and computers of other tenants (404)', async () => {
    expect((await call('siteAuditor', 'DELETE', 'DeleteComputer?computerId=40001')).status).toBe(403);
    expect((await call('company', 'DELETE', 'DeleteComputer?computerId=40007')).status).toBe(404);
    expect((await call('group', 'DELETE', 'DeleteComputer?computerId=40006')).status).toBe(404);
    expect((await call('company', 'DELETE', 'DeleteComputer?computerId=0')).status).toBe(400);
  });
});
