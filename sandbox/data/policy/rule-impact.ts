// The impact of a rule over the last 30 days (issue 28): the events it decides for at its node,
// counted with the event list's own filter (event-filter.ts), so the filter the reply carries lists
// exactly the counted events. Which events a rule names is src/domain/policy/rule-match.ts.
import type { components } from '../../../src/gen/openapi.gen';
import { changedEventAction, publisherName } from '../../../src/domain/policy/rule-match';
import type { Queryable } from '../../db/database';
import { eventFilter } from '../inspection/event-filter';
import type { RuleNode } from './rule-node';

type S = components['schemas'];
type Filter = S['EventInspectionFilter'];

const WINDOW_MS = 30 * 24 * 3_600_000;
const TOP = 5;

/** The event inspection's filter of the events the rule would have changed at its node. */
export function impactFilter(request: S['PolicyImpactRequest'], node: RuleNode, now: Date): Filter {
  const filter: Filter = {
    mode: 'individual',
    dateRange: {
      startDate: new Date(now.getTime() - WINDOW_MS).toISOString(),
      endDate: now.toISOString(),
    },
    actionTaken: changedEventAction(request.action),
  };
  const guid = node.info.ref.guid!;
  if (node.info.node.type === 'partner') filter.partnerGuid = guid;
  if (node.info.node.type === 'company') filter.companyGuid = guid;
  if (node.info.node.type === 'site') filter.siteGuid = guid;
  if (node.info.node.type === 'group') filter.groupGuid = guid;
  if (request.kind === 'hash') filter.sha256 = (request.sha256 ?? '').toLowerCase();
  if (request.kind === 'trustedPublisher') filter.publisher = publisherName(request.publisher ?? '');
  if (request.kind === 'trustedFolder') filter.pathPattern = (request.path ?? '').trim();
  return filter;
}

interface Totals {
  events: number;
  files: number;
  computers: number;
  companies: number;
}

interface Counted {
  totals: Totals;
  files: Array<{ sha256: string; file_name: string; events: number; computers: number }>;
  computers: Array<{ guid: string; name: string; group_name: string; company_name: string; events: number }>;
}

export async function ruleImpact(
  db: Queryable,
  request: S['PolicyImpactRequest'],
  node: RuleNode,
  now: Date,
): Promise<S['PolicyImpact']> {
  const filter = impactFilter(request, node, now);
  const f = await eventFilter(db, node.scope, { ...filter, page: 1, pageSize: 1 });
  // One pass over the matching events (read once, materialized) for the totals and both tops.
  const [counted] = await db.query<Counted>(
    `with m as materialized (select e.hash_id, e.computer_id, e.company_id from events e where ${f.where}),
     top_files as (select hash_id, count(*)::int as events, count(distinct computer_id)::int as computers
                   from m group by hash_id order by events desc, hash_id limit ${TOP}),
     top_computers as (select computer_id, count(*)::int as events
                       from m group by computer_id order by events desc, computer_id limit ${TOP})
     select
       (select json_build_object('events', count(*)::int, 'files', count(distinct hash_id)::int,
          'computers', count(distinct computer_id)::int, 'companies', count(distinct company_id)::int) from m) as totals,
       (select coalesce(json_agg(json_build_object('sha256', h.sha256, 'file_name', h.file_name,
          'events', x.events, 'computers', x.computers) order by x.events desc, h.id), '[]')
        from top_files x join file_hashes h on h.id = x.hash_id) as files,
       (select coalesce(json_agg(json_build_object('guid', c.guid::text, 'name', c.name, 'group_name', g.name,
          'company_name', co.name, 'events', x.events) order by x.events desc, c.id), '[]')
        from top_computers x join computers c on c.id = x.computer_id join groups g on g.id = c.group_id
        join sites s on s.id = g.site_id join companies co on co.id = s.company_id) as computers`,
    f.p.values,
  );
  const { totals, files, computers } = counted!;
  return {
    effect: request.action === 'allow' ? 'allowed' : 'blocked',
    from: filter.dateRange!.startDate,
    to: filter.dateRange!.endDate,
    ...totals,
    filter,
    topFiles: files.map((r) => ({
      sha256: r.sha256,
      fileName: r.file_name,
      events: r.events,
      computers: r.computers,
      filter: { ...filter, sha256: r.sha256 },
    })),
    topComputers: computers.map((r) => ({
      computerGuid: r.guid,
      computerName: r.name,
      groupName: r.group_name,
      companyName: r.company_name,
      events: r.events,
      filter: { ...filter, computerGuid: r.guid },
    })),
  };
}
