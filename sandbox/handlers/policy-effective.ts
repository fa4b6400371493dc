// Handlers of the Policy area about what is in force (issue 27): the effective policy of the
// selected scope and its rules with their origin, the electives offered to it and the choice to
// opt in or out. The blocks in force and the precedence of rules are src/domain/policy's.
import type { components } from '../../src/gen/openapi.gen';
import { draftsWaitingAt } from '../data/policy/block-lists';
import { computerCountsBy, NO_COMPUTERS } from '../data/policy/computers';
import { blocksInForce, effectiveRules, originOf } from '../data/policy/effective';
import { pageInMemory } from '../data/policy/in-memory-page';
import { requestNode } from '../data/policy/request-node';
import { nodeVersion } from '../data/policy/versions';
import { notFound, ok } from '../http/replies';
import type { HandlerMap } from '../http/types';

type PolicyComponentKind = components['schemas']['PolicyComponentKind'];

const KINDS: readonly PolicyComponentKind[] = [
  'trustedPublisher',
  'trustedFolder',
  'powerApp',
  'appGroup',
  'hash',
];
const LEVEL_ORDER = { spmGlobal: 0, serviceProvider: 1, local: 2 } as const;

export const policyEffectiveHandlers: HandlerMap = {
  async Policy_GetEffectivePolicy({ db, principal, scope, now }) {
    const at = await requestNode(db, principal, scope);
    if (!at) return notFound();
    const blocks = await blocksInForce(db, at);
    const rules = effectiveRules(blocks, now);
    const inForce = rules.filter((r) => r.state === 'inForce');
    const draftsWaiting = await draftsWaitingAt(db, at, scope);
    const version = await nodeVersion(db, at.node);
    const computers = (await computerCountsBy(db, at, scope.companyIds, null)).get(0) ?? NO_COMPUTERS;
    return ok({
      scope: at.ref,
      version: version?.version ?? null,
      versionOn: version?.versionOn ?? null,
      blocks: blocks
        .sort(
          (a, b) =>
            LEVEL_ORDER[a.block.level] - LEVEL_ORDER[b.block.level] ||
            a.block.name.localeCompare(b.block.name),
        )
        .map(({ block, via, components: list }) => ({
          blockId: block.blockId,
          name: block.name,
          level: block.level,
          offer: block.offer,
          via,
          owner: block.owner,
          version: block.version,
          publishedOn: block.publishedOn!,
          componentCount: list.length,
          hasDraft: block.hasDraft,
        })),
      countsByKind: KINDS.map((kind) => ({
        kind,
        allow: inForce.filter((r) => r.component.kind === kind && r.component.action === 'allow').length,
        deny: inForce.filter((r) => r.component.kind === kind && r.component.action === 'deny').length,
      })),
      ruleCount: inForce.length,
      shadowedCount: rules.length - inForce.length,
      draftsWaiting,
      computers,
    });
  },

  async Policy_ListEffectiveRules({ db, principal, scope, body, now }) {
    const at = await requestNode(db, principal, scope);
    if (!at) return notFound();
    const search = body.search?.toLowerCase();
    const rules = effectiveRules(await blocksInForce(db, at), now).filter(
      (r) =>
        (!body.kind || r.component.kind === body.kind) &&
        (!body.action || r.component.action === body.action) &&
        (!body.state || r.state === body.state) &&
        (!body.blockId || r.origin.blockId === body.blockId) &&
        (!search ||
          [r.component.target, r.component.product, r.component.fileName, r.origin.blockName].some((v) =>
            v?.toLowerCase().includes(search),
          )),
    );
    const page = pageInMemory(
      rules,
      body,
      {
        kind: (r) => `${r.component.kind}|${r.component.target.toLowerCase()}`,
        action: (r) => r.component.action,
        target: (r) => r.component.target.toLowerCase(),
        blockName: (r) => r.origin.blockName.toLowerCase(),
        level: (r) => LEVEL_ORDER[r.origin.level],
      },
      'kind',
    );
    return ok(
      page.rows.map((r) => ({
        component: r.component,
        state: r.state,
        origin: originOf(r.origin),
        shadowedBy: r.shadowedBy ? originOf(r.shadowedBy) : null,
      })),
      { totalCount: page.totalCount },
    );
  },
};
