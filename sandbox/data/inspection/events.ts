// Security events: a page of the event list (individual or folded by file and type) and one
// event, shaped as the contract has them. Every list filters and sorts on the events table and
// its indexes (event-filter.ts); the unrestricted list counts through the hourly aggregate.
import type { components } from '../../../src/gen/openapi.gen';
import type { Queryable } from '../../db/database';
import type { Scope } from '../../http/scope';
import type { ProcessNode as StoredNode } from '../../seed/inspection/process-trees';
import { pagedList, type ListSort, type Page } from '../paged-list';
import { eventProcessTree } from '../process-tree';
import { deletedCompanies, eventScopeWhere } from '../scope-filters';
import { Params } from '../sql';
import { iso, isoSeconds } from '../timestamps';
import { countUnrestricted, eventFilter, type EventRequest } from './event-filter';

type S = components['schemas'];

const SEVERITY_RANK = `case e.severity when 'Info' then 0 when 'Low' then 1 when 'Medium' then 2 when 'High' then 3 else 4 end`;

const EVENT_SORT: ListSort = {
  columns: {
    reportedEventDate: 'e.reported_at',
    computerName: 'lower(c.name)',
    fileName: 'lower(v.file_name)',
    eventType: 'e.event_type',
    severity: SEVERITY_RANK,
    userName: "lower(coalesce(e.user_name, ''))",
  },
  fallback: { column: 'reportedEventDate', dir: 'desc' },
  tiebreakers: ['e.id'],
};

const SUMMARY_SORT: ListSort = {
  columns: {
    reportedEventDate: 'x.last_seen',
    fileName: 'lower(h.file_name)',
    eventType: 'x.event_type',
    count: 'x.n',
  },
  fallback: { column: 'reportedEventDate', dir: 'desc' },
  tiebreakers: ['h.id', 'x.event_type'],
};

// An event page is read as plain columns and shaped here: formatting dates, guids and the {user}
// placeholder in PGlite's SQL cost about a third of the page's time.
const EVENT_ROW_COLUMNS = `e.id::int as id, e.reported_at, e.event_type, e.action, e.severity, c.guid::text as computer_guid,
  c.name as computer_name, g.name as group_name, co.name as company_name, e.user_name, v.file_name, v.file_path, h.sha256, h.publisher,
  e.hash_class, v.policy_name, v.process_tree::text as process_tree`;

/** The tables joined to an event row (alias `e`). */
const EVENT_JOINS = `join event_variants v on v.id = e.variant_id join file_hashes h on h.id = e.hash_id
  join computers c on c.id = e.computer_id join groups g on g.id = e.group_id join companies co on co.id = e.company_id`;

interface EventRow {
  id: number;
  reported_at: Date;
  event_type: S['SecurityEvent']['eventType'];
  action: S['SecurityEvent']['action'];
  severity: S['SecurityEvent']['severity'];
  computer_guid: string;
  computer_name: string;
  group_name: string;
  company_name: string;
  user_name: string | null;
  file_name: string;
  file_path: string;
  sha256: string;
  publisher: string | null;
  hash_class: S['SecurityEvent']['hashClass'];
  policy_name: string | null;
  process_tree: string | null;
}

/** The Windows user folder of an account (DOMAIN\\user), as EVENT_PATH computes it in SQL. */
function userFolder(userName: string | null): string {
  return userName?.split('\\')[1] || 'Public';
}

function securityEvent(r: EventRow): S['SecurityEvent'] {
  const folder = userFolder(r.user_name);
  const filePath = r.file_path.replaceAll('{user}', folder);
  return {
    eventId: r.id,
    eventGuid: `f3c1a9d2-7b4e-4a1f-9c6d-${String(r.id).padStart(12, '0')}`,
    reportedEventDate: isoSeconds(new Date(r.reported_at)),
    eventType: r.event_type,
    action: r.action,
    severity: r.severity,
    computerGuid: r.computer_guid,
    computerName: r.computer_name,
    groupName: r.group_name,
    companyName: r.company_name,
    userName: r.user_name,
    fileName: r.file_name,
    filePath,
    sha256: r.sha256,
    publisher: r.publisher,
    hashClass: r.hash_class,
    policyName: r.policy_name,
    // The folder goes into JSON text: escaped as a JSON string's content.
    processTree:
      r.process_tree === null
        ? null
        : eventProcessTree(
            JSON.parse(
              r.process_tree.replaceAll('{user}', JSON.stringify(folder).slice(1, -1)),
            ) as StoredNode,
            { userName: r.user_name, sha256: r.sha256, filePath, action: r.action },
          ),
  };
}

/** A page of individual events. */
export async function eventPage(
  db: Queryable,
  scope: Scope,
  body: EventRequest,
): Promise<Page<S['SecurityEvent']>> {
  const f = await eventFilter(db, scope, body);
  const page = await pagedList<EventRow>(db, f.p, body, EVENT_SORT, {
    count: `select count(*)::int as n from events e where ${f.where}`,
    // The page is found on the events table (and its indexes) alone; its rows are then joined.
    rows: (order, limit) => {
      const sortJoins = [
        /c\./.test(order) ? 'join computers c on c.id = e.computer_id' : '',
        /v\./.test(order) ? 'join event_variants v on v.id = e.variant_id' : '',
      ].join(' ');
      return `select ${EVENT_ROW_COLUMNS}
        from (select e.id from events e ${sortJoins} where ${f.where} ${order} ${limit}) x
        join events e on e.id = x.id ${EVENT_JOINS}
        ${order}`;
    },
    total: f.rollup ? () => countUnrestricted(db, body) : undefined,
  });
  return { rows: page.rows.map(securityEvent), totalCount: page.totalCount };
}

/** A page of events folded by file and event type. */
export async function eventSummaryPage(
  db: Queryable,
  scope: Scope,
  body: EventRequest,
): Promise<Page<S['EventSummary']>> {
  const f = await eventFilter(db, scope, body);
  const groups = `select e.hash_id, e.event_type, count(*)::int as n, count(distinct e.computer_id)::int as cc,
      min(e.reported_at) as first_seen, max(e.reported_at) as last_seen
    from events e where ${f.where} group by e.hash_id, e.event_type`;
  return pagedList<S['EventSummary']>(db, f.p, body, SUMMARY_SORT, {
    count: `select count(*)::int as n from (select 1 from events e where ${f.where} group by e.hash_id, e.event_type) x`,
    // The page is sorted and cut first; only its rows are formatted.
    rows: (
      order,
      limit,
    ) => `select h.file_name as "fileName", h.sha256, x.event_type as "eventType", h.hash_class as "hashClass", x.n as count,
        x.cc as "computerCount", ${iso('x.first_seen')} as "firstSeen", ${iso('x.last_seen')} as "lastSeen", x.total
      from (select x.*, count(*) over ()::int as total from (${groups}) x join file_hashes h on h.id = x.hash_id
            ${order} ${limit}) x
      join file_hashes h on h.id = x.hash_id
      ${order}`,
    totalColumn: 'total',
  });
}

/** One event the scope may see. */
export async function eventById(
  db: Queryable,
  scope: Scope,
  eventId: number,
): Promise<S['SecurityEvent'] | null> {
  const deleted = await deletedCompanies(db, scope);
  const p = new Params();
  const [row] = await db.query<EventRow>(
    `select ${EVENT_ROW_COLUMNS} from events e ${EVENT_JOINS}
     where e.id = ${p.add(eventId)} and ${eventScopeWhere(p, scope, deleted)}`,
    p.values,
  );
  return row ? securityEvent(row) : null;
}
