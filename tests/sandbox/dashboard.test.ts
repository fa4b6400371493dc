// The Dashboard area of the sandbox: asset counts, top-5 widgets, overview tiles and the time
// series of the charts, as a client sees them; every number is checked against the data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../support/sandbox';
import { dashboardWindow } from '../../src/domain/dashboard-window';
import type { components } from '../../src/gen/openapi.gen';
import { signInClient, unchecked, type SandboxClient } from './support/client';
import {
  ROLE_ACCOUNTS,
  CHICAGO,
  ENGINEERING,
  FABRIKAM,
  FINANCE,
  NORTHWIND,
  TOKYO,
  TOKYO_HONSHA as TOKYO_HQ,
} from './support/fixtures';

let sb: TestSandbox;
let api: SandboxClient['api'];

const NOW = '2026-11-21T10:00:00Z';
const WEEK_AGO = '2026-11-14T10:00:00Z';
/** The week of the figures asked without a window: today (UTC) and the 6 days before, ends included. */
const WEEK = dashboardWindow('7d', Date.parse(NOW));

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await sb.db.query<{ n: number }>(sql, params);
  return Number(row!.n);
}

type Counts = components['schemas']['AssetCounts'];
const consistent = (c: Counts) =>
  c.computerCount === c.onlineCount + c.offlineCount &&
  c.computerCount === c.protectedCount + c.lockdownCount + c.discoveryCount;

const northwind = { 'x-partner-guid': NORTHWIND };
const COMPANY_COMPUTERS = (companyId: number) =>
  `select count(*)::int as n from computers c join groups g on g.id = c.group_id join sites s on s.id = g.site_id
   where s.company_id = ${companyId} and not c.deleted`;
const page = <const E extends object>(extra: E) => ({
  page: 1,
  pageSize: 25,
  sortColumn: null,
  sortDir: 'asc' as const,
  search: null,
  ...extra,
});

beforeAll(async () => {
  sb = await startTestSandbox();
  ({ api } = await signInClient(sb.app, ROLE_ACCOUNTS));
});
afterAll(async () => {
  await sb?.close();
});

describe('asset counts', () => {
  it('counts the computers of every company for the global admin, of its partner for a partner admin', async () => {
    const all = await api('global', 'GET', '/restapi/Dashboard/GetCompanyAssets');
    expect(all.status).toBe(200);
    expect(all.body.totalCount).toBe(
      await count('select count(*)::int as n from companies where not deleted'),
    );
    expect(all.body.entityData.every((c) => consistent(c.counts))).toBe(true);
    const fab = all.body.entityData.find((c) => c.companyId === 1001)!;
    expect(fab.counts.computerCount).toBe(await count(COMPANY_COMPUTERS(1001)));
    expect(fab.siteCount).toBe(2);

    const partner = await api('partner', 'GET', '/restapi/Dashboard/GetCompanyAssets');
    expect(partner.body.entityData.every((c) => c.partnerId === 101)).toBe(true);
    expect(partner.body.totalCount).toBe(
      await count('select count(*)::int as n from companies where partner_id = 101 and not deleted'),
    );
    const company = await api('company', 'GET', '/restapi/Dashboard/GetCompanyAssets');
    expect(company.body.entityData.map((c) => c.companyId)).toEqual([1001]);
  });

  it('counts the sites of a company and the groups of a site within the scope', async () => {
    const sites = await api('company', 'GET', '/restapi/Dashboard/GetSiteAssets', {
      query: { companyGuid: FABRIKAM },
    });
    expect(sites.body.entityData.map((s) => s.siteName)).toEqual(['Chicago HQ', 'Detroit Plant']);
    expect(sites.body.entityData.reduce((s, x) => s + x.counts.computerCount, 0)).toBe(
      await count(COMPANY_COMPUTERS(1001)),
    );
    expect(
      (await api('company', 'GET', '/restapi/Dashboard/GetSiteAssets', { query: { companyGuid: TOKYO } }))
        .status,
    ).toBe(403);
    const siteRole = await api('siteAuditor', 'GET', '/restapi/Dashboard/GetSiteAssets', {
      query: { companyGuid: FABRIKAM },
    });
    expect(siteRole.body.entityData.map((s) => s.siteName)).toEqual(['Chicago HQ']);

    const groups = await api('group', 'GET', '/restapi/Dashboard/GetGroupAssets', {
      query: { siteGuid: CHICAGO },
    });
    expect(groups.body.entityData.map((g) => g.groupGuid).sort()).toEqual([FINANCE, ENGINEERING].sort());
    const finance = groups.body.entityData.find((g) => g.groupGuid === FINANCE)!;
    expect(finance).toMatchObject({ agms: true, mainId: 7001 });
    expect(finance.counts.computerCount).toBe(
      await count('select count(*)::int as n from computers where group_id = 3001 and not deleted'),
    );
    const auditor = await api('groupAuditor', 'GET', '/restapi/Dashboard/GetGroupAssets', {
      query: { siteGuid: CHICAGO },
    });
    expect(auditor.body.entityData.map((g) => g.groupGuid)).toEqual([FINANCE]);
    expect(
      (await api('company', 'GET', '/restapi/Dashboard/GetGroupAssets', { query: { siteGuid: TOKYO_HQ } }))
        .status,
    ).toBe(403);
  });

  it('pages the groups of a site with their first computers', async () => {
    const r = await api('company', 'POST', '/restapi/Dashboard/GetGroupAssetsWithComputer', {
      payload: page({
        siteGuid: CHICAGO,
        computersPerGroup: 2,
        sortColumn: 'computerCount',
        sortDir: 'desc',
      }),
    });
    expect(r.status).toBe(200);
    expect(r.body.totalCount).toBe(2);
    const counts = r.body.entityData.map((g) => g.counts.computerCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const g of r.body.entityData) {
      expect(g.computers.length).toBe(Math.min(2, g.counts.computerCount));
      const names = g.computers.map((c) => c.computerName.toLowerCase());
      expect(names).toEqual([...names].sort());
    }
    const one = await api('company', 'POST', '/restapi/Dashboard/GetGroupAssetsWithComputer', {
      payload: page({ siteGuid: CHICAGO, groupGuid: FINANCE, computersPerGroup: 0 }),
    });
    expect(one.body.totalCount).toBe(1);
    expect(one.body.entityData[0]!.computers).toEqual([]);
  });

  it('browses the computers of a site or group', async () => {
    const r = await api('siteAuditor', 'POST', '/restapi/Dashboard/GetComputerBrowseAsset', {
      payload: page({
        siteGuid: CHICAGO,
        online: true,
        sortColumn: 'lastSeen',
        sortDir: 'desc',
        pageSize: 100,
      }),
    });
    expect(r.body.entityData.every((c) => c.online)).toBe(true);
    expect(r.body.totalCount).toBe(
      await count(
        'select count(*)::int as n from computers c join groups g on g.id = c.group_id where g.site_id = 2001 and c.online and not c.deleted',
      ),
    );
    const group = await api('company', 'POST', '/restapi/Dashboard/GetComputerBrowseAsset', {
      payload: page({ siteGuid: CHICAGO, groupGuid: ENGINEERING }),
    });
    expect(group.body.entityData.every((c) => c.groupGuid === ENGINEERING)).toBe(true);
    expect(
      (
        await api('company', 'POST', '/restapi/Dashboard/GetComputerBrowseAsset', {
          payload: unchecked(page({ siteGuid: CHICAGO, sortColumn: 'name' })),
        })
      ).status,
    ).toBe(400);
  });
});

describe('top 5 widgets', () => {
  it('ranks the computers with the most blocks of the last 7 days', async () => {
    const r = await api('company', 'GET', '/restapi/Dashboard/GetTopComputers');
    expect(r.status).toBe(200);
    expect(r.body.entityData!.map((c) => c.rank)).toEqual([1, 2, 3, 4, 5]);
    const top = await sb.db.query<{ computer_id: number; n: number }>(
      `select e.computer_id, count(*)::int as n from events e join computers c on c.id = e.computer_id and not c.deleted
       where e.company_id = 1001 and e.action = 'blocked' and e.reported_at >= $1 and e.reported_at <= $2
       group by 1 order by 2 desc limit 5`,
      [WEEK.startDate, WEEK.endDate],
    );
    expect(r.body.entityData!.map((c) => c.blockCount)).toEqual(top.map((t) => t.n));
    const global = await api('global', 'GET', '/restapi/Dashboard/GetTopComputers');
    expect(global.status).toBe(200);
    expect(global.body.isSuccess).toBe(false);
    expect(global.body.message).toBeTruthy();
    expect(global.body.entityData).toBeNull();
  });

  it('ranks the groups with the most blocks', async () => {
    const r = await api('partner', 'GET', '/restapi/Dashboard/GetTopFiveGroups', { scope: northwind });
    expect(r.body.entityData.length).toBeLessThanOrEqual(5);
    const blocks = r.body.entityData.map((g) => g.blockCount);
    expect(blocks).toEqual([...blocks].sort((a, b) => b - a));
    for (const g of r.body.entityData) expect(g.blockedComputerCount).toBeLessThanOrEqual(g.computerCount);
    // Each group's company and site are its own (the address of its computers).
    const places = await sb.db.query<{ group_guid: string; site_guid: string; company_id: number }>(
      `select g.guid::text as group_guid, s.guid::text as site_guid, s.company_id
       from groups g join sites s on s.id = g.site_id where g.guid::text = any($1::text[])`,
      [r.body.entityData.map((g) => g.groupGuid)],
    );
    expect(r.body.entityData.length).toBeGreaterThan(0);
    for (const g of r.body.entityData) {
      const place = places.find((row) => row.group_guid === g.groupGuid);
      expect({ companyId: g.companyId, siteGuid: g.siteGuid }).toEqual({
        companyId: place?.company_id,
        siteGuid: place?.site_guid,
      });
    }
    const group = await api('groupAuditor', 'GET', '/restapi/Dashboard/GetTopFiveGroups');
    expect(group.body.entityData.every((g) => g.groupGuid === FINANCE)).toBe(true);
  });

  it('ranks the known threats (malicious and suspicious files) of the scope', async () => {
    const r = await api('company', 'GET', '/restapi/Dashboard/GetKnownThreads');
    expect(r.body.entityData).toHaveLength(5);
    expect(r.body.entityData.every((t) => t.hashClass === 'malicious' || t.hashClass === 'suspicious')).toBe(
      true,
    );
    const detections = r.body.entityData.map((t) => t.detections);
    expect(detections).toEqual([...detections].sort((a, b) => b - a));
    expect(r.body.entityData.map((t) => t.fileName)).toEqual(
      expect.arrayContaining(['rclone.exe', 'invoice_viewer.exe']),
    );
  });
});

describe('overview tiles', () => {
  it('answers the company, group and partner dashboards', async () => {
    const company = await api('company', 'GET', '/restapi/Dashboard/GetCompanyOverviewInformation');
    expect(company.body.entityData).toMatchObject({
      scopeLevel: 'company',
      scopeGuid: FABRIKAM,
      scopeName: 'Fabrikam Manufacturing',
      computerCount: await count(COMPANY_COMPUTERS(1001)),
      licenseStatus: 'activated',
      licenseExpiresOn: '2027-03-31T23:59:59Z',
      licensedComputers: 1500,
      blocksLast7Days: await count(
        `select count(*)::int as n from events where company_id = 1001 and action = 'blocked' and reported_at >= $1 and reported_at <= $2`,
        [WEEK.startDate, WEEK.endDate],
      ),
      unresolvedAlertCount: await count(
        `select count(*)::int as n from alarms where company_id = 1001 and status = 'Unresolved'`,
      ),
    });
    expect(consistent(company.body.entityData)).toBe(true);

    const group = await api('groupAuditor', 'GET', '/restapi/Dashboard/GetCompanyOverviewInformation');
    expect(group.body.entityData).toMatchObject({
      scopeLevel: 'group',
      scopeGuid: FINANCE,
      scopeName: 'Finance Workstations',
      computerCount: await count(
        'select count(*)::int as n from computers where group_id = 3001 and not deleted',
      ),
      licenseStatus: 'activated',
    });

    const partner = await api('partner', 'GET', '/restapi/Dashboard/GetCompanyOverviewInformation', {
      scope: northwind,
    });
    expect(partner.body.entityData).toMatchObject({
      scopeLevel: 'partner',
      scopeName: 'Northwind Security Partners',
      licenseStatus: null,
      licenseExpiresOn: null,
      licensedComputers: null,
    });
    const site = await api('site', 'GET', '/restapi/Dashboard/GetCompanyOverviewInformation');
    expect(site.body.entityData).toMatchObject({ scopeLevel: 'site', scopeGuid: CHICAGO });
    expect(
      (
        await api('company', 'GET', '/restapi/Dashboard/GetCompanyOverviewInformation', {
          scope: { 'x-company-guid': TOKYO },
        })
      ).status,
    ).toBe(403);
  });
});

describe('charts', () => {
  const range = { startDate: '2026-11-14T00:00:00Z', endDate: '2026-11-20T23:59:59Z' };

  it('shows event trends by action, one point per day, with exact totals', async () => {
    const r = await api('company', 'POST', '/restapi/Dashboard/GetEventTrends', { payload: range });
    expect(r.status).toBe(200);
    expect(r.body.entityData.bucket).toBe('day');
    expect(r.body.entityData.series.map((s) => s.action)).toEqual(['blocked', 'allowed', 'audited']);
    for (const s of r.body.entityData.series) {
      expect(s.points).toHaveLength(7);
      expect(s.points[0]!.timestamp).toBe('2026-11-14T00:00:00Z');
      expect(s.points.reduce((t, p) => t + p.count, 0)).toBe(s.total);
      expect(s.total).toBe(
        await count(
          `select count(*)::int as n from events where company_id = 1001 and action = $1 and reported_at between $2 and $3`,
          [s.action, range.startDate, range.endDate],
        ),
      );
    }
  });

  it('shows blocks per hour and per event type', async () => {
    const day = {
      startDate: '2026-11-18T00:00:00Z',
      endDate: '2026-11-18T23:59:59Z',
      bucket: 'hour',
    } as const;
    const r = await api('company', 'POST', '/restapi/Dashboard/GetBlocksOverTime', { payload: day });
    expect(r.body.entityData.points).toHaveLength(24);
    expect(r.body.entityData.total).toBe(
      await count(
        `select count(*)::int as n from events where company_id = 1001 and action = 'blocked' and reported_at between $1 and $2`,
        [day.startDate, day.endDate],
      ),
    );
    const byType = await api('company', 'POST', '/restapi/Dashboard/GetNumberOfBlocksByTime', {
      payload: range,
    });
    expect(byType.body.entityData.series.every((s) => s.total > 0)).toBe(true);
    expect(byType.body.entityData.series.reduce((t, s) => t + s.total, 0)).toBe(byType.body.entityData.total);
    const top = await api('company', 'POST', '/restapi/Dashboard/GetTopComputerBlocks', { payload: range });
    expect(top.body.entityData.map((c) => c.rank)).toEqual([1, 2, 3, 4, 5]);
    const totals = top.body.entityData.map((c) => c.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(top.body.entityData.every((c) => c.points.length === 7)).toBe(true);
  });

  it('summarises the alerts of the last 7 days by status and severity', async () => {
    const r = await api('company', 'POST', '/restapi/Dashboard/GetAlertSummary', {
      payload: { startDate: WEEK_AGO, endDate: NOW },
    });
    const s = r.body.entityData;
    expect(s.byStatus.map((x) => x.status)).toEqual(['Unresolved', 'InReview', 'Resolved']);
    expect(s.bySeverity.map((x) => x.severity)).toEqual(['Critical', 'High', 'Medium', 'Low']);
    expect(s.total).toBe(
      await count(
        `select count(*)::int as n from alarms where company_id = 1001 and triggered_on between $1 and $2`,
        [WEEK_AGO, NOW],
      ),
    );
    expect(s.byStatus.reduce((t, x) => t + x.count, 0)).toBe(s.total);
    expect(s.bySeverity.reduce((t, x) => t + x.count, 0)).toBe(s.total);
    expect(s.points.reduce((t, x) => t + x.count, 0)).toBe(s.total);
  });

  it('answers 400 for a range that ends before it starts or has too many points', async () => {
    const reversed = await api('company', 'POST', '/restapi/Dashboard/GetEventTrends', {
      payload: { startDate: NOW, endDate: WEEK_AGO },
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors?.[0]).toMatchObject({
      field: '/endDate',
      messageKey: 'validation.common.invalid',
    });
    const tooLong = await api('company', 'POST', '/restapi/Dashboard/GetBlocksOverTime', {
      payload: {
        startDate: '2025-01-01T00:00:00Z',
        endDate: NOW,
        bucket: 'hour',
      },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors?.[0]?.field).toBe('/bucket');
  });
});
