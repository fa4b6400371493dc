// The topology's subtree in one query (issue 27): every partner, company, site and group the
// session may see below a node, in tree order (a node's key is the path of its ancestors' keys, so
// its children follow it), paged by a keyset on that key. The bounds are the session's
// (`bounds` of topology.ts): the session's partner, companies, sites or groups.
import type { PolicyNodeType } from '../../../src/domain/policy/effective-policy';
import { readCached, type Queryable } from '../../db/database';
import type { Principal } from '../../http/principal';
import { keptDerivation } from './kept-derivation';
import { bounds, toNode, type TopologyRow, type TreeNodeRow } from './topology';

/** The subtree's root as ids: null ids are not bounded (the global root bounds nothing). */
export interface SubtreeRoot {
  partnerId: number | null;
  companyId: number | null;
  siteId: number | null;
  /** The depth of the shallowest node type returned (1 partners … 4 groups). */
  fromDepth: number;
  /** The depth of the deepest node type returned. */
  toDepth: number;
}

export interface SubtreeRow extends TreeNodeRow {
  /** The node's depth in the scope tree (1 partner … 4 group). */
  treeDepth: number;
  sortKey: string[];
}

// $1-$4: the session's bounds; $5-$7: the root's partner, company, site; $8, $9: the depths
// returned; $10: the keyset (the last key of the previous page, null first); $11: the page's size.
// Keys compare in the "C" collation, the same on PGlite and PostgreSQL.
const SUBTREE_SQL = `with
p as (select p.id as pid, p.guid::text as guid, p.name,
    array[(lower(p.name) || ' ' || p.guid::text) collate "C"] as k
  from partners p where ($1::int is null or p.id = $1) and ($5::int is null or p.id = $5)),
c as (select c.partner_id as pid, c.id as cid, c.guid::text as guid, c.name, p.guid as parent_guid,
    p.k || ((lower(c.name) || ' ' || c.guid::text) collate "C") as k
  from companies c join p on p.pid = c.partner_id
  where not c.deleted and ($2::int[] is null or c.id = any($2::int[])) and ($6::int is null or c.id = $6)),
s as (select c.pid, c.cid, s.id as sid, s.guid::text as guid, s.name, c.guid as parent_guid,
    c.k || ((lower(s.name) || ' ' || s.guid::text) collate "C") as k
  from sites s join c on c.cid = s.company_id
  where ($3::int[] is null or s.id = any($3::int[])) and ($7::int is null or s.id = $7)
    and ($4::int[] is null or exists (select 1 from groups g where g.site_id = s.id and g.id = any($4::int[])))),
g as (select s.pid, s.cid, s.sid, g.id as gid, g.guid::text as guid, g.name, s.guid as parent_guid,
    s.k || ((lower(g.name) || ' ' || g.guid::text) collate "C") as k
  from groups g join s on s.sid = g.site_id where ($4::int[] is null or g.id = any($4::int[]))),
nodes as (
  select 1 as depth, p.pid, null::int as cid, null::int as sid, null::int as gid, p.guid, p.name,
      null::text as parent_guid, p.k, coalesce(n.n, 0) as children
    from p left join (select pid, count(*)::int as n from c group by pid) n on n.pid = p.pid where $8 <= 1 and $9 >= 1
  union all
  select 2, c.pid, c.cid, null, null, c.guid, c.name, c.parent_guid, c.k, coalesce(n.n, 0)
    from c left join (select cid, count(*)::int as n from s group by cid) n on n.cid = c.cid where $8 <= 2 and $9 >= 2
  union all
  select 3, s.pid, s.cid, s.sid, null, s.guid, s.name, s.parent_guid, s.k, coalesce(n.n, 0)
    from s left join (select sid, count(*)::int as n from g group by sid) n on n.sid = s.sid where $8 <= 3 and $9 >= 3
  union all
  select 4, g.pid, g.cid, g.sid, g.gid, g.guid, g.name, g.parent_guid, g.k, 0
    from g where $8 <= 4 and $9 >= 4)
select * from nodes where $10::text[] is null or k > ($10::text[] collate "C")
order by k collate "C" limit $11`;

interface Row extends TopologyRow {
  depth: number;
  k: string[];
}

const TYPES: readonly PolicyNodeType[] = ['global', 'partner', 'company', 'site', 'group'];

/** A page of the subtree's nodes after `after` (a key of an earlier page), at most `limit`. */
export async function subtreeNodes(
  db: Queryable,
  principal: Principal,
  root: SubtreeRoot,
  after: string[] | null,
  limit: number,
): Promise<readonly SubtreeRow[]> {
  const rows = await readCached<Row>(db, SUBTREE_SQL, [
    ...bounds(principal),
    root.partnerId,
    root.companyId,
    root.siteId,
    root.fromDepth,
    root.toDepth,
    after,
    limit,
  ]);
  return subtreeRows(rows);
}

const subtreeRows = keptDerivation((rows: readonly Row[]): readonly SubtreeRow[] =>
  rows.map((r) => ({
    ...toNode(TYPES[r.depth] as Exclude<PolicyNodeType, 'global'>, r),
    treeDepth: r.depth,
    sortKey: r.k,
  })),
);

const ROOT_SQL: Partial<Record<PolicyNodeType, string>> = {
  partner: 'select id as p, null::int as c, null::int as s from partners where guid = $1::uuid',
  company:
    'select partner_id as p, id as c, null::int as s from companies where guid = $1::uuid and not deleted',
  site: `select c.partner_id as p, c.id as c, s.id as s from sites s join companies c on c.id = s.company_id
    where s.guid = $1::uuid and not c.deleted`,
};

/** The asked node's ids (null: it has no children the session may browse). */
export async function rootIds(db: Queryable, type: PolicyNodeType, guid: string | null) {
  if (type === 'global') return { partnerId: null, companyId: null, siteId: null };
  const sql = ROOT_SQL[type];
  if (!sql || !guid) return null;
  const [row] = await db.query<{ p: number; c: number | null; s: number | null }>(sql, [guid]);
  return row ? { partnerId: row.p, companyId: row.c, siteId: row.s } : null;
}

/** The partners below the global root. */
export async function partnerCount(db: Queryable): Promise<number> {
  const [row] = await readCached<{ n: number }>(db, 'select count(*)::int as n from partners');
  return row?.n ?? 0;
}
