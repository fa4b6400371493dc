// The management server's list of its agms groups' agents: live computers with their state, and
// deleted or retired ones as Uninstalled.
import type { components } from '../../../src/gen/openapi.gen';
import type { Queryable } from '../../db/database';
import type { Scope } from '../../http/scope';
import { pagedList, type Page, type PageRequest } from '../paged-list';
import { Params, likePattern, scopeWhere } from '../sql';
import { iso } from '../timestamps';

type S = components['schemas'];

/** Whether a group is an agms group (has a management server id); null when there is no such group. */
export async function isAgmsGroup(db: Queryable, groupId: number | null): Promise<boolean | null> {
  const [group] = await db.query<{ main_id: number | null }>('select main_id from groups where id = $1', [
    groupId,
  ]);
  return group ? group.main_id !== null : null;
}

/** Every agms group of the scope (of live companies). */
export async function agmsGroupsOf(db: Queryable, scope: Scope): Promise<number[]> {
  const q = new Params();
  const rows = await db.query<{ id: number }>(
    `select g.id from groups g join sites s on s.id = g.site_id join companies co on co.id = s.company_id
     where g.main_id is not null and not co.deleted
       and ${scopeWhere(q, scope, { company: 's.company_id', site: 'g.site_id', group: 'g.id' })}`,
    q.values,
  );
  return rows.map((r) => r.id);
}

/** A page of the agents of the groups, the installed ones first. */
export function agscComputerPage(
  db: Queryable,
  groupIds: number[],
  request: PageRequest & { search?: string | null },
): Promise<Page<S['AgscComputer']>> {
  const p = new Params();
  const g = p.add(groupIds);
  const text = request.search?.trim();
  const search = text ? `and x.name ilike ${p.add(likePattern(text))}` : '';
  const all = `select c.main_id, c.name, case when c.deleted then 'Uninstalled' when not c.active then 'Disabled'
        when c.online then 'Online' else 'Offline' end as status, c.agent_version, c.last_seen, g.main_id as group_main_id
      from computers c join groups g on g.id = c.group_id where c.group_id = any(${g}::int[]) and c.main_id is not null
    union all
    select r.main_id, r.name, 'Uninstalled', r.agent_version, r.last_check_in, g.main_id
      from agsc_retired_agents r join groups g on g.id = r.group_id where r.group_id = any(${g}::int[])`;
  return pagedList<S['AgscComputer']>(
    db,
    p,
    request,
    { order: "order by x.status = 'Uninstalled', lower(x.name), x.main_id" },
    {
      count: `select count(*)::int as n from (${all}) x where true ${search}`,
      rows: (
        order,
        limit,
      ) => `select x.main_id as "mainId", x.name, x.status, x.group_main_id as "groupMainId",
          x.agent_version as "agentVersion", ${iso('x.last_seen')} as "lastCheckIn"
        from (${all}) x where true ${search}
        ${order} ${limit}`,
    },
  );
}
