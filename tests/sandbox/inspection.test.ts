// The Inspection area of the sandbox: security events (individual and summary), file hashes,
// their details and visibility, and the audit log, as a client sees them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/gen/openapi.gen';
import { startTestSandbox, type TestSandbox } from '../support/sandbox';
import {
  signInClient,
  unchecked,
  type PathWith,
  type PayloadOf,
  type SandboxClient,
  type Unchecked,
} from './support/client';
import {
  CHICAGO,
  ENGINEERING,
  FAB_FIN_WS014,
  FABRIKAM,
  FINANCE,
  NORTHWIND,
  ROLE_ACCOUNTS,
  TOKYO,
  type Who,
  USERS,
} from './support/fixtures';

let sb: TestSandbox;
let api: SandboxClient['api'];
// A hash seen in other companies only (勤怠管理.exe is blocked in Fabrikam too: its unique block).
const notInFabrikam = async () =>
  (
    await sb.db.query<{ sha256: string }>(
      `select h.sha256 from file_hashes h where exists (select 1 from events e where e.hash_id = h.id)
         and not exists (select 1 from events e where e.hash_id = h.id and e.company_id = 1001) order by h.sha256 limit 1`,
    )
  )[0]!.sha256;

const INVOICE = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const ANYDESK = 'c6d90591a3d1c06c841b3f6c7311292f90d21844a6e03658d87a70ec189bdef1';
const KINTAI = '4e07408562bedb8b60ce05c1decfe3ad16b72230967de01f640b7e4729b49fce';
const NOVEMBER = { startDate: '2026-11-01T00:00:00Z', endDate: '2026-11-19T23:59:59Z' };

type SecurityEvent = components['schemas']['SecurityEvent'];
type EventSummary = components['schemas']['EventSummary'];
type TreeNode = components['schemas']['ProcessNode'];

const PATHS = {
  events: '/restapi/Event/GetEventInspectionPageData',
  hashes: '/restapi/HashInspection/GetHashInformationAllHash',
  hashPage: '/restapi/HashInspection/GetHashInformationPage',
  visibility: '/restapi/HashInspection/GetHashVisibilityHashDetail',
  audit: '/restapi/Agsc/GetAuditLogs',
} as const satisfies Record<string, PathWith<'POST'>>;
type Paths = typeof PATHS;

/** An operation of the area as `who`, over the typed client (its reply checked against the contract). */
const call = <K extends keyof Paths>(
  who: Who,
  path: K,
  payload: PayloadOf<'POST', Paths[K]> | Unchecked,
  scope: Record<string, string> = {},
) => api(who, 'POST', PATHS[path], { payload, scope });

type EventsPayload = PayloadOf<'POST', Paths['events']>;

/** A page of events whose rows are one mode's: the contract's entityData is SecurityEvent rows in individual mode, EventSummary rows in summary mode. */
async function eventsOf<Row extends SecurityEvent | EventSummary>(
  who: Who,
  payload: EventsPayload,
  scope: Record<string, string> = {},
) {
  const r = await call(who, 'events', payload, scope);
  return { ...r, body: { ...r.body, entityData: r.body.entityData as Row[] } };
}
const individualEvents = (who: Who, payload: EventsPayload, scope?: Record<string, string>) =>
  eventsOf<SecurityEvent>(who, payload, scope);
const summaryEvents = (who: Who, payload: EventsPayload, scope?: Record<string, string>) =>
  eventsOf<EventSummary>(who, payload, scope);

const FIRST_PAGE = { page: 1, pageSize: 50, sortColumn: null, sortDir: 'desc', search: null } as const;
/** A request's first page with `extra` in place of the defaults (typed as sent, to be checked). */
const page = <const E extends object = Record<never, never>>(
  extra: E = {} as E,
): Omit<typeof FIRST_PAGE, keyof E> & E => ({ ...FIRST_PAGE, ...extra });
const events = <const E extends object = Record<never, never>>(extra: E = {} as E) =>
  page({ mode: 'individual', ...extra } as { mode: 'individual' } & E);
const fabrikam = { 'x-company-guid': FABRIKAM };

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await sb.db.query<{ n: number }>(sql, params);
  return Number(row!.n);
}

const nodesOf = (node: TreeNode): TreeNode[] => [node, ...node.children.flatMap(nodesOf)];
/** The tree as stored with the file's variant (without the event's account and block). */
const stored = (node: TreeNode): unknown => {
  const { userName: _user, blocked: _blocked, children, ...rest } = node;
  return { ...rest, children: children.map(stored) };
};

beforeAll(async () => {
  sb = await startTestSandbox();
  ({ api } = await signInClient(sb.app, [...ROLE_ACCOUNTS, 'tokyo']));
});
afterAll(async () => {
  await sb?.close();
});

describe('events, individual', () => {
  it('lists the events of the company newest first, with the example event and its process tree', async () => {
    const r = await individualEvents('company', events({ dateRange: NOVEMBER }), fabrikam);
    expect(r.status).toBe(200);
    const rows = r.body.entityData;
    expect(rows).toHaveLength(50);
    for (let i = 1; i < rows.length; i++)
      expect(rows[i - 1]!.reportedEventDate >= rows[i]!.reportedEventDate).toBe(true);
    expect(r.body.totalCount).toBe(
      await count(
        `select count(*)::int as n from events where company_id = 1001 and reported_at between $1 and $2`,
        [NOVEMBER.startDate, NOVEMBER.endDate],
      ),
    );
    const example = rows.find((e) => e.eventId === 7734460)!;
    expect(example).toMatchObject({
      reportedEventDate: '2026-11-19T08:41:17Z',
      action: 'blocked',
      computerName: 'FAB-FIN-WS014',
      groupName: 'Finance Workstations',
      companyName: 'Fabrikam Manufacturing',
      userName: 'FABRIKAM\\mwebb',
      fileName: 'invoice_viewer.exe',
      filePath: 'C:\\Users\\mwebb\\Downloads\\invoice_viewer.exe',
      sha256: INVOICE,
      hashClass: 'malicious',
      policyName: 'Default Enclave',
    });
    expect(example.processTree).toMatchObject({
      processName: 'explorer.exe',
      userName: 'FABRIKAM\\mwebb',
      blocked: false,
    });
    expect(example.processTree?.children[0]).toMatchObject({
      processName: 'invoice_viewer.exe',
      filePath: 'C:\\Users\\mwebb\\Downloads\\invoice_viewer.exe',
      userName: 'FABRIKAM\\mwebb',
      blocked: true,
    });
  });

  it('shapes every row as the database has it: dates, guids, user folders in paths and trees', async () => {
    const r = await individualEvents('company', events({ pageSize: 1000 }), fabrikam);
    const rows = r.body.entityData;
    // Events with and without an account appear, and paths and trees with the user folder.
    expect(rows.some((e) => e.userName === null)).toBe(true);
    expect(
      rows.some((e) => e.userName !== null && e.filePath.includes(`\\${e.userName.split('\\')[1]}\\`)),
    ).toBe(true);
    const expected = await sb.db.query<Record<string, unknown>>(
      `select e.id::int as "eventId", 'f3c1a9d2-7b4e-4a1f-9c6d-' || lpad(e.id::text, 12, '0') as "eventGuid",
         to_char(e.reported_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "reportedEventDate",
         replace(v.file_path, '{user}', coalesce(nullif(split_part(e.user_name, '\\', 2), ''), 'Public')) as "filePath",
         case when v.process_tree is null then null
           else replace(v.process_tree::text, '{user}', coalesce(nullif(split_part(e.user_name, '\\', 2), ''), 'Public'))::jsonb end
           as "processTree", co.name as "companyName"
       from events e join event_variants v on v.id = e.variant_id join companies co on co.id = e.company_id
       where e.id = any($1::bigint[])`,
      [rows.map((e) => e.eventId)],
    );
    const byId = new Map(expected.map((e) => [e.eventId, e]));
    expect(rows.filter((e) => e.processTree !== null).length).toBeGreaterThan(0);
    for (const e of rows) {
      const x = byId.get(e.eventId)!;
      expect({
        eventId: e.eventId,
        eventGuid: e.eventGuid,
        reportedEventDate: e.reportedEventDate,
        filePath: e.filePath,
        processTree: e.processTree && stored(e.processTree),
        companyName: e.companyName,
      }).toEqual(x);
    }
  });

  it('gives each process of a tree the account it ran as and whether it was blocked', async () => {
    const r = await individualEvents('company', events({ pageSize: 1000 }), fabrikam);
    const withTree = r.body.entityData.filter((e) => e.processTree !== null);
    const services = ['system', 'services.exe', 'svchost.exe'];
    let blockedSeen = 0;
    let serviceTrees = 0;
    for (const e of withTree) {
      const root = e.processTree!;
      const nodes = nodesOf(root);
      const blocked = nodes.filter((node) => node.blocked);
      // The event's own process: the deepest one running the event's file (a script blocked in
      // its interpreter has none).
      const runsFile = (node: TreeNode) =>
        node.sha256 !== null
          ? node.sha256 === e.sha256
          : node.filePath.toLowerCase() === e.filePath.toLowerCase();
      if (e.action !== 'blocked' || !nodes.some(runsFile)) expect(blocked).toEqual([]);
      else {
        expect(blocked).toHaveLength(1);
        expect(runsFile(blocked[0]!)).toBe(true);
        expect(blocked[0]!.children.some((child) => nodesOf(child).some(runsFile))).toBe(false);
        blockedSeen++;
      }
      if (services.includes(root.processName.toLowerCase())) {
        serviceTrees++;
        expect(root.userName).toBe('NT AUTHORITY\\SYSTEM');
        for (const node of nodes.slice(1)) expect(node.userName).toBe(e.userName ?? 'NT AUTHORITY\\SYSTEM');
      } else for (const node of nodes) expect(node.userName).toBe(e.userName);
    }
    expect(blockedSeen).toBeGreaterThan(0);
    expect(serviceTrees).toBeGreaterThan(0);
  });

  it('filters by action, class, type, computer, file and search, with exact totals', async () => {
    const blocked = await individualEvents('company', events({ actionTaken: 'blocked' }), fabrikam);
    expect(blocked.body.entityData.every((e) => e.action === 'blocked')).toBe(true);
    expect(blocked.body.totalCount).toBe(
      await count(`select count(*)::int as n from events where company_id = 1001 and action = 'blocked'`),
    );

    const malicious = await individualEvents(
      'company',
      events({ hashClass: 'malicious', pageSize: 500 }),
      fabrikam,
    );
    expect(malicious.body.entityData.every((e) => e.hashClass === 'malicious')).toBe(true);
    expect(malicious.body.totalCount).toBe(
      await count(
        `select count(*)::int as n from events where company_id = 1001 and hash_class = 'malicious'`,
      ),
    );

    const tamper = await individualEvents('company', events({ eventType: 'TamperAttempt' }), fabrikam);
    expect(tamper.body.entityData.every((e) => e.eventType === 'TamperAttempt')).toBe(true);

    const oneComputer = await individualEvents(
      'company',
      events({ computerGuid: FAB_FIN_WS014, actionTaken: 'blocked', dateRange: NOVEMBER }),
      fabrikam,
    );
    expect(
      oneComputer.body.entityData.every((e) => e.computerName === 'FAB-FIN-WS014' && e.action === 'blocked'),
    ).toBe(true);
    expect(oneComputer.body.totalCount).toBe(
      await count(
        `select count(*)::int as n from events where computer_id = 40001 and action = 'blocked' and reported_at between $1 and $2`,
        [NOVEMBER.startDate, NOVEMBER.endDate],
      ),
    );

    const oneFile = await individualEvents('company', events({ sha256: INVOICE, pageSize: 500 }), fabrikam);
    expect(oneFile.body.entityData.every((e) => e.sha256 === INVOICE)).toBe(true);
    expect(oneFile.body.totalCount).toBe(oneFile.body.entityData.length);

    const search = await individualEvents('company', events({ search: 'invoice_viewer' }), fabrikam);
    expect(search.body.totalCount).toBeGreaterThan(0);
    expect(
      search.body.entityData.every(
        (e) => e.fileName.includes('invoice_viewer') || e.filePath.includes('invoice_viewer'),
      ),
    ).toBe(true);
    const byUser = await individualEvents('company', events({ search: 'mwebb' }), fabrikam);
    expect(byUser.body.entityData.every((e) => `${e.userName}${e.filePath}`.includes('mwebb'))).toBe(true);
  });

  it("filters by a group (the dashboard's top groups): exactly that group's events, another tenant's group matches nothing", async () => {
    const finance = await individualEvents(
      'company',
      events({ groupGuid: FINANCE, pageSize: 500, dateRange: NOVEMBER }),
      fabrikam,
    );
    expect(finance.status).toBe(200);
    const inGroup = await count(
      `select count(*)::int as n from events where company_id = 1001 and group_id = 3001 and reported_at between $1 and $2`,
      [NOVEMBER.startDate, NOVEMBER.endDate],
    );
    expect(inGroup).toBeGreaterThan(0);
    expect(finance.body.totalCount).toBe(inGroup);
    const financeName = (await sb.db.query<{ name: string }>('select name from groups where id = 3001'))[0]!
      .name;
    expect(finance.body.entityData.length).toBeGreaterThan(0);
    expect(finance.body.entityData.every((e) => e.groupName === financeName)).toBe(true);

    const withoutFinance = await call(
      'company',
      'events',
      events({ exclude: { groupGuid: FINANCE } }),
      fabrikam,
    );
    expect(withoutFinance.body.totalCount).toBe(
      await count('select count(*)::int as n from events where company_id = 1001 and group_id <> 3001'),
    );

    const [other] = await sb.db.query<{ guid: string }>(
      `select g.guid::text as guid from groups g join sites s on s.id = g.site_id
       where s.company_id <> 1001 and exists (select 1 from events e where e.group_id = g.id) limit 1`,
    );
    const foreign = await call('company', 'events', events({ groupGuid: other!.guid }), fabrikam);
    expect(foreign.status).toBe(200);
    expect(foreign.body.totalCount).toBe(0);
  });

  it('filters out values (exclusions), with exact totals, for the global admin too', async () => {
    const notBlocked = await individualEvents(
      'company',
      events({ exclude: { actionTaken: 'blocked', eventType: 'TamperAttempt' } }),
      fabrikam,
    );
    expect(notBlocked.body.entityData.length).toBeGreaterThan(0);
    expect(
      notBlocked.body.entityData.every((e) => e.action !== 'blocked' && e.eventType !== 'TamperAttempt'),
    ).toBe(true);
    expect(notBlocked.body.totalCount).toBe(
      await count(
        `select count(*)::int as n from events where company_id = 1001 and action <> 'blocked' and event_type <> 'TamperAttempt'`,
      ),
    );
    const withoutComputer = await individualEvents(
      'company',
      events({ exclude: { computerGuid: FAB_FIN_WS014, sha256: INVOICE, hashClass: 'harmless' } }),
      fabrikam,
    );
    expect(withoutComputer.body.totalCount).toBe(
      await count(
        `select count(*)::int as n from events e where company_id = 1001 and computer_id <> 40001 and hash_class <> 'harmless'
           and hash_id <> (select id from file_hashes where sha256 = $1)`,
        [INVOICE],
      ),
    );
    // An unknown file excludes nothing; the unrestricted list counts exclusions exactly too.
    const unknown = await call(
      'company',
      'events',
      events({ exclude: { sha256: 'f'.repeat(64) } }),
      fabrikam,
    );
    expect(unknown.body.totalCount).toBe(
      await count('select count(*)::int as n from events where company_id = 1001'),
    );
    const global = await call('global', 'events', events({ exclude: { actionTaken: 'allowed' } }));
    expect(global.body.totalCount).toBe(
      await count(
        `select count(*)::int as n from events e join companies co on co.id = e.company_id where not co.deleted and action <> 'allowed'`,
      ),
    );
  });

  it('searches file name, path (with the user folder), sha256, computer and user exactly', async () => {
    for (const search of [
      'invoice',
      'mwebb',
      'Users\\cdubois\\AppData',
      'fab-fin',
      'publ',
      'fcde2b2e',
      '\\Downloads\\AnyDesk',
    ]) {
      const r = await individualEvents('company', events({ search, pageSize: 5 }), fabrikam);
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const expected = await count(
        `select count(*)::int as n from events e join event_variants v on v.id = e.variant_id
           join file_hashes h on h.id = e.hash_id join computers c on c.id = e.computer_id
         where e.company_id = 1001 and (v.file_name ilike $1 or h.sha256 ilike $1 or c.name ilike $1 or e.user_name ilike $1
           or replace(v.file_path, '{user}', coalesce(nullif(split_part(e.user_name, '\\', 2), ''), 'Public')) ilike $1)`,
        [like],
      );
      expect(r.body.totalCount, search).toBe(expected);
    }
    const spanning = await individualEvents(
      'company',
      events({ search: 'Users\\mwebb\\Downloads\\invoice', dateRange: NOVEMBER }),
      fabrikam,
    );
    expect(spanning.body.entityData.map((e) => e.eventId)).toContain(7734460);
  });

  it('pages without overlap and sorts by the columns of the contract', async () => {
    const p1 = await individualEvents('company', events({ pageSize: 20 }), fabrikam);
    const p2 = await individualEvents('company', events({ pageSize: 20, page: 2 }), fabrikam);
    expect(p2.body.totalCount).toBe(p1.body.totalCount);
    const ids = new Set(p1.body.entityData.map((e) => e.eventId));
    expect(p2.body.entityData.some((e) => ids.has(e.eventId))).toBe(false);
    expect(p1.body.entityData.at(-1)!.reportedEventDate >= p2.body.entityData[0]!.reportedEventDate).toBe(
      true,
    );

    const byName = await individualEvents(
      'company',
      events({ sortColumn: 'computerName', sortDir: 'asc', pageSize: 200 }),
      fabrikam,
    );
    const names = byName.body.entityData.map((e) => e.computerName.toLowerCase());
    expect(names).toEqual([...names].sort());

    const rank = { Info: 0, Low: 1, Medium: 2, High: 3, Critical: 4 } as Record<string, number>;
    const bySeverity = await individualEvents(
      'company',
      events({ sortColumn: 'severity', sortDir: 'desc' }),
      fabrikam,
    );
    const severities = bySeverity.body.entityData.map((e) => rank[e.severity]!);
    expect(severities).toEqual([...severities].sort((a, b) => b - a));
  });

  it('answers 400 for a sort column that is not sortable', async () => {
    const unknown = await call('company', 'events', unchecked(events({ sortColumn: 'bogus' })), fabrikam);
    expect(unknown.status).toBe(400);
    const count = await call('company', 'events', events({ sortColumn: 'count' }), fabrikam);
    expect(count.status).toBe(400);
    expect(count.body.errors?.[0]?.field).toBe('/sortColumn');
  });

  it('answers 400 when the range ends before it starts', async () => {
    const r = await call(
      'company',
      'events',
      events({ dateRange: { startDate: '2026-11-19T00:00:00Z', endDate: '2026-11-01T00:00:00Z' } }),
      fabrikam,
    );
    expect(r.status).toBe(400);
    expect(r.body.errors?.[0]).toMatchObject({
      field: '/dateRange/endDate',
      messageKey: 'validation.common.invalid',
    });
  });

  it('exports in pages of 1000 with the exact total', async () => {
    const r = await individualEvents('global', events({ pageSize: 1000 }), {
      'x-partner-guid': NORTHWIND,
    });
    expect(r.body.entityData).toHaveLength(1000);
    expect(r.body.totalCount).toBe(
      await count(
        `select count(*)::int as n from events where company_id in (select id from companies where partner_id = 101 and not deleted)`,
      ),
    );
    const p2 = await individualEvents('global', events({ pageSize: 1000, page: 2 }), {
      'x-partner-guid': NORTHWIND,
    });
    expect(p2.body.entityData[0]!.reportedEventDate <= r.body.entityData[999]!.reportedEventDate).toBe(true);
  });

  it('counts the unrestricted list exactly (whole hours from the aggregate, edge hours directly)', async () => {
    type Filter = Omit<Partial<EventsPayload>, keyof typeof FIRST_PAGE | 'mode'>;
    const cases: Array<[Filter, string, unknown[]]> = [
      [{}, 'true', []],
      [{ actionTaken: 'blocked' }, `action = 'blocked'`, []],
      [
        {
          dateRange: { startDate: '2026-11-03T07:31:12Z', endDate: '2026-11-17T16:02:48Z' },
          hashClass: 'suspicious',
        },
        `hash_class = 'suspicious' and reported_at between $1 and $2`,
        ['2026-11-03T07:31:12Z', '2026-11-17T16:02:48Z'],
      ],
      [
        { dateRange: { startDate: '2026-11-18T10:15:00Z', endDate: '2026-11-18T10:45:00Z' } },
        'reported_at between $1 and $2',
        ['2026-11-18T10:15:00Z', '2026-11-18T10:45:00Z'],
      ],
      [
        {
          dateRange: { startDate: '2026-11-10T00:00:00Z', endDate: '2026-11-11T00:00:00Z' },
          eventType: 'ExecutionAllowed',
        },
        `event_type = 'ExecutionAllowed' and reported_at between $1 and $2`,
        ['2026-11-10T00:00:00Z', '2026-11-11T00:00:00Z'],
      ],
    ];
    for (const [filter, where, params] of cases) {
      const r = await individualEvents('global', events({ pageSize: 5, ...filter }));
      expect(r.status).toBe(200);
      expect(r.body.totalCount, JSON.stringify(filter)).toBe(
        await count(`select count(*)::int as n from events where ${where}`, params),
      );
    }
  });

  it('keeps every caller within its tenant', async () => {
    const company = await individualEvents(
      'company',
      events({ pageSize: 500, sortColumn: 'computerName', sortDir: 'desc' }),
    );
    expect(company.body.entityData.some((e) => e.computerName.startsWith('TKY'))).toBe(false);
    expect(company.body.totalCount).toBe(
      await count('select count(*)::int as n from events where company_id = 1001'),
    );
    expect((await call('company', 'events', events(), { 'x-company-guid': TOKYO })).status).toBe(403);

    const site = await individualEvents('siteAuditor', events({ pageSize: 500 }));
    expect(site.body.totalCount).toBe(
      await count('select count(*)::int as n from events where site_id = 2001'),
    );
    expect(
      site.body.entityData.every((e) =>
        ['Finance Workstations', 'Engineering Laptops'].includes(e.groupName),
      ),
    ).toBe(true);

    const group = await individualEvents('groupAuditor', events({ pageSize: 500 }));
    expect(group.body.totalCount).toBe(
      await count('select count(*)::int as n from events where group_id = 3001'),
    );
    expect((await call('groupAuditor', 'events', events(), { 'x-group-guid': ENGINEERING })).status).toBe(
      403,
    );
  });
});

describe('one event (the full event)', () => {
  const detail = (who: Who, eventId: number | string, scope: Record<string, string> = {}) =>
    api(who, 'GET', '/restapi/Event/GetEventDetail', {
      query: typeof eventId === 'number' ? { eventId } : unchecked({ eventId }),
      scope,
    });

  it('answers the event as the list has it, process tree included', async () => {
    const list = await individualEvents('company', events({ dateRange: NOVEMBER }), fabrikam);
    const listed = list.body.entityData.find((e) => e.eventId === 7734460)!;
    const r = await detail('company', 7734460);
    expect(r.status).toBe(200);
    expect(r.body.entityData).toEqual(listed);
    expect(r.body.entityData.processTree?.children[0]?.processName).toBe('invoice_viewer.exe');
  });

  it('answers 404 for an event outside the scope or unknown, 400 for a malformed id', async () => {
    const [tokyo] = await sb.db.query<{ id: number }>(
      'select e.id::int as id from events e join companies co on co.id = e.company_id where co.guid = $1 limit 1',
      [TOKYO],
    );
    expect((await detail('global', tokyo!.id)).status).toBe(200);
    expect((await detail('company', tokyo!.id)).status).toBe(404);
    const [otherGroup] = await sb.db.query<{ id: number }>(
      'select id::int as id from events where company_id = 1001 and group_id <> 3001 limit 1',
    );
    expect((await detail('company', otherGroup!.id)).status).toBe(200);
    expect((await detail('groupAuditor', otherGroup!.id)).status).toBe(404);
    expect((await detail('company', 2147483647)).status).toBe(404);
    const bad = await detail('company', 'abc');
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toContain('eventId');
  });
});

describe('events, summary', () => {
  it('folds events by file and type with exact counts', async () => {
    const r = await summaryEvents(
      'company',
      page({ mode: 'summary', dateRange: NOVEMBER, sortColumn: 'count', sortDir: 'desc', pageSize: 12 }),
      fabrikam,
    );
    expect(r.status).toBe(200);
    const rows = r.body.entityData;
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.count >= rows[i]!.count).toBe(true);
    expect(r.body.totalCount).toBe(
      await count(
        `select count(*)::int as n from (select distinct hash_id, event_type from events
         where company_id = 1001 and reported_at between $1 and $2) x`,
        [NOVEMBER.startDate, NOVEMBER.endDate],
      ),
    );
    const invoice = rows.find((x) => x.sha256 === INVOICE && x.eventType === 'ExecutionBlocked')!;
    expect(invoice.count).toBe(
      await count(
        `select count(*)::int as n from events e join file_hashes h on h.id = e.hash_id
         where e.company_id = 1001 and h.sha256 = $1 and e.reported_at between $2 and $3`,
        [INVOICE, NOVEMBER.startDate, NOVEMBER.endDate],
      ),
    );
    expect(invoice.lastSeen).toBe('2026-11-19T08:41:17Z');
  });

  it('answers 400 for the columns summary rows do not have', async () => {
    for (const sortColumn of ['computerName', 'severity', 'userName'] as const) {
      const r = await call('company', 'events', page({ mode: 'summary', sortColumn }), fabrikam);
      expect(r.status, sortColumn).toBe(400);
    }
  });
});

describe('hashes', () => {
  it('lists the hashes seen in the scope, most recently seen first, with exact totals', async () => {
    const r = await call('company', 'hashes', page({ pageSize: 100 }), fabrikam);
    expect(r.status).toBe(200);
    const rows = r.body.entityData;
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.lastSeen >= rows[i]!.lastSeen).toBe(true);
    expect(r.body.totalCount).toBe(
      await count('select count(distinct hash_id)::int as n from events where company_id = 1001'),
    );
    const invoice = (
      await call('company', 'hashes', page({ search: 'invoice_viewer' }), fabrikam)
    ).body.entityData.find((h) => h.sha256 === INVOICE)!;
    expect(invoice).toMatchObject({
      fileName: 'invoice_viewer.exe',
      hashClass: 'malicious',
      lastSeen: '2026-11-19T08:41:17Z',
    });
    expect(invoice.eventCount).toBe(
      await count(
        'select count(*)::int as n from events e join file_hashes h on h.id = e.hash_id where company_id = 1001 and sha256 = $1',
        [INVOICE],
      ),
    );
  });

  it("counts each hash's computers and events over the events of the scope, whatever the scope", async () => {
    // Every row of the list against the scope's events themselves: one company, a partner's
    // companies, a site, a group, the whole estate (also without a deleted company), with and
    // without a class.
    const expectScope = async (who: Who, headers: Record<string, string>, where: string) => {
      for (const hashClass of [null, 'malicious'] as const) {
        const label = `${who} ${where} ${hashClass}`;
        const classWhere = hashClass ? ` and h.hash_class = '${hashClass}'` : '';
        const expected = await sb.db.query<{ sha256: string; cc: number; ec: number; ls: string }>(
          `select h.sha256, count(distinct e.computer_id)::int as cc, count(*)::int as ec,
             to_char(max(e.reported_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as ls
           from events e join file_hashes h on h.id = e.hash_id where ${where}${classWhere} group by h.sha256 order by h.sha256`,
        );
        const r = await call(who, 'hashes', page({ hashClass, pageSize: 9999 }), headers);
        expect(r.status, label).toBe(200);
        expect(r.body.totalCount, label).toBe(expected.length);
        const got = r.body.entityData
          .map((h) => ({ sha256: h.sha256, cc: h.computerCount, ec: h.eventCount, ls: h.lastSeen }))
          .sort((a, b) => a.sha256.localeCompare(b.sha256));
        expect(got, label).toEqual(expected);
        expect(expected.length, label).toBeGreaterThan(0);
      }
    };
    await expectScope('company', fabrikam, 'e.company_id = 1001');
    await expectScope(
      'global',
      { 'x-partner-guid': NORTHWIND },
      `e.company_id in (select c.id from companies c join partners p on p.id = c.partner_id where p.guid = '${NORTHWIND}')`,
    );
    await expectScope('siteAuditor', {}, 'e.site_id = 2001');
    await expectScope('groupAuditor', {}, 'e.group_id = 3001');
    await expectScope('global', {}, 'true');
    // A deleted company's events leave the unrestricted lists (its own hashes, its computers,
    // its last sightings).
    await sb.db.query('update companies set deleted = true where id = 1001');
    try {
      await expectScope('global', {}, 'e.company_id <> 1001');
    } finally {
      await sb.db.query('update companies set deleted = false where id = 1001');
    }
  });

  it('has hashes in all four classes and filters by class', async () => {
    for (const hashClass of ['harmless', 'suspicious', 'malicious', 'notFound'] as const) {
      const r = await call('global', 'hashes', page({ hashClass, pageSize: 20 }));
      expect(r.body.totalCount, hashClass).toBeGreaterThan(0);
      expect(r.body.entityData.every((h) => h.hashClass === hashClass)).toBe(true);
      expect(r.body.totalCount).toBe(
        await count(`select count(*)::int as n from file_hashes where hash_class = $1 and event_count > 0`, [
          hashClass,
        ]),
      );
    }
  });

  it('refreshes detections daily for hashes under a year old, then stops', async () => {
    const r = await call(
      'global',
      'hashes',
      page({ pageSize: 2000, sortColumn: 'firstSeen', sortDir: 'asc' }),
    );
    const now = Date.parse('2026-11-21T10:00:00Z');
    let old = 0;
    for (const h of r.body.entityData) {
      const first = Date.parse(h.firstSeen);
      const anniversary = new Date(first);
      anniversary.setUTCFullYear(anniversary.getUTCFullYear() + 1);
      if (now < anniversary.getTime()) {
        // The refresh of this morning (03:00 UTC), unless the hash was first seen after it.
        expect(h.lastDetectionRefresh, h.fileName).toBe(
          first > Date.parse('2026-11-21T03:00:00Z') ? null : '2026-11-21T03:00:00Z',
        );
      } else {
        old++;
        const last = Date.parse(h.lastDetectionRefresh!);
        expect(h.lastDetectionRefresh!.endsWith('T03:00:00Z')).toBe(true);
        expect(last).toBeLessThan(anniversary.getTime());
        expect(anniversary.getTime() - last).toBeLessThanOrEqual(86_400_000);
      }
    }
    expect(old).toBeGreaterThan(0);
  });

  it('sorts by the columns of the contract and refuses others', async () => {
    const r = await call('company', 'hashes', page({ sortColumn: 'eventCount', sortDir: 'desc' }), fabrikam);
    const counts = r.body.entityData.map((h) => h.eventCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect((await call('company', 'hashes', unchecked(page({ sortColumn: 'md5' })), fabrikam)).status).toBe(
      400,
    );
  });

  it('shows the details page of a hash: refresh, paths, top computers, events', async () => {
    const r = await call('company', 'hashPage', { sha256: INVOICE }, fabrikam);
    expect(r.status).toBe(200);
    const d = r.body.entityData;
    expect(d.detectionRefresh).toEqual({
      eligible: true,
      lastRefresh: '2026-11-21T03:00:00Z',
      nextRefresh: '2026-11-22T03:00:00Z',
    });
    expect(d.filePaths).toContain('C:\\Users\\mwebb\\Downloads\\invoice_viewer.exe');
    expect(d.computers.length).toBeLessThanOrEqual(10);
    expect(d.computers[0]!.computerName).toBe('FAB-FIN-WS014');
    const counts = d.computers.map((c) => c.eventCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(d.events.total).toBe(d.hash.eventCount);
    expect(d.events.blocked + d.events.allowed + d.events.audited).toBe(d.events.total);
    expect(d.events.byEventType.reduce((s, x) => s + x.count, 0)).toBe(d.events.total);
  });

  it('stops refreshing a hash first seen over a year ago, and hides hashes never seen in the scope', async () => {
    const tokyo = await call('tokyo', 'hashPage', { sha256: KINTAI });
    expect(tokyo.status).toBe(200);
    expect(tokyo.body.entityData.detectionRefresh).toMatchObject({ eligible: false, nextRefresh: null });
    // First seen 2024-04-01T00:12:33Z: the last refresh is the last 03:00 before its first anniversary.
    expect(tokyo.body.entityData.detectionRefresh.lastRefresh).toBe('2025-03-31T03:00:00Z');
    expect((await call('company', 'hashPage', { sha256: await notInFabrikam() }, fabrikam)).status).toBe(404);
    expect((await call('company', 'hashPage', { sha256: 'a'.repeat(64) }, fabrikam)).status).toBe(404);
  });

  it('shows where a hash was seen: every group, a page of computers', async () => {
    const r = await call('company', 'visibility', page({ sha256: ANYDESK, pageSize: 3 }), fabrikam);
    expect(r.status).toBe(200);
    const v = r.body.entityData;
    expect(r.body.totalCount).toBe(v.computerCount);
    expect(r.body.entityDataCount).toBe(3);
    expect(v.groupCount).toBe(v.groups.length);
    expect(v.groups.reduce((s, g) => s + g.computerCount, 0)).toBe(v.computerCount);
    const lastSeen = v.computers.map((c) => c.lastSeen);
    expect(lastSeen).toEqual([...lastSeen].sort().reverse());

    const finance = await call(
      'company',
      'visibility',
      page({ sha256: ANYDESK, groupGuid: FINANCE, sortColumn: 'eventCount' }),
      fabrikam,
    );
    expect(finance.body.entityData.computers.every((c) => c.groupGuid === FINANCE)).toBe(true);
    expect(finance.body.totalCount).toBe(finance.body.entityData.computers.length);
    expect(
      (await call('company', 'visibility', page({ sha256: await notInFabrikam() }), fabrikam)).status,
    ).toBe(404);
  });
});

describe('a hash’s page for the group admin (issue 32: the evidence of their unique blocks)', () => {
  const GROUPS = 'e.group_id in (3001, 3002)';

  it('reads the page of a hash seen in their groups, over their groups’ events only', async () => {
    const r = await call('group', 'hashPage', { sha256: INVOICE });
    expect(r.status).toBe(200);
    const where = `${GROUPS} and e.hash_id = (select id from file_hashes where sha256 = $1)`;
    expect(r.body.entityData.events.total).toBe(
      await count(`select count(*)::int as n from events e where ${where}`, [INVOICE]),
    );
    expect(r.body.entityData.hash.computerCount).toBe(
      await count(`select count(distinct e.computer_id)::int as n from events e where ${where}`, [INVOICE]),
    );
    expect(r.body.entityData.events.total).toBeLessThan(
      await count(
        'select count(*)::int as n from events e join file_hashes h on h.id = e.hash_id where e.company_id = 1001 and h.sha256 = $1',
        [INVOICE],
      ),
    );
    for (const c of r.body.entityData.computers)
      expect(['Finance Workstations', 'Engineering Laptops']).toContain(c.groupName);

    const seen = await call('group', 'visibility', page({ sha256: INVOICE, pageSize: 100 }));
    expect(seen.status).toBe(200);
    for (const g of seen.body.entityData.groups) expect([FINANCE, ENGINEERING]).toContain(g.groupGuid);
    for (const c of seen.body.entityData.computers) expect([FINANCE, ENGINEERING]).toContain(c.groupGuid);
  });

  it('finds nothing of a hash seen only outside their groups (404), and the selected group narrows', async () => {
    const [elsewhere] = await sb.db.query<{ sha256: string }>(
      `select h.sha256 from file_hashes h where exists (select 1 from events e where e.hash_id = h.id and e.company_id = 1001)
         and not exists (select 1 from events e where e.hash_id = h.id and ${GROUPS}) order by h.sha256 limit 1`,
    );
    expect((await call('group', 'hashPage', { sha256: elsewhere!.sha256 })).status).toBe(404);
    expect((await call('group', 'visibility', page({ sha256: elsewhere!.sha256 }))).status).toBe(404);
    expect((await call('group', 'hashPage', { sha256: await notInFabrikam() })).status).toBe(404);
    const narrowed = await call('group', 'visibility', page({ sha256: INVOICE, pageSize: 100 }), {
      'x-group-guid': FINANCE,
    });
    expect(narrowed.status).toBe(200);
    expect(narrowed.body.entityData.groups.map((g) => g.groupGuid)).toEqual([FINANCE]);
  });

  it('stays closed to the roles without a hash page (403)', async () => {
    for (const who of ['global', 'partner', 'site'] as const) {
      expect((await call(who, 'hashPage', { sha256: INVOICE }, fabrikam)).status, who).toBe(403);
      expect((await call(who, 'visibility', page({ sha256: INVOICE }), fabrikam)).status, who).toBe(403);
    }
  });
});

describe('audit log', () => {
  it('shows a company admin the entries of the company, newest first', async () => {
    const r = await call('company', 'audit', page({ pageSize: 100 }));
    expect(r.status).toBe(200);
    expect(r.body.totalCount).toBe(
      await count('select count(*)::int as n from audit_logs where company_id = 1001'),
    );
    const times = r.body.entityData.map((a) => a.timestamp);
    expect(times).toEqual([...times].sort().reverse());
    expect(r.body.entityData.some((a) => a.userEmail === USERS.tokyo)).toBe(false);
  });

  it('shows a partner admin its partner and a global admin everything', async () => {
    const partner = await call('partner', 'audit', page());
    expect(partner.body.totalCount).toBe(
      await count('select count(*)::int as n from audit_logs where partner_id = 101'),
    );
    const all = await call('global', 'audit', page());
    expect(all.body.totalCount).toBe(await count('select count(*)::int as n from audit_logs'));
    expect(all.body.totalCount).toBeGreaterThanOrEqual(2000);
    const day = await call(
      'global',
      'audit',
      page({ dateRange: { startDate: '2026-11-19T09:02:11Z', endDate: '2026-11-19T09:02:11Z' } }),
    );
    expect(day.body.entityData[0]).toMatchObject({
      auditId: 88231,
      userEmail: USERS.global,
      action: 'Login',
    });
  });

  it('filters by user, action and date range', async () => {
    const byUser = await call('global', 'audit', page({ userEmail: USERS.company, pageSize: 500 }));
    expect(byUser.body.entityData.every((a) => a.userEmail === USERS.company)).toBe(true);
    expect(byUser.body.totalCount).toBe(byUser.body.entityData.length);
    expect(byUser.body.entityData.map((a) => a.auditId)).toEqual(
      expect.arrayContaining([88225, 88204, 88201]),
    );

    const range = { startDate: '2026-11-18T00:00:00Z', endDate: '2026-11-18T23:59:59Z' };
    const day = await call('global', 'audit', page({ dateRange: range, action: 'Login', pageSize: 500 }));
    expect(
      day.body.entityData.every((a) => a.action === 'Login' && a.timestamp.startsWith('2026-11-18')),
    ).toBe(true);
    expect(day.body.totalCount).toBe(
      await count(
        `select count(*)::int as n from audit_logs where action = 'Login' and logged_at between $1 and $2`,
        [range.startDate, range.endDate],
      ),
    );
    const byEmail = await call('global', 'audit', page({ sortColumn: 'userEmail', sortDir: 'asc' }));
    const emails = byEmail.body.entityData.map((a) => a.userEmail.toLowerCase());
    expect(emails).toEqual([...emails].sort());
  });

  it('is closed to site and group roles (403)', async () => {
    for (const who of ['site', 'siteAuditor', 'group', 'groupAuditor'] as const) {
      expect((await call(who, 'audit', page())).status, who).toBe(403);
    }
    expect((await call('company', 'audit', page(), { 'x-company-guid': TOKYO })).status).toBe(403);
  });
});

describe('scope headers', () => {
  it('narrow the lists to the selected site and group', async () => {
    const site = await call('global', 'hashes', page(), {
      'x-company-guid': FABRIKAM,
      'x-site-guid': CHICAGO,
    });
    expect(site.body.totalCount).toBe(
      await count('select count(distinct hash_id)::int as n from events where site_id = 2001'),
    );
    const group = await call('group', 'events', events(), { 'x-group-guid': ENGINEERING });
    expect(group.body.totalCount).toBe(
      await count('select count(*)::int as n from events where group_id = 3002'),
    );
  });
});
