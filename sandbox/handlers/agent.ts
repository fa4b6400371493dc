// Handlers of the Agent area: agent main settings of a group, a role-policy template (per
// company) or a company, the role-policy templates, the agms event policies and the
// ignore-event and event-severity rules of a group or template.
//
// Who: the access table (src/domain/operation-access.ts): its gate admits the roles of group
// level work; the level of the request (a group, a role-policy template, a company) is asked of
// it once resolved (sandbox/data/agent/targets.ts). agms rules and event policies need an agms
// group with a main id (404 otherwise). The SQL is sandbox/data/agent's.
import type { components } from '../../src/gen/openapi.gen';
import type { Database } from '../db/database';
import { forbidden, invalid, notFound, ok } from '../http/replies';
import type { Scope } from '../http/scope';
import type { HandlerMap } from '../http/types';
import { eventPolicies, templatePolicies } from '../data/agent/policies';
import { deleteRule, listRules, saveRules, type RuleInput, type RuleTable } from '../data/agent/rules';
import { readSettings, settingsOrDefaults, writeSettings } from '../data/agent/settings';
import { resolveRuleTarget, resolveTarget, type Permits, type TargetRequest } from '../data/agent/targets';
import { AGENT_DEFAULTS } from '../seed/agent';

type S = components['schemas'];

const failed = (code: 403 | 404) => (code === 403 ? forbidden() : notFound());

type T = (key: string) => string;

/** What every rule operation is given: the database, the access table's answer, the scope. */
interface RuleContext {
  db: Database;
  permits: Permits;
  scope: Scope;
  now: Date;
  t: T;
}

/** One kind of agms rule: its table, its catalogue key for a blank name, its replies' messages. */
interface RuleKind {
  table: RuleTable;
  nameRequired: string;
  updated: string;
  deleted: string;
}

const IGNORE_EVENTS: RuleKind = {
  table: 'ignore_event_rules',
  nameRequired: 'validation.ignoreEvents.ruleName.required',
  updated: 'Ignore Events Filter Policy was updated successfully',
  deleted: 'Ignore Events Filter Policy was deleted successfully',
};

const SEVERITY_EVENTS: RuleKind = {
  table: 'severity_event_rules',
  nameRequired: 'validation.severityEvents.ruleName.required',
  updated: 'Event Severity Policy was updated successfully',
  deleted: 'Event Severity Policy was deleted successfully',
};

/** The rules of the requested group or template. */
async function rulesReply<Rule>({ db, permits, scope }: RuleContext, kind: RuleKind, given: TargetRequest) {
  const target = await resolveRuleTarget(db, permits, scope, given);
  if (target === 403 || target === 404) return failed(target);
  return ok(await listRules<Rule>(db, kind.table, target));
}

/** Saves the rules of a group or template (every rule named), then lists them. */
async function saveRulesReply<Rule>(
  { db, permits, scope, now, t }: RuleContext,
  kind: RuleKind,
  given: TargetRequest,
  rules: RuleInput[],
) {
  const target = await resolveRuleTarget(db, permits, scope, given);
  if (target === 403 || target === 404) return failed(target);
  const errors = rules.flatMap((r, i) =>
    r.ruleName.trim() === ''
      ? [{ field: `/rules/${i}/ruleName`, messageKey: kind.nameRequired, message: t(kind.nameRequired) }]
      : [],
  );
  if (errors.length > 0) return invalid(errors);
  if ((await saveRules(db, kind.table, target, rules, now)) === 'missing') return notFound();
  return ok(await listRules<Rule>(db, kind.table, target), { message: kind.updated });
}

/** Deletes one rule the caller may change. */
async function deleteRuleReply({ db, permits, scope }: RuleContext, kind: RuleKind, ruleId: number) {
  const outcome = await deleteRule(db, kind.table, permits, scope, ruleId);
  return outcome === 'deleted' ? ok({ ruleId }, { message: kind.deleted }) : failed(outcome);
}

export const agentHandlers: HandlerMap = {
  async AgentMain_GetOrCreateDefaultAgentMain({ db, permits, scope, query, now }) {
    const given = { groupGuid: query.groupGuid, templateId: query.templateId };
    const target = await resolveTarget(db, permits, scope, given, true);
    if (target === 403 || target === 404) return failed(target);
    return ok(await settingsOrDefaults(db, target, now));
  },

  async AgentMain_UpdateAgentMain({ db, principal, scope, body, now, permits }) {
    const given = { groupGuid: body.groupGuid, templateId: body.templateId };
    const target = await resolveTarget(db, permits, scope, given, true);
    if (target === 403 || target === 404) return failed(target);
    const { groupGuid: _group, templateId: _template, ...values } = body;
    await db.transaction((tx) => writeSettings(tx, target, values, false, principal.name, now));
    return ok((await readSettings(db, target))!, { message: 'Settings has been updated!' });
  },

  async AgentMain_ResetToDefaultAgentMain({ db, principal, scope, body, now, permits }) {
    // Without a group or template, the scope headers decide, as on UpdateAgentMain.
    const given = body.groupGuid ? { groupGuid: body.groupGuid } : { templateId: body.templateId };
    const target = await resolveTarget(db, permits, scope, given, true);
    if (target === 403 || target === 404) return failed(target);
    await db.transaction((tx) => writeSettings(tx, target, AGENT_DEFAULTS, true, principal.name, now));
    return ok((await readSettings(db, target))!, { message: 'Settings has been updated!' });
  },

  async Agms_TemplatePolicy({ db, scope, query }) {
    const rows = await templatePolicies(db, scope, query.templateId);
    if (query.templateId !== undefined && rows.length === 0) return notFound();
    return ok(rows);
  },

  async Agms_EventPolicy({ db, permits, scope, query }) {
    const given = { groupGuid: query.groupGuid, templateId: query.templateId };
    const target = await resolveRuleTarget(db, permits, scope, given);
    if (target === 403 || target === 404) return failed(target);
    return ok(await eventPolicies(db, target));
  },

  async Agms_IgnoreEvents(ctx) {
    return rulesReply<S['IgnoreEventRule']>(ctx, IGNORE_EVENTS, ctx.query);
  },

  async Agms_IgnoreEvents_Update(ctx) {
    const rules = ctx.body.rules.map((r) => ({ ...r, extra: r.eventTypeName }));
    return saveRulesReply<S['IgnoreEventRule']>(ctx, IGNORE_EVENTS, ctx.body, rules);
  },

  async Agms_IgnoreEvents_Delete(ctx) {
    return deleteRuleReply(ctx, IGNORE_EVENTS, ctx.query.ruleId);
  },

  async Agms_SeverityEvents(ctx) {
    return rulesReply<S['SeverityEventRule']>(ctx, SEVERITY_EVENTS, ctx.query);
  },

  async Agms_SeverityEvents_Update(ctx) {
    const rules = ctx.body.rules.map((r) => ({ ...r, extra: r.severity }));
    return saveRulesReply<S['SeverityEventRule']>(ctx, SEVERITY_EVENTS, ctx.body, rules);
  },

  async Agms_SeverityEvents_Delete(ctx) {
    return deleteRuleReply(ctx, SEVERITY_EVENTS, ctx.query.ruleId);
  },
};
