// Handler of the topology's subtree (issue 27): the nodes below one node (the top of the session's
// scope by default) in one call, each with its policy version, computers and blocks, in tree order and paged by a
// keyset. Five queries whatever the tree's size: the nodes, their versions, the computers per
// group (summed up each path), the published blocks and the elective choices.
import { NODE_DEPTH, type PolicyNodeType } from '../../src/domain/policy/effective-policy';
import { SCOPE_DEPTH } from '../../src/domain/roles';
import { publishedUnder } from '../data/policy/block-lists';
import { computerCountsOnPaths, NO_COMPUTERS } from '../data/policy/computers';
import { blocksFlowing } from '../data/policy/flowing-blocks';
import { GLOBAL_NAME, pathOf } from '../data/policy/nodes';
import { partnerCount, rootIds, subtreeNodes, type SubtreeRoot } from '../data/policy/topology-subtree';
import { bounds } from '../data/policy/topology';
import { isGlobal } from '../data/tenant-ownership';
import { choicesFor } from '../data/policy/usage';
import { versionsOf } from '../data/policy/versions';
import { PreparedJson } from '../http/prepared-json';
import { invalid } from '../http/replies';
import type { HandlerMap, OkBody } from '../http/types';

type SubtreeReply = OkBody<'Policy_GetTopologySubtree'>;

const BAD_CURSOR = 'policy.topology.badCursor';

/** Replies kept serialized (and compressed once per encoding), with the kept reads they were built from. */
const KEPT_REPLIES = 8;
const replies = new Map<string, { inputs: readonly unknown[]; reply: PreparedJson<SubtreeReply> }>();

/** The cursor is the last key of a page, as base64url JSON; anything else is not one of ours. */
export const encodeCursor = (key: readonly string[]) =>
  Buffer.from(JSON.stringify(key)).toString('base64url');
function decodeCursor(cursor: string): string[] | null {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Array.isArray(key) && key.length >= 1 && key.length <= 4 && key.every((k) => typeof k === 'string')
      ? key
      : null;
  } catch {
    return null;
  }
}

export const policyTopologySubtreeHandlers: HandlerMap = {
  async Policy_GetTopologySubtree({ db, principal, scope, body, t }) {
    const after = body.after === null ? null : decodeCursor(body.after);
    if (body.after !== null && !after)
      return invalid([{ field: '/after', messageKey: BAD_CURSOR, message: t(BAD_CURSOR) }]);
    const top = body.rootType === null;
    // The depth in the scope tree of the nodes at depth 0 of the reply: the asked node, or the
    // level above the top of the session's scope (the global root is the Global Admin's top).
    const base = top ? SCOPE_DEPTH[principal.role] - 1 : NODE_DEPTH[body.rootType!];
    const ids = top
      ? { partnerId: null, companyId: null, siteId: null }
      : await rootIds(db, body.rootType!, body.rootGuid);
    const withGlobal = top && isGlobal(principal);
    // Only below the top of the session's scope (the nodes above it are not its to browse).
    const fromDepth = Math.max(base + 1, SCOPE_DEPTH[principal.role], 1);
    const toDepth = Math.min(body.depth === null ? 4 : base + body.depth, 4);
    const empty = {
      status: 200 as const,
      body: { isSuccess: true as const, message: null, entityData: [], entityDataCount: 0, nextAfter: null },
    };
    if (!ids || (!top && base + 1 <= SCOPE_DEPTH[principal.role])) return empty;
    const root: SubtreeRoot = { ...ids, fromDepth, toDepth };
    // The global root heads the Global Admin's whole tree (first page only).
    const globalRow = withGlobal && after === null ? 1 : 0;
    const limit = body.limit - globalRow;
    const nodes = fromDepth <= toDepth ? await subtreeNodes(db, principal, root, after, limit + 1) : [];
    const more = nodes.length > limit;
    const page = nodes.slice(0, limit);
    const [blocks, versions, counts] = await Promise.all([
      // Every published block: a node weighs only those owned on its path (flowing-blocks.ts).
      publishedUnder(db, null),
      versionsOf(db, [
        ...(globalRow ? [{ type: 'global' as const, id: 0 }] : []),
        ...page.map((r) => r.node),
      ]),
      computerCountsOnPaths(db, ids, scope.companyIds),
    ]);
    const choices = await choicesFor(
      db,
      blocks.filter((b) => b.offer === 'elective').map((b) => b.blockId),
    );
    const partners = globalRow ? await partnerCount(db) : 0;
    // The same kept reads (see kept-derivation.ts) give the same reply: kept serialized.
    const key = JSON.stringify([principal.role, bounds(principal), scope.companyIds, body]);
    const inputs = [nodes, blocks, versions, counts, choices, partners];
    const kept = replies.get(key);
    if (kept && kept.inputs.every((input, i) => input === inputs[i]))
      return { status: 200 as const, body: kept.reply };
    const flowing = blocksFlowing(blocks, choices);
    const describe = (
      row: {
        nodeType: PolicyNodeType;
        guid: string | null;
        name: string;
        parentGuid: string | null;
        childCount: number;
      },
      key: string,
      path: ReturnType<typeof pathOf>,
      depth: number,
    ) => {
      const inForce = flowing(path);
      return {
        ...row,
        version: versions.get(key) ?? null,
        computers: counts.get(key) ?? NO_COMPUTERS,
        blocks: inForce,
        receivesBlock: body.blockId ? inForce.some((b) => b.blockId === body.blockId) : null,
        depth,
      };
    };
    const entityData = page.map((r) =>
      describe(
        {
          nodeType: r.node.type,
          guid: r.guid,
          name: r.name,
          parentGuid: r.parentGuid,
          childCount: r.childCount,
        },
        `${r.node.type}:${r.node.id}`,
        pathOf(r),
        r.treeDepth - base,
      ),
    );
    if (globalRow) {
      entityData.unshift(
        describe(
          {
            nodeType: 'global',
            guid: null,
            name: GLOBAL_NAME,
            parentGuid: null,
            childCount: partners,
          },
          'global:0',
          pathOf({ partnerId: null, companyId: null, siteId: null, groupId: null }),
          1,
        ),
      );
    }
    const reply = new PreparedJson<SubtreeReply>({
      isSuccess: true as const,
      message: null,
      entityData,
      entityDataCount: entityData.length,
      nextAfter: more ? encodeCursor(page.at(-1)!.sortKey) : null,
    });
    replies.delete(key);
    replies.set(key, { inputs, reply });
    // The oldest first: a few sessions' trees, each a few MB.
    for (const old of replies.keys()) if (replies.size > KEPT_REPLIES) replies.delete(old);
    return { status: 200 as const, body: reply };
  },
};
