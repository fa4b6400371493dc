// The lists of blocks the Policy handlers filter further in memory (issue 27): the visible blocks
// of a level, the drafts waiting at a node, the published blocks that may flow below a node and the
// published electives offered to it.
import type { components } from '../../../src/gen/openapi.gen';
import { NODE_DEPTH } from '../../../src/domain/policy/effective-policy';
import { readCached, type Queryable } from '../../db/database';
import type { Scope } from '../../http/scope';
import { Params, likePattern } from '../sql';
import { BLOCK_COLUMNS, BLOCK_FROM, visibleBlocksWhere, type BlockRow } from './blocks';
import type { NodeInfo } from './nodes';

type PolicyBlockListFilter = components['schemas']['PolicyBlockListFilter'] &
  Pick<components['schemas']['PagedRequest'], 'search'>;

/** The blocks of one level visible at the node, narrowed by the list's filter. */
export function visibleBlocksOfLevel(
  db: Queryable,
  at: NodeInfo,
  scope: Scope,
  filter: PolicyBlockListFilter,
): Promise<BlockRow[]> {
  const p = new Params();
  const parts = [visibleBlocksWhere(p, at, scope), `b.level = ${p.add(filter.level)}`];
  if (filter.offer) parts.push(`b.offer = ${p.add(filter.offer)}`);
  if (filter.hasDraft === true) parts.push('d.block_id is not null');
  if (filter.hasDraft === false) parts.push('d.block_id is null');
  if (filter.search) {
    const like = p.add(likePattern(filter.search));
    parts.push(`(b.name ilike ${like} or b.description ilike ${like})`);
  }
  return db.query<BlockRow>(`select ${BLOCK_COLUMNS} ${BLOCK_FROM} where ${parts.join(' and ')}`, p.values);
}

/** How many blocks visible at the node have a draft waiting. */
export async function draftsWaitingAt(db: Queryable, at: NodeInfo, scope: Scope): Promise<number> {
  const p = new Params();
  const [drafts] = await readCached<{ n: number }>(
    db,
    `select count(*)::int as n ${BLOCK_FROM} where d.block_id is not null and ${visibleBlocksWhere(p, at, scope)}`,
    p.values,
  );
  return drafts?.n ?? 0;
}

/** The published blocks that may flow to nodes under `info`. */
export function publishedUnder(db: Queryable, info: NodeInfo | null): Promise<readonly BlockRow[]> {
  const p = new Params();
  const partner = info?.partnerId ?? null;
  const company = info?.companyId ?? null;
  return readCached<BlockRow>(
    db,
    `select ${BLOCK_COLUMNS} ${BLOCK_FROM} where b.version >= 1 and (b.level = 'spmGlobal'
       or (b.level = 'serviceProvider' and (${p.add(partner)}::int is null or b.partner_id = $1))
       or (b.level = 'local' and not c.deleted and (${p.add(partner)}::int is null or c.partner_id = $2)
         and (${p.add(company)}::int is null or b.company_id = $3)))
     order by b.level, b.name`,
    p.values,
  );
}

/** The published electives whose owner is above the node (only those are offered to it). */
export async function electivesOfferedTo(
  db: Queryable,
  at: NodeInfo,
  search: string | null | undefined,
): Promise<BlockRow[]> {
  if (at.node.type === 'global') return [];
  const p = new Params();
  const levels = [`b.level = 'spmGlobal'`];
  if (NODE_DEPTH[at.node.type] > NODE_DEPTH.partner && at.partnerId !== null)
    levels.push(`(b.level = 'serviceProvider' and b.partner_id = ${p.add(at.partnerId)})`);
  let like = '';
  if (search) {
    const pattern = p.add(likePattern(search));
    like = ` and (b.name ilike ${pattern} or b.description ilike ${pattern})`;
  }
  return db.query<BlockRow>(
    `select ${BLOCK_COLUMNS} ${BLOCK_FROM} where b.offer = 'elective' and b.version >= 1 and (${levels.join(' or ')})${like}`,
    p.values,
  );
}
