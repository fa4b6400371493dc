// The effective policy of a node: the published blocks in force there (src/domain/policy decides)
// and their rules resolved by the one precedence (deny over allow, then the more specific level).
import type { components } from '../../../src/gen/openapi.gen';
import {
  NODE_DEPTH,
  reachVia,
  resolveRulesAt,
  type PolicyComponent,
  type PolicyVia,
  type ResolvedRule,
} from '../../../src/domain/policy/effective-policy';
import { readCached, type Queryable } from '../../db/database';
import { Params } from '../sql';
import { BLOCK_COLUMNS, BLOCK_FROM, blockFacts, ownerNode, type BlockRow } from './blocks';
import type { NodeInfo } from './nodes';
import { choicesFor } from './usage';

type PolicyRuleOrigin = components['schemas']['PolicyRuleOrigin'];
export type RuleOrigin = PolicyRuleOrigin & { ownerDepth: number };

export interface BlockInForce {
  block: BlockRow;
  via: PolicyVia;
  components: PolicyComponent[];
}

/** The blocks that could be in force at the node: SPM global, its partner's, the local ones on its path. */
function candidatesWhere(p: Params, at: NodeInfo): string {
  const parts = [`b.level = 'spmGlobal'`];
  if (at.partnerId !== null)
    parts.push(`(b.level = 'serviceProvider' and b.partner_id = ${p.add(at.partnerId)})`);
  if (at.companyId !== null)
    parts.push(`(b.level = 'local' and not c.deleted and b.company_id = ${p.add(at.companyId)}
      and (b.site_id is null or b.site_id = ${p.add(at.siteId ?? 0)})
      and (b.group_id is null or b.group_id = ${p.add(at.groupId ?? 0)}))`);
  return `b.version >= 1 and (${parts.join(' or ')})`;
}

export async function blocksInForce(db: Queryable, at: NodeInfo): Promise<BlockInForce[]> {
  const p = new Params();
  // Kept until a block, version, draft or node is written (readCached): every visit of the home asks it twice.
  const rows = await readCached<BlockRow & { components: PolicyComponent[] }>(
    db,
    `select ${BLOCK_COLUMNS}, v.components ${BLOCK_FROM} where ${candidatesWhere(p, at)} order by b.level, b.name, b.id`,
    p.values,
  );
  const choices = await choicesFor(
    db,
    rows.filter((r) => r.offer === 'elective').map((r) => r.blockId),
  );
  const out: BlockInForce[] = [];
  for (const { components, ...block } of rows) {
    const via = reachVia(blockFacts(block), at.path, choices);
    if (via) out.push({ block, via, components });
  }
  return out;
}

/**
 * Every component of the blocks in force at `now` (the sandbox's clock: expired rules left out),
 * resolved: in force or shadowed by the rule that wins.
 */
export function effectiveRules(blocks: readonly BlockInForce[], now: Date): ResolvedRule<RuleOrigin>[] {
  return resolveRulesAt(
    blocks.flatMap(({ block, via, components }) =>
      components.map((component) => ({
        component,
        origin: {
          level: block.level,
          via,
          owner: block.owner,
          blockId: block.blockId,
          blockName: block.name,
          version: block.version,
          ownerDepth: NODE_DEPTH[ownerNode(block).type],
        },
      })),
    ),
    now,
  );
}

/** The contract's origin (without the depth the precedence used). */
export const originOf = ({ ownerDepth: _depth, ...origin }: RuleOrigin): PolicyRuleOrigin => origin;
