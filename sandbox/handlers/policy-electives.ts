// Handlers of the Policy area for electives (issue 27): the published electives offered to the
// selected scope (SPM global ones, and its partner's below the partner), the choice made here and
// the one in force; a choice gives the nodes whose effective policy it changes a new version.
import {
  electiveDecision,
  NODE_DEPTH,
  type ElectiveChoiceFacts,
} from '../../src/domain/policy/effective-policy';
import { SCOPE_DEPTH } from '../../src/domain/roles';
import { electivesOfferedTo } from '../data/policy/block-lists';
import { blockFacts, type BlockRow } from '../data/policy/blocks';
import { saveElectiveChoice } from '../data/policy/elective-choices';
import { pageInMemory } from '../data/policy/in-memory-page';
import { nodeInfo, type NodeInfo } from '../data/policy/nodes';
import { nodesReached } from '../data/policy/publish-reach';
import { requestNode } from '../data/policy/request-node';
import { choicesFor } from '../data/policy/usage';
import { bumpVersions } from '../data/policy/versions';
import type { Queryable } from '../db/database';
import { forbidden, notFound, ok } from '../http/replies';
import type { HandlerMap } from '../http/types';
import { field } from '../data/policy/replies';

async function electiveOf(
  db: Queryable,
  at: NodeInfo,
  block: BlockRow,
  choices: readonly ElectiveChoiceFacts[],
) {
  const mine = choices.filter((c) => c.blockId === block.blockId);
  const here = mine.find((c) => c.node.type === at.node.type && c.node.id === at.node.id);
  const decision = electiveDecision(blockFacts(block), at.path, mine);
  const decidedAt = decision.decidedAt ? ((await nodeInfo(db, decision.decidedAt))?.ref ?? null) : null;
  return {
    blockId: block.blockId,
    name: block.name,
    description: block.description,
    level: block.level,
    owner: block.owner,
    version: block.version,
    componentCount: block.componentCount,
    choice: here?.choice ?? ('inherit' as const),
    chosen: decision.chosen,
    decidedAt,
  };
}

export const policyElectiveHandlers: HandlerMap = {
  async Policy_ListElectives({ db, principal, scope, body }) {
    const at = await requestNode(db, principal, scope);
    if (!at) return notFound();
    const blocks = await electivesOfferedTo(db, at, body.search);
    const choices = await choicesFor(
      db,
      blocks.map((b) => b.blockId),
    );
    const rows = [];
    for (const b of blocks) rows.push(await electiveOf(db, at, b, choices));
    const filtered =
      body.chosen === null || body.chosen === undefined ? rows : rows.filter((r) => r.chosen === body.chosen);
    const page = pageInMemory(
      filtered,
      body,
      { name: (r) => r.name.toLowerCase(), level: (r) => r.level, version: (r) => r.version },
      'name',
    );
    return ok(page.rows, { totalCount: page.totalCount });
  },

  async Policy_SetElectiveChoice({ db, principal, scope, body, now, t }) {
    const at = await requestNode(db, principal, scope);
    if (!at) return notFound();
    if (at.node.type === 'global') return field(t, '', 'validation.policyElective.globalRoot');
    // The admins of the node or above it (scope resolution keeps the node within the tenant).
    if (SCOPE_DEPTH[principal.role] > NODE_DEPTH[at.node.type]) return forbidden();
    const block = (await electivesOfferedTo(db, at, null)).find((b) => b.blockId === body.blockId);
    if (!block) return notFound();
    const before = await choicesFor(db, [block.blockId]);
    const others = before.filter((c) => !(c.node.type === at.node.type && c.node.id === at.node.id));
    const after =
      body.choice === 'inherit'
        ? others
        : [...others, { blockId: block.blockId, node: at.node, choice: body.choice }];
    const facts = blockFacts(block);
    const reached = await nodesReached(db, facts, facts, before, after, 'changed');
    await db.transaction(async (tx) => {
      await saveElectiveChoice(tx, block.blockId, at.node, body.choice, now);
      await bumpVersions(tx, reached, now);
    });
    return ok(await electiveOf(db, at, block, after), { message: 'Elective choice saved.' });
  },
};
