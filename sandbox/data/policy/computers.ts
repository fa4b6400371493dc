// The computers under scope nodes and whether each runs its group's policy version in force.
import type { components } from '../../../src/gen/openapi.gen';
import { readCached, type Queryable } from '../../db/database';
import { keptDerivation } from './kept-derivation';
import type { NodeInfo } from './nodes';

type PolicyComputerCounts = components['schemas']['PolicyComputerCounts'];

export const BEHIND_SQL = `c.policy_version is distinct from (select pv.version from policy_node_versions pv
  where pv.node_type = 'group' and pv.node_id = c.group_id)`;

/**
 * The live computers below `info` (within `companyIds`) counted per group and policy version, with
 * the version in force at each group: the rows the counts below sum up. The computers are grouped
 * before the versions are joined (one lookup per group and version, not one per computer: a
 * 5,000-computer company took 5,000), and the read is kept until one of its tables is written
 * (readCached: on PGlite a second ask costs nothing; the policy home and the topology ask it on
 * every visit).
 */
function groupCounts(db: Queryable, info: Ids, companyIds: number[] | null) {
  return readCached<{ p: number; co: number; s: number; g: number; total: number; behind: number }>(
    db,
    `select x.p, x.co, x.s, x.g, sum(x.n)::int as total,
       coalesce(sum(x.n) filter (where x.policy_version is distinct from pv.version), 0)::int as behind
     from (select co.partner_id as p, co.id as co, s.id as s, g.id as g, c.policy_version, count(*) as n
       from computers c join groups g on g.id = c.group_id join sites s on s.id = g.site_id
         join companies co on co.id = s.company_id
       where not c.deleted and not co.deleted and ($1::int is null or co.partner_id = $1)
         and ($2::int is null or co.id = $2) and ($3::int is null or s.id = $3) and ($4::int is null or g.id = $4)
         and ($5::int[] is null or co.id = any($5::int[]))
       group by 1, 2, 3, 4, 5) x
     left join policy_node_versions pv on pv.node_type = 'group' and pv.node_id = x.g
     group by 1, 2, 3, 4`,
    [info.partnerId, info.companyId, info.siteId, info.groupId ?? null, companyIds],
  );
}

type Ids = Pick<NodeInfo, 'partnerId' | 'companyId' | 'siteId'> & { groupId?: number | null };
type Counts = PolicyComputerCounts;
type GroupCountRow = Awaited<ReturnType<typeof groupCounts>>[number];

function sumBy(rows: readonly GroupCountRow[], keysOf: (row: GroupCountRow) => readonly (string | number)[]) {
  const sums = new Map<string | number, Counts>();
  for (const row of rows)
    for (const key of keysOf(row)) {
      const sum = sums.get(key) ?? { total: 0, onVersion: 0, behind: 0 };
      sum.total += row.total;
      sum.behind += row.behind;
      sum.onVersion = sum.total - sum.behind;
      sums.set(key, sum);
    }
  return sums;
}

/**
 * Counts per child node of `info` (keyed by the child's id at `childLevel`), or for `info` itself
 * (key 0) when childLevel is null.
 */
export async function computerCountsBy(
  db: Queryable,
  info: NodeInfo,
  companyIds: number[] | null,
  childLevel: 'partner' | 'company' | 'site' | 'group' | null,
): Promise<Map<number, Counts>> {
  const key = { partner: 'p', company: 'co', site: 's', group: 'g' } as const;
  const rows = await groupCounts(db, info, companyIds);
  return sumBy(rows, (row) => [childLevel ? row[key[childLevel]] : 0]) as Map<number, Counts>;
}

/** Counts below the root (within `companyIds`), keyed `type:id` by each node on the groups' paths and `global:0`. */
export async function computerCountsOnPaths(
  db: Queryable,
  root: Ids,
  companyIds: number[] | null,
): Promise<ReadonlyMap<string, Counts>> {
  return countsOnPaths(await groupCounts(db, root, companyIds));
}

const countsOnPaths = keptDerivation(
  (rows: readonly GroupCountRow[]) =>
    sumBy(rows, (r) => [
      'global:0',
      `partner:${r.p}`,
      `company:${r.co}`,
      `site:${r.s}`,
      `group:${r.g}`,
    ]) as ReadonlyMap<string, Counts>,
);

export const NO_COMPUTERS: PolicyComputerCounts = { total: 0, onVersion: 0, behind: 0 };
