// Handler of the Policy area drawing the topology (issue 27): the children of one node (the top of
// the session's scope first), each with its policy version, its computers on or behind it and the
// blocks that flow to it; loaded one level at a time.
import { reachVia } from '../../src/domain/policy/effective-policy';
import { publishedUnder } from '../data/policy/block-lists';
import { blockFacts } from '../data/policy/blocks';
import { computerCountsBy, NO_COMPUTERS } from '../data/policy/computers';
import { pageInMemory } from '../data/policy/in-memory-page';
import { nodeInfo, pathOf, type NodeInfo } from '../data/policy/nodes';
import { childNodes, topNodes, type TreeNodeRow } from '../data/policy/topology';
import { choicesFor } from '../data/policy/usage';
import { versionsOf } from '../data/policy/versions';
import type { Queryable } from '../db/database';
import { ok } from '../http/replies';
import type { HandlerMap } from '../http/types';

export const policyTopologyHandlers: HandlerMap = {
  async Policy_GetTopology({ db, principal, scope, body }) {
    const top = body.parentType === null;
    const nodes = top
      ? await topNodes(db, principal)
      : await childNodes(db, principal, body.parentType!, body.parentGuid);
    const page = pageInMemory(nodes, body, { name: (n) => n.name.toLowerCase() }, 'name');
    const parent = top ? null : await parentInfo(db, page.rows);
    const blocks = await publishedUnder(db, parent);
    const choices = await choicesFor(
      db,
      blocks.filter((b) => b.offer === 'elective').map((b) => b.blockId),
    );
    const version = await versionsOf(
      db,
      page.rows.map((r) => r.node),
    );
    // Children: one count grouped by child; the top nodes: each on its own (they are few).
    const childCounts =
      parent && page.rows[0] && page.rows[0].node.type !== 'global'
        ? await computerCountsBy(db, parent, scope.companyIds, page.rows[0].node.type)
        : null;
    const rows = [];
    for (const r of page.rows) {
      const path = pathOf(r);
      let computers = childCounts?.get(r.node.id) ?? NO_COMPUTERS;
      if (!childCounts) {
        const info = await nodeInfo(db, r.node);
        computers =
          (info && (await computerCountsBy(db, info, scope.companyIds, null)).get(0)) || NO_COMPUTERS;
      }
      const flowing = blocks.flatMap((b) => {
        const facts = blockFacts(b);
        const via = reachVia(facts, path, choices);
        if (!via) return [];
        const here =
          (facts.owner.type === r.node.type && facts.owner.id === r.node.id) ||
          choices.some(
            (c) => c.blockId === b.blockId && c.node.type === r.node.type && c.node.id === r.node.id,
          );
        return [{ blockId: b.blockId, name: b.name, level: b.level, via, here }];
      });
      rows.push({
        nodeType: r.node.type,
        guid: r.guid,
        name: r.name,
        parentGuid: r.parentGuid,
        childCount: r.childCount,
        version: version.get(`${r.node.type}:${r.node.id}`) ?? null,
        computers,
        blocks: flowing,
        receivesBlock: body.blockId ? flowing.some((b) => b.blockId === body.blockId) : null,
      });
    }
    return ok(rows, { totalCount: page.totalCount });
  },
};

/** The node above a page of siblings (their common parent's ids). */
async function parentInfo(db: Queryable, rows: readonly TreeNodeRow[]): Promise<NodeInfo | null> {
  const first = rows[0];
  if (!first) return null;
  const up = pathOf(first).at(-2);
  return up ? nodeInfo(db, up) : null;
}
