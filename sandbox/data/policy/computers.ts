// The computers under scope nodes and whether each runs its group's policy version in force.
import type { components } from '../../../src/gen/openapi.gen';
import type { Queryable } from '../../db/database';
import type { NodeInfo } from './nodes';

type PolicyComputerCounts = components['schemas']['PolicyComputerCounts'];

export const BEHIND_SQL = `c.policy_version is distinct from (select pv.version from policy_node_versions pv
  where pv.node_type = 'group' and pv.node_id = c.group_id)`;

/**
 * Counts per child node of `info` (keyed by the child's id at `childLevel`), or for `info` itself
 * (key 0) when childLevel is null.
 */
export async function computerCountsBy(
  db: Queryable,
  info: NodeInfo,
  companyIds: number[] | null,
  childLevel: 'partner' | 'company' | 'site' | 'group' | null,
): Promise<Map<number, PolicyComputerCounts>> {
  const key = { partner: 'co.partner_id', company: 'co.id', site: 's.id', group: 'g.id' }[
    childLevel ?? 'group'
  ];
  const rows = await db.query<{ k: number; total: number; behind: number }>(
    `select ${childLevel ? key : '0'} as k, count(*)::int as total, count(*) filter (where ${BEHIND_SQL})::int as behind
     from computers c join groups g on g.id = c.group_id join sites s on s.id = g.site_id
       join companies co on co.id = s.company_id
     where not c.deleted and not co.deleted and ($1::int is null or co.partner_id = $1) and ($2::int is null or co.id = $2)
       and ($3::int is null or s.id = $3) and ($4::int is null or g.id = $4)
       and ($5::int[] is null or co.id = any($5::int[]))
     group by 1`,
    [info.partnerId, info.companyId, info.siteId, info.groupId, companyIds],
  );
  return new Map(rows.map((r) => [r.k, { total: r.total, onVersion: r.total - r.behind, behind: r.behind }]));
}

export const NO_COMPUTERS: PolicyComputerCounts = { total: 0, onVersion: 0, behind: 0 };
