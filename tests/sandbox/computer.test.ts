// The Computer area of the sandbox: endpoint lists, details, search, users by computers, the
// management server's list, one-time passwords and deletion, as a client sees them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../support/sandbox';
import type { components } from '../../src/gen/openapi.gen';
import { signInClient, unchecked, type SandboxClient } from './support/client';
import {
  ROLE_ACCOUNTS,
  CHICAGO,
  ENGINEERING,
  FAB_FIN_WS014,
  FAB_FIN_WS022,
  FABRIKAM,
  FINANCE,
  KIOSKS,
  TKY_KEIRI_PC07,
  TOKYO,
  USERS,
} from './support/fixtures';

let sb: TestSandbox;
let api: SandboxClient['api'];

type Computer = components['schemas']['ComputerSummary'];

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await sb.db.query<{ n: number }>(sql, params);
  return Number(row!.n);
}

const page = <const E extends object = Record<never, never>>(extra: E = {} as E) => ({
  page: 1,
  pageSize: 50,
  sortColumn: null,
  sortDir: 'asc' as const,
  search: null,
  ...extra,
});
const fabrikam = { 'x-company-guid': FABRIKAM };
const FABRIKAM_COMPUTERS = `from computers c join groups g on g.id = c.group_id join sites s on s.id = g.site_id
  where s.company_id = 1001 and not c.deleted`;

beforeAll(async () => {
  sb = await startTestSandbox();
  ({ api } = await signInClient(sb.app, ROLE_ACCOUNTS));
});
afterAll(async () => {
  await sb?.close();
});

describe('computer lists', () => {
  it('lists the computers of the company by status, by name, with exact totals', async () => {
    const all = await api('company', 'POST', '/restapi/Computer/GetActiveOrOffileneComputers', {
      payload: page({ status: 'all' }),
      scope: fabrikam,
    });
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
      const r = await api('company', 'POST', '/restapi/Computer/GetActiveOrOffileneComputers', {
        payload: page({ status }),
        scope: fabrikam,
      });
      expect(r.body.totalCount, status).toBe(
        await count(`select count(*)::int as n ${FABRIKAM_COMPUTERS} and ${where}`),
      );
      if (status === 'online') expect(r.body.entityData.every((c) => c.online)).toBe(true);
      if (status === 'offline') expect(r.body.entityData.every((c) => !c.online)).toBe(true);
    }
  });

  it('filters by protection mode, site, group and search, pages and sorts', async () => {
    const lockdown = await api('company', 'POST', '/restapi/Computer/GetActiveOrOffileneComputers', {
      payload: page({ status: 'all', protectionMode: 'Lockdown', groupGuid: FINANCE }),
      scope: fabrikam,
    });
    expect(
      lockdown.body.entityData.every((c) => c.protectionMode === 'Lockdown' && c.groupGuid === FINANCE),
    ).toBe(true);
    const bySite = await api('company', 'POST', '/restapi/Computer/GetActiveOrOffileneComputers', {
      payload: page({ status: 'all', siteGuid: CHICAGO }),
      scope: fabrikam,
    });
    expect(bySite.body.totalCount).toBe(
      await count(`select count(*)::int as n ${FABRIKAM_COMPUTERS} and g.site_id = 2001`),
    );
    const search = await api('company', 'POST', '/restapi/Computer/GetActiveOrOffileneComputers', {
      payload: page({ status: 'all', search: 'fin-ws' }),
      scope: fabrikam,
    });
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
        (c: Computer) => (c.agentVersion ?? '').startsWith('8.3'),
      ],
    ] as const;
    for (const [filter, sql, matches] of narrowed) {
      const r = await api('company', 'POST', '/restapi/Computer/GetActiveOrOffileneComputers', {
        payload: page({ status: 'all', ...filter }),
        scope: fabrikam,
      });
      expect(r.body.totalCount).toBe(
        await count(`select count(*)::int as n ${FABRIKAM_COMPUTERS} and ${sql}`),
      );
      expect(r.body.totalCount).toBeGreaterThan(0);
      expect(r.body.entityData.every(matches)).toBe(true);
    }

    const p1 = await api('company', 'POST', '/restapi/Computer/GetActiveOrOffileneComputers', {
      payload: page({ status: 'all', pageSize: 5, sortColumn: 'lastSeen', sortDir: 'desc' }),
      scope: fabrikam,
    });
    const p2 = await api('company', 'POST', '/restapi/Computer/GetActiveOrOffileneComputers', {
      payload: page({ status: 'all', pageSize: 5, page: 2, sortColumn: 'lastSeen', sortDir: 'desc' }),
      scope: fabrikam,
    });
    expect(p1.body.totalCount).toBe(p2.body.totalCount);
    const ids = new Set(p1.body.entityData.map((c) => c.computerId));
    expect(p2.body.entityData.some((c) => ids.has(c.computerId))).toBe(false);
    expect(p1.body.entityData.at(-1)!.lastSeen! >= p2.body.entityData[0]!.lastSeen!).toBe(true);

    const bad = await api('company', 'POST', '/restapi/Computer/GetActiveOrOffileneComputers', {
      payload: unchecked(page({ status: 'all', sortColumn: 'ipv4' })),
      scope: fabrikam,
    });
    expect(bad.status).toBe(400);
  });

  it('keeps lists within the tenant', async () => {
    const r = await api('company', 'POST', '/restapi/Computer/GetActiveOrOffileneComputers', {
      payload: page({ status: 'all', pageSize: 500 }),
    });
    expect(r.body.entityData.some((c) => c.computerName.startsWith('TKY'))).toBe(false);
    expect(
      (
        await api('company', 'POST', '/restapi/Computer/GetActiveOrOffileneComputers', {
          payload: page({ status: 'all', companyGuid: TOKYO }),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api('company', 'POST', '/restapi/Computer/GetActiveOrOffileneComputers', {
          payload: page({ status: 'all' }),
          scope: {
            'x-company-guid': TOKYO,
          },
        })
      ).status,
    ).toBe(403);
    const group = await api('groupAuditor', 'POST', '/restapi/Computer/GetActiveOrOffileneComputers', {
      payload: page({ status: 'all', pageSize: 500 }),
    });
    expect(group.body.entityData.every((c) => c.groupGuid === FINANCE)).toBe(true);
    const site = await api('siteAuditor', 'POST', '/restapi/Computer/GetActiveOrOffileneComputers', {
      payload: page({ status: 'all', pageSize: 500 }),
    });
    expect(site.body.totalCount).toBe(
      await count(`select count(*)::int as n ${FABRIKAM_COMPUTERS} and g.site_id = 2001`),
    );
  });

  it("follows a computer that moves to another company's group (its copied site and company)", async () => {
    const all = page({ status: 'all', pageSize: 9999 });
    const fabrikam = await api('company', 'POST', '/restapi/Computer/GetActiveOrOffileneComputers', {
      payload: all,
    });
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
      const after = await api('company', 'POST', '/restapi/Computer/GetActiveOrOffileneComputers', {
        payload: all,
      });
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
    const r = await api('group', 'POST', '/restapi/Computer/GetGroupComputersFromEs', {
      payload: page({ groupGuid: ENGINEERING, status: 'online' }),
    });
    expect(r.status).toBe(200);
    expect(r.body.entityData.every((c) => c.groupGuid === ENGINEERING && c.online)).toBe(true);
    expect(r.body.totalCount).toBe(
      await count(
        'select count(*)::int as n from computers where group_id = 3002 and online and not deleted',
      ),
    );
    expect(
      (
        await api('groupAuditor', 'POST', '/restapi/Computer/GetGroupComputersFromEs', {
          payload: page({ groupGuid: ENGINEERING }),
        })
      ).status,
    ).toBe(403);
  });

  it('pages the query-parameter list of the scope or of one group', async () => {
    const r = await api('company', 'GET', '/restapi/Computer/GetComputerList', {
      query: { page: 2, pageSize: 5, sortColumn: 'computerName', sortDir: 'desc' },
      scope: fabrikam,
    });
    expect(r.status).toBe(200);
    expect(r.body.entityDataCount).toBe(5);
    expect(r.body.totalCount).toBe(await count(`select count(*)::int as n ${FABRIKAM_COMPUTERS}`));
    const names = r.body.entityData.map((c) => c.computerName.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    const group = await api('company', 'GET', '/restapi/Computer/GetComputerList', {
      query: { groupGuid: KIOSKS },
      scope: fabrikam,
    });
    expect(group.body.entityData.map((c) => c.computerName)).toContain('DET-KIOSK-03');
    expect(
      (
        await api('company', 'GET', '/restapi/Computer/GetComputerList', {
          query: unchecked({ sortColumn: 'bogus' }),
        })
      ).status,
    ).toBe(400);
  });
});

describe('computer details and search', () => {
  it('shows everything the details page shows', async () => {
    const r = await api('company', 'GET', '/restapi/Computer/GetComputerDetail', {
      query: { computerGuid: FAB_FIN_WS014 },
      scope: fabrikam,
    });
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
    const offline = await api('company', 'GET', '/restapi/Computer/GetComputerDetail', {
      query: { computerGuid: FAB_FIN_WS022 },
    });
    expect(offline.body.entityData.loggedOnUser).toBeNull();
    expect(
      (
        await api('company', 'GET', '/restapi/Computer/GetComputerDetail', {
          query: { computerGuid: TKY_KEIRI_PC07 },
        })
      ).status,
    ).toBe(404);
  });

  it('searches computer names (at most 20) with the exact number of matches', async () => {
    const r = await api('global', 'GET', '/restapi/Computer/SearchComputer', { query: { search: 'ws' } });
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
    const mine = await api('company', 'GET', '/restapi/Computer/SearchComputer', {
      query: { search: 'TKY' },
    });
    expect(mine.body.totalCount).toBe(0);
  });

  it('searches by the last IP address and by a user who logged on, naming that user', async () => {
    const [ws014] = await sb.db.query<{ ipv4: string }>(`select ipv4 from computers where guid = $1`, [
      FAB_FIN_WS014,
    ]);
    const byIp = await api('company', 'GET', '/restapi/Computer/SearchComputer', {
      query: { search: ws014!.ipv4 },
    });
    expect(byIp.body.entityData).toContainEqual(
      expect.objectContaining({ computerGuid: FAB_FIN_WS014, lastIpv4: ws014!.ipv4, matchedUser: null }),
    );
    const byUser = await api('company', 'GET', '/restapi/Computer/SearchComputer', {
      query: { search: 'mwebb' },
    });
    expect(byUser.body.entityData).toContainEqual(
      expect.objectContaining({ computerGuid: FAB_FIN_WS014, matchedUser: 'FABRIKAM\\mwebb' }),
    );
  });

  it('lists users by computers of the last 90 days', async () => {
    const one = await api('company', 'GET', '/restapi/Computer/GetComputerUserList', {
      query: { computerGuid: FAB_FIN_WS014 },
    });
    expect(one.body.entityData.map((u) => u.userName).sort()).toEqual([
      'FABRIKAM\\mwebb',
      'FABRIKAM\\svc-backup',
    ]);
    const all = await api('company', 'GET', '/restapi/Computer/GetComputerUserList', {
      query: { pageSize: 10, sortColumn: 'lastLogon', sortDir: 'desc' },
    });
    expect(all.body.totalCount).toBe(
      await count(`select count(*)::int as n from computer_users u join computers c on c.id = u.computer_id
        join groups g on g.id = c.group_id join sites s on s.id = g.site_id where s.company_id = 1001 and not c.deleted`),
    );
    expect(
      (
        await api('company', 'GET', '/restapi/Computer/GetComputerUserList', {
          query: unchecked({ sortColumn: 'os' }),
        })
      ).status,
    ).toBe(400);
  });

  it('lists the management server computers of an agms group, uninstalled ones last', async () => {
    const r = await api('company', 'GET', '/restapi/Computer/GetAgscComputerList', {
      query: { groupGuid: FINANCE, pageSize: 500 },
    });
    expect(r.status).toBe(200);
    expect(r.body.entityData.every((c) => c.groupMainId === 7001)).toBe(true);
    expect(r.body.entityData.at(-1)).toMatchObject({ name: 'FAB-FIN-WS009', status: 'Uninstalled' });
    expect(
      (await api('company', 'GET', '/restapi/Computer/GetAgscComputerList', { query: { groupGuid: KIOSKS } }))
        .status,
    ).toBe(404);
    const fromHeader = await api('group', 'GET', '/restapi/Computer/GetAgscComputerList', {
      scope: {
        'x-group-guid': FINANCE,
      },
    });
    expect(fromHeader.body.totalCount).toBe(r.body.totalCount);
    // Without a group: every agms group of the scope (Finance and Engineering for the group admin).
    const every = await api('group', 'GET', '/restapi/Computer/GetAgscComputerList', {
      query: { pageSize: 500 },
    });
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
    const r = await api('site', 'POST', '/restapi/Computer/GenerateOtp', {
      payload: { computerGuid: FAB_FIN_WS022 },
    });
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
    const audit = await api('company', 'POST', '/restapi/Agsc/GetAuditLogs', {
      payload: page({ userEmail: USERS.site, action: 'GenerateOtp', sortDir: 'desc' }),
    });
    expect(audit.body.entityData[0]).toMatchObject({
      entityName: 'FAB-FIN-WS022',
      timestamp: '2026-11-21T10:00:00Z',
    });
  });

  it('refuses auditors (403) and computers outside the scope (404)', async () => {
    expect(
      (
        await api('siteAuditor', 'POST', '/restapi/Computer/GenerateOtp', {
          payload: { computerGuid: FAB_FIN_WS014 },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api('groupAuditor', 'POST', '/restapi/Computer/GenerateOtp', {
          payload: { computerGuid: FAB_FIN_WS014 },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api('company', 'POST', '/restapi/Computer/GenerateOtp', {
          payload: { computerGuid: TKY_KEIRI_PC07 },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api('group', 'POST', '/restapi/Computer/GenerateOtp', {
          payload: { computerGuid: '1a2b3c4d-0006-4e5f-8a9b-000000040006' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('deleting a computer', () => {
  it('removes it from every list; the management server lists it as uninstalled', async () => {
    const [victim] = await sb.db.query<{ id: number; guid: string; name: string }>(
      `select c.id, c.guid::text as guid, c.name from computers c where c.group_id = 3001 and not c.deleted and c.id > 40100
       order by c.id limit 1`,
    );
    const before = await api('company', 'POST', '/restapi/Computer/GetActiveOrOffileneComputers', {
      payload: page({ status: 'all' }),
      scope: fabrikam,
    });
    const r = await api('company', 'DELETE', '/restapi/Computer/DeleteComputer', {
      query: { computerId: victim!.id },
    });
    expect(r.status).toBe(200);
    expect(r.body.entityData).toMatchObject({ computerId: victim!.id, deleted: true });
    expect(r.body.message).toBe('The computer was deleted.');

    const after = await api('company', 'POST', '/restapi/Computer/GetActiveOrOffileneComputers', {
      payload: page({ status: 'all', pageSize: 500 }),
      scope: fabrikam,
    });
    expect(after.body.totalCount).toBe(before.body.totalCount! - 1);
    expect(after.body.entityData.some((c) => c.computerId === victim!.id)).toBe(false);
    expect(
      (
        await api('company', 'GET', '/restapi/Computer/GetComputerDetail', {
          query: { computerGuid: victim!.guid },
        })
      ).status,
    ).toBe(404);
    expect(
      (await api('company', 'GET', '/restapi/Computer/SearchComputer', { query: { search: victim!.name } }))
        .body.totalCount,
    ).toBe(0);
    const group = await api('company', 'POST', '/restapi/Computer/GetGroupComputersFromEs', {
      payload: page({ groupGuid: FINANCE, pageSize: 500 }),
    });
    expect(group.body.entityData.some((c) => c.computerId === victim!.id)).toBe(false);
    const agsc = await api('company', 'GET', '/restapi/Computer/GetAgscComputerList', {
      query: { groupGuid: FINANCE, search: victim!.name },
    });
    expect(agsc.body.entityData).toEqual([
      expect.objectContaining({ name: victim!.name, status: 'Uninstalled' }),
    ]);
    const assets = await api('company', 'GET', '/restapi/Dashboard/GetGroupAssets', {
      query: { siteGuid: CHICAGO },
    });
    const finance = assets.body.entityData.find((g) => g.groupGuid === FINANCE)!;
    expect(finance.counts.computerCount).toBe(
      await count('select count(*)::int as n from computers where group_id = 3001 and not deleted'),
    );

    expect(
      (
        await api('company', 'DELETE', '/restapi/Computer/DeleteComputer', {
          query: { computerId: victim!.id },
        })
      ).status,
    ).toBe(404);
  });

  it('refuses auditors (403) and computers of other tenants (404)', async () => {
    expect(
      (
        await api('siteAuditor', 'DELETE', '/restapi/Computer/DeleteComputer', {
          query: { computerId: 40001 },
        })
      ).status,
    ).toBe(403);
    expect(
      (await api('company', 'DELETE', '/restapi/Computer/DeleteComputer', { query: { computerId: 40007 } }))
        .status,
    ).toBe(404);
    expect(
      (await api('group', 'DELETE', '/restapi/Computer/DeleteComputer', { query: { computerId: 40006 } }))
        .status,
    ).toBe(404);
    expect(
      (
        await api('company', 'DELETE', '/restapi/Computer/DeleteComputer', {
          query: unchecked({ computerId: 0 }),
        })
      ).status,
    ).toBe(400);
  });
});
