// Handlers of rules made from evidence (issue 28): the impact of a rule before it is saved, saving
// it into its node's block (draft, or published at once) and the rules about to expire. Which events
// a rule names, and when it expires, is src/domain/policy/rule-match.ts.
import { mayWriteOwner } from '../data/policy/blocks';
import { evidenceComponent, hashFileName, saveEvidenceRule } from '../data/policy/evidence-rules';
import { expiringRules } from '../data/policy/expiring-rules';
import { pageInMemory } from '../data/policy/in-memory-page';
import { field } from '../data/policy/replies';
import { requestNode } from '../data/policy/request-node';
import { ruleImpact } from '../data/policy/rule-impact';
import { ruleNode, type RuleNode } from '../data/policy/rule-node';
import { eventById } from '../data/inspection/events';
import { forbidden, notFound, ok } from '../http/replies';
import type { Principal } from '../http/principal';
import type { HandlerMap } from '../http/types';

/** Whether the session may write rules at the node (the access table asked with its level, then the owner). */
function mayWriteAt(
  principal: Principal,
  node: RuleNode,
  permits: (f: { policyLevel: RuleNode['level'] }) => boolean,
) {
  const { info } = node;
  const owner =
    node.level === 'serviceProvider'
      ? { partnerId: info.partnerId, companyId: null, siteId: null, groupId: null }
      : { partnerId: null, companyId: info.companyId, siteId: info.siteId, groupId: info.groupId };
  return permits({ policyLevel: node.level }) && mayWriteOwner(principal, node.level, owner, info.partnerId);
}

export const policyRuleHandlers: HandlerMap = {
  async Policy_PreviewRuleImpact({ db, principal, body, now, permits }) {
    const node = await ruleNode(db, principal, body.scopeType, body.scopeGuid);
    if (!node) return notFound();
    if (!mayWriteAt(principal, node, permits)) return forbidden();
    return ok(await ruleImpact(db, body, node, now));
  },

  async Policy_SaveRule({ db, principal, scope, body, now, permits, t }) {
    if (body.expiry === 'date' && body.expiresAt && Date.parse(body.expiresAt) <= now.getTime())
      return field(t, '/expiresAt', 'validation.policyRule.expiresAt.past');
    const node = await ruleNode(db, principal, body.scopeType, body.scopeGuid);
    if (!node) return notFound();
    if (!mayWriteAt(principal, node, permits)) return forbidden();
    // The evidence must be something the session sees (the provenance names it).
    if (body.eventId !== undefined && !(await eventById(db, scope, body.eventId)))
      return field(t, '/eventId', 'validation.common.invalid');
    const fileName = body.kind === 'hash' && body.sha256 ? await hashFileName(db, body.sha256) : null;
    const component = evidenceComponent(body, fileName, principal, now);
    const saved = await db.transaction((tx) =>
      saveEvidenceRule(tx, node, component, body.publish, principal.name, now),
    );
    const {
      partnerId: _p,
      companyId: _c,
      siteId: _s,
      groupId: _g,
      ownerPartnerId: _o,
      ...block
    } = saved.block;
    return ok(
      { block, component: saved.component, published: saved.version !== null, version: saved.version },
      { message: saved.version !== null ? 'Rule saved and published.' : 'Rule saved.' },
    );
  },

  async Policy_ListExpiringRules({ db, principal, scope, body, now }) {
    const at = await requestNode(db, principal, scope);
    if (!at) return notFound();
    const rules = await expiringRules(db, at, scope, now, body.withinDays);
    // Soonest first whatever the sort column (the contract says so).
    const page = pageInMemory(
      rules,
      { ...body, sortColumn: null, sortDir: 'asc' },
      { order: () => 0 },
      'order',
    );
    return ok(page.rows, { totalCount: page.totalCount });
  },
};
