// The world's invariants (issue 25), for every demo role: an alert leads to its evidence (its
// events are found by the event inspection calls its links make, its count is the number of its
// events, its hashes' pages list its computer), nothing a reply shows is later than the server's
// clock, and event types agree with actions. The calls are those the console makes. Run over the
// seeded world and over one the simulator has lived in (issue 34).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_TIME, startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { alertEventsPath, eventInspectionPath } from '../../../src/features/alerts/api/alert-links';
import { eventFieldFilters } from '../../../src/features/events/api/event-filters';
import { eventDateRange } from '../../../src/features/events/api/event-period';
import { routeByPath } from '../../../src/access/access-decisions';
import type { components } from '../../../src/gen/openapi.gen';
import { signInClient, type BodyOf, type PayloadOf, type SandboxClient } from './client';
import { ROLE_ACCOUNTS } from './fixtures';

let sb: TestSandbox;
let api: SandboxClient['api'];

const WHO = ROLE_ACCOUNTS;
type Who = (typeof WHO)[number];
const ROLE_OF: Record<Who, string> = {
  global: 'AGMSAdmin',
  partner: 'PartnerAdmin',
  company: 'CompanyAdmin',
  site: 'SiteAdmin',
  siteAuditor: 'SiteAudit',
  group: 'GroupAdmin',
  groupAuditor: 'GroupAudit',
};
/** The roles the access table opens a hash's page to: the console links a hash only for them. */
const opensHashPage = (who: Who) =>
  (routeByPath('/hash-inspection/$hash')?.roles as readonly string[] | undefined)?.includes(ROLE_OF[who]) ??
  false;

type AlarmDetail = BodyOf<'POST', '/restapi/Alarm/GetAlarmsWithDetail'>['entityData'][number];
type EventsPayload = PayloadOf<'POST', '/restapi/Event/GetEventInspectionPageData'>;
/** The rows of an individual-mode page (the contract's entityData is SecurityEvent rows in that mode). */
type SecurityEvent = components['schemas']['SecurityEvent'];

const paged = <const E extends object>(extra: E = {} as E) => ({
  page: 1,
  pageSize: 500,
  sortColumn: null,
  sortDir: 'desc' as const,
  search: null,
  ...extra,
});

/** The event inspection's request for a console link (its `filters`), as the list makes it. */
function eventRequestOf(href: string, pageSize: number) {
  const filters = JSON.parse(new URL(href, 'http://console').searchParams.get('filters')!) as Record<
    string,
    string
  >;
  return paged({
    pageSize,
    mode: 'individual',
    dateRange: eventDateRange(filters.period, filters.reported, sb.clock.now.getTime()),
    ...eventFieldFilters(filters),
  }) satisfies EventsPayload;
}

const alarmsOf = new Map<Who, AlarmDetail[]>();

async function alarmsWithDetail(who: Who): Promise<AlarmDetail[]> {
  const list = await api(who, 'POST', '/restapi/Alarm/ListAlarms', {
    payload: {
      ...paged({ pageSize: 9999 }),
      status: 'all',
      severity: null,
      categoryId: null,
      kind: null,
      dateRange: null,
    },
  });
  expect(list.status).toBe(200);
  const ids = list.body.entityData.map((a) => a.alarmId);
  const details: AlarmDetail[] = [];
  for (let k = 0; k < ids.length; k += 100) {
    const r = await api(who, 'POST', '/restapi/Alarm/GetAlarmsWithDetail', {
      payload: { alarmIds: ids.slice(k, k + 100) },
    });
    expect(r.status).toBe(200);
    details.push(...r.body.entityData);
  }
  return details;
}

/**
 * The invariants' tests over a fresh test sandbox; `live` changes its world first (the seeded
 * world as is, or after simulated activity) and may move its clock.
 */
export function describeWorldInvariants(live: (sb: TestSandbox) => Promise<void> = async () => {}): void {
  beforeAll(async () => {
    sb = await startTestSandbox();
    // The server's clock is the moment the world was seeded "as of": nothing may be later.
    sb.clock.now = new Date(SEED_TIME);
    await live(sb);
    ({ api } = await signInClient(sb.app, WHO));
    for (const who of WHO) alarmsOf.set(who, await alarmsWithDetail(who));
  }, 240_000);
  afterAll(async () => {
    await sb?.close();
  });

  describe.each([...WHO])('the world as %s sees it', (who) => {
    it('sees alerts, each with as many events as its count', () => {
      const alarms = alarmsOf.get(who)!;
      expect(alarms.length).toBeGreaterThan(0);
      for (const alarm of alarms) {
        // The drawer shows the newest 50: the count is the number of the alert's events.
        expect(alarm.events.length, alarm.title).toBe(Math.min(alarm.count, 50));
      }
    });

    it("finds every security alert's events through its links, and its count is that list's total", async () => {
      const alarms = alarmsOf.get(who)!.filter((a) => a.kind === 'Security');
      expect(alarms.length).toBeGreaterThan(0);
      const aroundEvent = new Map<string, Set<number>>();
      for (const alarm of alarms) {
        const all = await api(who, 'POST', '/restapi/Event/GetEventInspectionPageData', {
          payload: eventRequestOf(alertEventsPath(alarm.alarmId), 1000),
        });
        expect(all.status).toBe(200);
        expect(all.body.totalCount, `${alarm.alarmId} ${alarm.title}`).toBe(alarm.count);
        const found = new Map((all.body.entityData as SecurityEvent[]).map((e) => [e.eventId, e]));
        for (const event of alarm.events) {
          const same = found.get(event.eventId);
          expect(same, `${alarm.title}: event ${event.eventId}`).toBeDefined();
          expect(same).toMatchObject({
            computerGuid: event.computerGuid,
            sha256: event.sha256,
            eventType: event.eventType,
            reportedEventDate: event.eventTime,
          });
          // The "Inspect events" link of the event: its computer on its day.
          const href = eventInspectionPath(event.computerGuid!, event.eventTime);
          aroundEvent.set(href, (aroundEvent.get(href) ?? new Set()).add(event.eventId));
        }
      }
      for (const [href, ids] of aroundEvent) {
        const r = await api(who, 'POST', '/restapi/Event/GetEventInspectionPageData', {
          payload: eventRequestOf(href, 9999),
        });
        expect(r.status).toBe(200);
        const listed = new Set((r.body.entityData as SecurityEvent[]).map((e) => e.eventId));
        for (const id of ids) expect(listed.has(id), `${href}: event ${id}`).toBe(true);
      }
    }, 240_000);

    it("leads every hash of an alert to a hash page that lists the alert's computer", async () => {
      const pairs = new Map<string, AlarmDetail>();
      for (const alarm of alarmsOf.get(who)!)
        for (const event of alarm.events)
          if (event.sha256) pairs.set(`${event.sha256}|${alarm.computerGuid}`, alarm);
      expect(pairs.size).toBeGreaterThan(0);
      for (const [key, alarm] of pairs) {
        const sha256 = key.split('|')[0]!;
        const page = await api(who, 'POST', '/restapi/HashInspection/GetHashInformationPage', {
          payload: { sha256 },
        });
        // A role without hash pages gets no link (and the server refuses the page to it).
        if (!opensHashPage(who)) {
          expect(page.status, `${alarm.title}: ${sha256}`).toBe(403);
          continue;
        }
        expect(page.status, `${alarm.title}: ${sha256}`).toBe(200);
        const seen = await api(who, 'POST', '/restapi/HashInspection/GetHashVisibilityHashDetail', {
          payload: { sha256, ...paged({ search: alarm.computerName }) },
        });
        expect(seen.status).toBe(200);
        expect(
          seen.body.entityData.computers.map((c) => c.computerGuid),
          `${alarm.title}: ${sha256}`,
        ).toContain(alarm.computerGuid);
      }
    }, 240_000);

    it('shows no time later than the server clock in the main lists', async () => {
      const now = sb.clock.now.getTime();
      const replies: Array<[string, unknown]> = [['alerts', alarmsOf.get(who)]];
      const requests: Array<[string, () => Promise<{ status: number; body: unknown }>]> = [
        [
          'events',
          () =>
            api(who, 'POST', '/restapi/Event/GetEventInspectionPageData', {
              payload: paged({ pageSize: 200, mode: 'individual' }),
            }),
        ],
        [
          'hashes',
          () =>
            api(who, 'POST', '/restapi/HashInspection/GetHashInformationAllHash', {
              payload: paged({ pageSize: 200 }),
            }),
        ],
        [
          'computers',
          () =>
            api(who, 'POST', '/restapi/Computer/GetActiveOrOffileneComputers', {
              payload: paged({ pageSize: 500, status: 'all' }),
            }),
        ],
        [
          'users',
          () =>
            api(who, 'GET', '/restapi/Users', {
              query: { page: 1, pageSize: 500, sortColumn: 'lastLogin', sortDir: 'desc' },
            }),
        ],
        [
          'audit',
          () => api(who, 'POST', '/restapi/Agsc/GetAuditLogs', { payload: paged({ pageSize: 200 }) }),
        ],
      ];
      for (const [name, request] of requests) {
        const r = await request();
        if (r.status === 200) replies.push([name, r.body]);
      }
      const late: string[] = [];
      const visit = (name: string, value: unknown) => {
        if (typeof value === 'string') {
          if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && Date.parse(value) > now)
            late.push(`${name}: ${value}`);
        } else if (Array.isArray(value)) value.forEach((v) => visit(name, v));
        else if (value && typeof value === 'object') Object.values(value).forEach((v) => visit(name, v));
      };
      for (const [name, body] of replies) visit(name, body);
      expect(late.slice(0, 10)).toEqual([]);
    });
  });

  describe.each([...WHO])('the unique blocks as %s sees them', (who) => {
    it("lead every hash to a hash page that lists the block's computers, with as many blocked events as its count", async () => {
      const states = ['draftreviews', 'completed', 'deleted'] as const;
      const lists = await Promise.all(
        states.map((listState) =>
          api(who, 'POST', '/restapi/PolicyReview/IndividualProposedUniqueBlocks', {
            payload: paged({
              pageSize: 5000,
              listState,
              hashClass: null,
              uniqueBlockId: null,
              computerGuid: null,
            }),
          }),
        ),
      );
      // Policy review is group work: the roles the access table refuses have no lists to check.
      if (who !== 'group' && lists[0]!.status === 403) return;
      const rows = lists.flatMap((r) => {
        expect(r.status).toBe(200);
        return r.body.entityData;
      });
      expect(rows.length).toBeGreaterThan(0);
      const wrong: string[] = [];
      const pages = new Map<string, number>();
      for (const row of rows) {
        if (!pages.has(row.sha256))
          pages.set(
            row.sha256,
            (
              await api(who, 'POST', '/restapi/HashInspection/GetHashInformationPage', {
                payload: { sha256: row.sha256 },
              })
            ).status,
          );
        const page = pages.get(row.sha256);
        // A role the access table refuses the hash page (403) sees the hash without a link.
        if (opensHashPage(who) && page === 200) {
          const seen = await api(who, 'POST', '/restapi/HashInspection/GetHashVisibilityHashDetail', {
            payload: { sha256: row.sha256, ...paged(), search: row.computerName },
          });
          if (!seen.body.entityData.computers.some((c) => c.computerGuid === row.computerGuid))
            wrong.push(`${row.fileName} on ${row.computerName}: not on its hash page`);
        } else if (page !== (opensHashPage(who) ? 200 : 403))
          wrong.push(`${row.fileName} ${row.sha256}: hash page ${page}`);
        const events = await api(who, 'POST', '/restapi/Event/GetEventInspectionPageData', {
          payload: paged({
            pageSize: 1,
            mode: 'individual',
            dateRange: null,
            ...eventFieldFilters({ sha256: row.sha256, computer: row.computerGuid, action: 'blocked' }),
          }),
        });
        if (events.status === 200 && events.body.totalCount !== row.blockCount)
          wrong.push(
            `${row.fileName} on ${row.computerName}: ${row.blockCount} blocks, ${events.body.totalCount} events`,
          );
      }
      expect(wrong.slice(0, 10)).toEqual([]);
    }, 240_000);
  });

  describe('event types and actions', () => {
    it('agree: a "…Blocked" event was blocked, an allowed type was allowed, an audited one is no block', async () => {
      const rows = await sb.db.query<{ event_type: string; action: string; n: number }>(
        'select event_type, action, count(*)::int as n from events group by 1, 2 order by 1, 2',
      );
      const wrong = rows.filter(
        (r) =>
          (r.event_type.endsWith('Blocked') && r.action !== 'blocked') ||
          (['ExecutionAllowed', 'ElevationRequested'].includes(r.event_type) && r.action !== 'allowed'),
      );
      expect(wrong).toEqual([]);
      // And the alerts' events say what the inspection says.
      const alarmRows = await sb.db.query<{ n: number }>(
        `select count(*)::int as n from alarm_events a join events e on e.id = a.id
         where a.event_type <> e.event_type or a.event_time <> e.reported_at`,
      );
      expect(alarmRows[0]!.n).toBe(0);
    });

    it("name a unique block in a user's folder after the user of a computer that blocked it", async () => {
      const strangers = await sb.db.query<{ id: number; file_path: string }>(
        `select u.id, u.file_path from unique_blocks u
         where left(u.file_path, 9) = 'C:\\Users\\'
           and split_part(u.file_path, '\\', 3) <> 'Public' -- everyone's folder
           and not exists (
             select 1 from file_hashes h join events e on e.hash_id = h.id
             where h.sha256 = u.sha256 and e.action = 'blocked'
               and lower(split_part(e.user_name, '\\', 2)) = lower(split_part(u.file_path, '\\', 3)))`,
      );
      expect(strangers).toEqual([]);
    });
  });
}
