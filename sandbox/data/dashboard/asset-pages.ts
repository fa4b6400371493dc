// The paged asset views of a site: its groups with their first computers, and its computers.
import type { components } from '../../../src/gen/openapi.gen';
import type { Queryable } from '../../db/database';
import type { Scope } from '../../http/scope';
import type { RequestBody } from '../../http/types';
import { COMPUTER_FROM, COMPUTER_SUMMARY, computerOrder } from '../computer-rows';
import { pagedList, type ListSort, type Page } from '../paged-list';
import { computerScopeWhere } from '../scope-filters';
import { Params, likePattern } from '../sql';
import { iso } from '../timestamps';
import { COUNTS_JSON, countsBy, groupVisible } from './assets';

type S = components['schemas'];

const GROUP_SORT: ListSort = {
  columns: {
    groupName: 'lower(gr.name)',
    computerCount: 'coalesce(k.total, 0)',
    onlineCount: 'coalesce(k.online, 0)',
    offlineCount: 'coalesce(k.total, 0) - coalesce(k.online, 0)',
  },
  fallback: { column: 'groupName', dir: 'asc' },
  tiebreakers: ['gr.id'],
  nullable: 'all',
};

/** A page of a site's groups (the site found within the scope), each with its first computers. */
export async function groupAssetsWithComputers(
  db: Queryable,
  scope: Scope,
  siteId: number,
  body: RequestBody<'Dashboard_GetGroupAssetsWithComputer'>,
): Promise<Page<S['GroupAssetWithComputers']>> {
  const p = new Params();
  const parts = [`gr.site_id = ${p.add(siteId)}`, groupVisible(p, scope, 'gr')];
  if (body.groupGuid) parts.push(`gr.guid = ${p.add(body.groupGuid)}::uuid`);
  const search = body.search?.trim();
  if (search) parts.push(`gr.name ilike ${p.add(likePattern(search))}`);
  const k = countsBy(p, scope, 'c.group_id');
  const from = `groups gr join sites si on si.id = gr.site_id left join (${k}) k on k.key = gr.id`;
  const where = parts.join(' and ');
  const groups = await pagedList<Omit<S['GroupAssetWithComputers'], 'computers'>>(db, p, body, GROUP_SORT, {
    count: `select count(*)::int as n from ${from} where ${where}`,
    rows: (
      order,
      limit,
    ) => `select gr.id as "groupId", gr.guid::text as "groupGuid", gr.name as "groupName", gr.main_id as "mainId", gr.agms,
        si.guid::text as "siteGuid", si.name as "siteName", ${COUNTS_JSON} as counts
      from ${from} where ${where} ${order} ${limit}`,
  });
  const computers = await firstComputers(
    db,
    scope,
    groups.rows.map((g) => g.groupId),
    body.computersPerGroup ?? 10,
  );
  return {
    rows: groups.rows.map((g) => ({ ...g, computers: computers.get(g.groupId) ?? [] })),
    totalCount: groups.totalCount,
  };
}

/** The first computers by name of each group, within the scope. */
async function firstComputers(
  db: Queryable,
  scope: Scope,
  groupIds: number[],
  perGroup: number,
): Promise<Map<number, S['AssetComputer'][]>> {
  const computers = new Map<number, S['AssetComputer'][]>();
  if (perGroup <= 0 || groupIds.length === 0) return computers;
  const q = new Params();
  const rows = await db.query<S['AssetComputer'] & { groupId: number }>(
    `select x."groupId", x."computerId", x."computerGuid", x."computerName", x.os, x."protectionMode", x.online, x."lastSeen"
     from (select c.group_id as "groupId", c.id as "computerId", c.guid::text as "computerGuid", c.name as "computerName", c.os,
             c.protection_mode as "protectionMode", c.online, ${iso('c.last_seen')} as "lastSeen",
             row_number() over (partition by c.group_id order by lower(c.name), c.id) as rn
           from ${COMPUTER_FROM} where ${computerScopeWhere(q, scope)}
             and c.group_id = any(${q.add(groupIds)}::int[])) x
     where x.rn <= ${q.add(perGroup)} order by x."groupId", x.rn`,
    q.values,
  );
  for (const { groupId, ...c } of rows) computers.set(groupId, [...(computers.get(groupId) ?? []), c]);
  return computers;
}

/** A page of a site's computers (the site and group found within the scope). */
export function computerBrowsePage(
  db: Queryable,
  scope: Scope,
  node: { siteId: number; groupId: number | null },
  body: RequestBody<'Dashboard_GetComputerBrowseAsset'>,
): Promise<Page<S['ComputerSummary']>> {
  const p = new Params();
  const parts = [computerScopeWhere(p, scope), `g.site_id = ${p.add(node.siteId)}`];
  if (node.groupId !== null) parts.push(`c.group_id = ${p.add(node.groupId)}`);
  if (body.protectionMode) parts.push(`c.protection_mode = ${p.add(body.protectionMode)}`);
  if (body.online !== null && body.online !== undefined)
    parts.push(body.online ? 'c.online' : 'not c.online');
  const search = body.search?.trim();
  if (search) {
    const s = p.add(likePattern(search));
    parts.push(`(c.name ilike ${s} or c.ipv4 ilike ${s} or c.os ilike ${s})`);
  }
  const where = parts.join(' and ');
  return pagedList<S['ComputerSummary']>(
    db,
    p,
    body,
    { order: computerOrder(body.sortColumn, body.sortDir) },
    {
      count: `select count(*)::int as n from ${COMPUTER_FROM} where ${where}`,
      rows: (order, limit) =>
        `select ${COMPUTER_SUMMARY} from ${COMPUTER_FROM} where ${where} ${order} ${limit}`,
    },
  );
}
