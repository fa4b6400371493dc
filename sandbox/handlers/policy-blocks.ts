// Handlers of the Policy area, reading building blocks (issue 27): the blocks of a level, one block
// with its draft, versions and where it is used, its components, and two versions compared.
// Visibility: SPM global blocks for everyone, a partner's for its tenants, local blocks for the
// nodes on their path and above (never another tenant's: 404).
import type { components } from '../../src/gen/openapi.gen';
import type { PolicyComponent } from '../../src/domain/policy/effective-policy';
import { blockDetail, summary } from '../data/policy/block-detail';
import { visibleBlock } from '../data/policy/blocks';
import { visibleBlocksOfLevel } from '../data/policy/block-lists';
import { componentsOf, headOf } from '../data/policy/drafts';
import { pageInMemory } from '../data/policy/in-memory-page';
import { groupsUnder } from '../data/policy/nodes';
import { requestNode } from '../data/policy/request-node';
import { withUsedByCounts } from '../data/policy/usage';
import { Params } from '../data/sql';
import { notFound, ok } from '../http/replies';
import type { HandlerMap } from '../http/types';

type PolicyDiffField = components['schemas']['PolicyDiffField'];

const matches = (c: PolicyComponent, search: string) =>
  [c.target, c.product, c.fileName, c.note].some((v) => v?.toLowerCase().includes(search.toLowerCase()));

export const policyBlockHandlers: HandlerMap = {
  async Policy_ListBlocks({ db, principal, scope, body }) {
    const at = await requestNode(db, principal, scope);
    if (!at) return notFound();
    const rows = await visibleBlocksOfLevel(db, at, scope, body);
    await withUsedByCounts(db, rows, await groupsUnder(db, at, scope.companyIds));
    const page = pageInMemory(
      rows,
      body,
      {
        name: (b) => b.name.toLowerCase(),
        version: (b) => b.version,
        publishedOn: (b) => b.publishedOn ?? '',
        componentCount: (b) => b.componentCount,
        usedByCount: (b) => b.usedByCount,
        updatedOn: (b) => b.updatedOn,
      },
      'name',
    );
    return ok(page.rows.map(summary), { totalCount: page.totalCount });
  },

  async Policy_GetBlock({ db, principal, scope, query, permits }) {
    const detail = await blockDetail(db, principal, scope, permits, query.blockId);
    return detail ? ok(detail) : notFound();
  },

  async Policy_ListBlockComponents({ db, principal, scope, body }) {
    const at = await requestNode(db, principal, scope);
    const block = at && (await visibleBlock(db, new Params(), at, scope, body.blockId));
    if (!at || !block) return notFound();
    const version = body.version ?? (body.draft ? null : block.version);
    const all = version === 0 ? [] : await componentsOf(db, block.blockId, version);
    if (!all) return notFound();
    const rows = all.filter(
      (c) =>
        (!body.kind || c.kind === body.kind) &&
        (!body.action || c.action === body.action) &&
        (!body.search || matches(c, body.search)),
    );
    const page = pageInMemory(
      rows,
      body,
      {
        kind: (c) => `${c.kind}|${c.target.toLowerCase()}`,
        action: (c) => c.action,
        target: (c) => c.target.toLowerCase(),
      },
      'kind',
    );
    return ok(page.rows, { totalCount: page.totalCount });
  },

  async Policy_DiffBlockVersions({ db, principal, scope, query }) {
    const at = await requestNode(db, principal, scope);
    const block = at && (await visibleBlock(db, new Params(), at, scope, query.blockId));
    if (!at || !block) return notFound();
    const side = async (s: string) => {
      const version = s === 'draft' ? null : Number(s);
      const head = await headOf(db, block.blockId, version);
      const comps = await componentsOf(db, block.blockId, version);
      return head && comps ? { head, comps } : null;
    };
    const from = await side(query.from);
    const to = await side(query.to);
    if (!from || !to) return notFound();
    const before = new Map(from.comps.map((c) => [c.componentKey, c]));
    const after = new Map(to.comps.map((c) => [c.componentKey, c]));
    const changed = to.comps.flatMap((c) => {
      const old = before.get(c.componentKey);
      return old && JSON.stringify(old) !== JSON.stringify(c) ? [{ before: old, after: c }] : [];
    });
    const fields: PolicyDiffField[] = (['name', 'description', 'offer'] as const)
      .filter((f) => from.head[f] !== to.head[f])
      .map((f) => ({ field: f, before: from.head[f]!, after: to.head[f]! }));
    const added = to.comps.filter((c) => !before.has(c.componentKey));
    const removed = from.comps.filter((c) => !after.has(c.componentKey));
    return ok({
      blockId: block.blockId,
      from: query.from,
      to: query.to,
      fields,
      added,
      removed,
      changed,
      unchangedCount: to.comps.length - added.length - changed.length,
    });
  },
};
