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

export async function ruleImpact(
  db: Queryable,
  request: S['PolicyImpactRequest'],
  node: RuleNode,
  now: Date,
): Promise<S['PolicyImpact']> {
  const filter = impactFilter(request, node, now);
  const f = await eventFilter(db, node.scope, { ...filter, page: 1, pageSize: 1 });
  const [totals] = await db.query<Totals>(
    `select count(*)::int as events, count(distinct e.hash_id)::int as files,
       count(distinct e.computer_id)::int as computers, count(distinct e.company_id)::int as companies
     from events e where ${f.where}`,
    f.p.values,
  );
  const files = await db.query<{ sha256: string; file_name: string; events: number; computers: number }>(
    `select h.sha256, h.file_name, x.events, x.computers
     from (select e.hash_id, count(*)::int as events, count(distinct e.computer_id)::int as computers
           from events e where ${f.where} group by e.hash_id order by events desc, e.hash_id limit ${TOP}) x
     join file_hashes h on h.id = x.hash_id order by x.events desc, h.id`,
    f.p.values,
  );
  const computers = await db.query<{
    guid: string;
    name: string;
    group_name: string;
    company_name: string;
    events: number;
  }>(
    `select c.guid::text as guid, c.name, g.name as group_name, co.name as company_name, x.events
     from (select e.computer_id, count(*)::int as events
           from events e where ${f.where} group by e.computer_id order by events desc, e.computer_id limit ${TOP}) x
     join computers c on c.id = x.computer_id join groups g on g.id = c.group_id
     join sites s on s.id = g.site_id join companies co on co.id = s.company_id
     order by x.events desc, c.id`,
    f.p.values,
  );
  return {
    effect: request.action === 'allow' ? 'allowed' : 'blocked',
    from: filter.dateRange!.startDate,
    to: filter.dateRange!.endDate,
    ...(totals ?? { events: 0, files: 0, computers: 0, companies: 0 }),
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
