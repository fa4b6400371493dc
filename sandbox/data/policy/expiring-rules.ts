// The rules about to expire (issue 28, the policy home): components of the published versions of
// the blocks a request sees whose expiresAt falls within the window, soonest first.
import type { components } from '../../../src/gen/openapi.gen';
import type { PolicyComponent } from '../../../src/domain/policy/effective-policy';
import type { Queryable } from '../../db/database';
import type { Scope } from '../../http/scope';
import { Params } from '../sql';
import { BLOCK_COLUMNS, BLOCK_FROM, visibleBlocksWhere, type BlockRow } from './blocks';
import type { NodeInfo } from './nodes';

type PolicyExpiringRule = components['schemas']['PolicyExpiringRule'];

export async function expiringRules(
  db: Queryable,
  at: NodeInfo,
  scope: Scope,
  now: Date,
  withinDays: number,
): Promise<PolicyExpiringRule[]> {
  const p = new Params();
  const from = p.add(now.toISOString());
  const to = p.add(new Date(now.getTime() + withinDays * 24 * 3_600_000).toISOString());
  const rows = await db.query<BlockRow & { component: PolicyComponent }>(
    `select ${BLOCK_COLUMNS}, x.c as component ${BLOCK_FROM}
       cross join lateral jsonb_array_elements(v.components) x(c)
     where b.version >= 1 and ${visibleBlocksWhere(p, at, scope)}
       and x.c->>'expiresAt' is not null
       and (x.c->>'expiresAt')::timestamptz > ${from}::timestamptz
       and (x.c->>'expiresAt')::timestamptz <= ${to}::timestamptz
     order by (x.c->>'expiresAt')::timestamptz, b.id`,
    p.values,
  );
  return rows.map((r) => ({
    component: r.component,
    blockId: r.blockId,
    blockName: r.name,
    level: r.level,
    owner: r.owner,
    version: r.version,
  }));
}
