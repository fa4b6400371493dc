// Handlers of the Agent area: agent main settings of a group, a role-policy template (per
// company) or a company, the role-policy templates, the agms event policies and the
// ignore-event and event-severity rules of a group or template.
//
// Who: the access table (src/domain/operation-access.ts): its gate admits the roles of group
// level work; the level of the request (a group, a role-policy template, a company) is asked of
// it here, once resolved (`permits`). agms rules and event policies need an agms group with a
// main id (404 otherwise).
import type { OperationFacts } from '../../src/domain/operation-conditions';
import type { components } from '../../src/gen/openapi.gen';
import type { Database, Queryable } from '../db/database';
import { forbidden, invalid, notFound, ok } from '../http/replies';
import type { Scope } from '../http/scope';
import { iso } from '../data/timestamps';
import type { HandlerMap } from '../http/types';
import { AGENT_DEFAULTS, EVENT_POLICIES } from '../seed/agent';

type S = components['schemas'];

/** Whether the access table lets the caller work at a level in this call. */
type Permits = (facts: OperationFacts) => boolean;

type Target =
  | { kind: 'group'; groupId: number; companyId: number; agms: boolean }
  | { kind: 'template'; templateId: number; companyId: number }
  | { kind: 'company'; companyId: number };

type Resolved = Target | 403 | 404;

/**
 * The group, template or company a request works on: the groupGuid or templateId given, else
 * the selected group, else (agent settings only) the selected company. Checks role and scope.
 */
async function resolveTarget(
  db: Queryable,
  permits: Permits,
  scope: Scope,
  given: { groupGuid?: string | null; templateId?: number | null },
  allowCompany: boolean,
): Promise<Resolved> {
  if (given.templateId !== undefined && given.templateId !== null) {
    if (!permits({ targetLevel: 'template' })) return 403;
    const [tpl] = await db.query<{ id: number; company_id: number | null }>(
      'select id, company_id from role_policy_templates where id = $1',
      [given.templateId],
    );
    if (!tpl) return 404;
    if (tpl.company_id !== null && scope.companyIds !== null && !scope.companyIds.includes(tpl.company_id))
      return 404;
    if (tpl.company_id !== null && scope.companyId !== null && tpl.company_id !== scope.companyId) return 404;
    const companyId = scope.companyId ?? tpl.company_id;
    return companyId === null ? 404 : { kind: 'template', templateId: tpl.id, companyId };
  }
  let groupId: number | null = null;
  if (given.groupGuid) {
    const [g] = await db.query<{ id: number }>('select id from groups where guid = $1', [given.groupGuid]);
    if (!g) return 404;
    groupId = g.id;
  } else if (scope.groupId !== null) {
    groupId = scope.groupId;
  }
  if (groupId !== null) {
    const [g] = await db.query<{
      id: number;
      site_id: number;
      company_id: number;
      agms: boolean;
      deleted: boolean;
    }>(
      `select g.id, g.site_id, s.company_id, (g.agms and g.main_id is not null) as agms, co.deleted
       from groups g join sites s on s.id = g.site_id join companies co on co.id = s.company_id where g.id = $1`,
      [groupId],
    );
    if (!g || g.deleted) return 404;
    if (scope.companyIds !== null && !scope.companyIds.includes(g.company_id)) return 403;
    if (scope.siteIds !== null && !scope.siteIds.includes(g.site_id)) return 403;
    if (scope.groupIds !== null && !scope.groupIds.includes(g.id)) return 403;
    return { kind: 'group', groupId: g.id, companyId: g.company_id, agms: g.agms };
  }
  if (allowCompany && scope.companyId !== null) {
    return permits({ targetLevel: 'company' }) ? { kind: 'company', companyId: scope.companyId } : 403;
  }
  return 404;
}

/** The agms rules and event policies: a group must be an agms group with a main id. */
async function resolveAgmsTarget(
  db: Queryable,
  permits: Permits,
  scope: Scope,
  given: { groupGuid?: string | null; templateId?: number | null },
) {
  const target = await resolveTarget(db, permits, scope, given, false);
  if (target === 403 || target === 404) return target;
  if (target.kind === 'group' && !target.agms) return 404;
  return target as Exclude<Target, { kind: 'company' }>;
}

const failed = (code: 403 | 404) => (code === 403 ? forbidden() : notFound());

// ---------------------------------------------------------------- agent main settings

const SETTINGS_SELECT = `select a.id as "agentMainId", co.guid::text as "companyGuid", g.guid::text as "groupGuid", a.template_id as "templateId",
  a.policy_polling_interval as "policyPollingInterval", a.log_posting_interval as "logPostingInterval",
  a.max_log_folder_size as "maxLogFolderSize", a.log_severity as "logSeverity", a.summary_mode as "summaryMode",
  a.encryption_method as "encryptionMethod", a.report_process_hash as "reportProcessHash", a.report_process_tree as "reportProcessTree",
  a.report_publisher_info as "reportPublisherInfo", a.encrypt_logs as "encryptLogs", a.debug_log_hours as "debugLogHours",
  a.debug_log_severity as "debugLogSeverity", a.debug_log_folder_size as "debugLogFolderSize", a.is_default as "isDefault",
  ${iso('a.updated_on')} as "updatedOn", a.updated_by as "updatedBy"
  from agent_settings a join companies co on co.id = a.company_id left join groups g on g.id = a.group_id`;

function settingsKey(target: Target): { where: string; values: unknown[] } {
  switch (target.kind) {
    case 'group':
      return { where: 'a.group_id = $1', values: [target.groupId] };
    case 'template':
      return {
        where: 'a.company_id = $1 and a.template_id = $2',
        values: [target.companyId, target.templateId],
      };
    default:
      return {
        where: 'a.company_id = $1 and a.group_id is null and a.template_id is null',
        values: [target.companyId],
      };
  }
}

async function readSettings(db: Queryable, target: Target): Promise<S['AgentSettings'] | null> {
  const key = settingsKey(target);
  const [row] = await db.query<S['AgentSettings']>(`${SETTINGS_SELECT} where ${key.where}`, key.values);
  return row ?? null;
}

type SettingsValues = Omit<
  S['AgentSettings'],
  'agentMainId' | 'companyGuid' | 'groupGuid' | 'templateId' | 'isDefault' | 'updatedOn' | 'updatedBy'
>;

/** Stores the settings of a target (insert or replace) in the transaction. */
async function writeSettings(
  tx: Queryable,
  target: Target,
  v: SettingsValues,
  isDefault: boolean,
  by: string | null,
  now: Date,
): Promise<void> {
  const values = [
    v.policyPollingInterval,
    v.logPostingInterval,
    v.maxLogFolderSize,
    v.logSeverity,
    v.summaryMode,
    v.encryptionMethod,
    v.reportProcessHash,
    v.reportProcessTree,
    v.reportPublisherInfo,
    v.encryptLogs,
    v.debugLogHours,
    v.debugLogSeverity,
    v.debugLogFolderSize,
    isDefault,
    now,
    by,
  ];
  const key = settingsKey(target);
  const [existing] = await tx.query<{ id: number }>(
    `select a.id from agent_settings a where ${key.where} for update`,
    key.values,
  );
  if (existing) {
    await tx.query(
      `update agent_settings set policy_polling_interval = $1, log_posting_interval = $2, max_log_folder_size = $3, log_severity = $4,
         summary_mode = $5, encryption_method = $6, report_process_hash = $7, report_process_tree = $8, report_publisher_info = $9,
         encrypt_logs = $10, debug_log_hours = $11, debug_log_severity = $12, debug_log_folder_size = $13, is_default = $14,
         updated_on = $15, updated_by = $16 where id = $17`,
      [...values, existing.id],
    );
    return;
  }
  await tx.query(
    `insert into agent_settings (policy_polling_interval, log_posting_interval, max_log_folder_size, log_severity, summary_mode,
       encryption_method, report_process_hash, report_process_tree, report_publisher_info, encrypt_logs, debug_log_hours,
       debug_log_severity, debug_log_folder_size, is_default, updated_on, updated_by, company_id, group_id, template_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
    [
      ...values,
      target.companyId,
      target.kind === 'group' ? target.groupId : null,
      target.kind === 'template' ? target.templateId : null,
    ],
  );
}

// ---------------------------------------------------------------- rules

type RuleTable = 'ignore_event_rules' | 'severity_event_rules';

function ruleScope(target: Exclude<Target, { kind: 'company' }>): { where: string; values: unknown[] } {
  return target.kind === 'group'
    ? { where: 'r.group_id = $1', values: [target.groupId] }
    : { where: 'r.company_id = $1 and r.template_id = $2', values: [target.companyId, target.templateId] };
}

async function listRules<T>(
  db: Queryable,
  table: RuleTable,
  target: Exclude<Target, { kind: 'company' }>,
): Promise<T[]> {
  const key = ruleScope(target);
  const specific = table === 'ignore_event_rules' ? 'r.event_type_name as "eventTypeName"' : 'r.severity';
  return db.query<T>(
    `select r.id as "ruleId", r.rule_name as "ruleName", ${specific}, r.conditions, r.template_id as "templateId", g.guid::text as "groupGuid",
       ${iso('r.updated_on')} as "updatedOn"
     from ${table} r left join groups g on g.id = r.group_id where ${key.where} order by r.id`,
    key.values,
  );
}

interface RuleInput {
  ruleId?: number;
  ruleName: string;
  conditions: S['EventRuleCondition'][];
}

async function saveRules(
  db: Database,
  table: RuleTable,
  target: Exclude<Target, { kind: 'company' }>,
  rules: Array<RuleInput & { extra: string }>,
  now: Date,
): Promise<'missing' | 'saved'> {
  return db.transaction(async (tx) => {
    const key = ruleScope(target);
    const own = new Set(
      (await tx.query<{ id: number }>(`select r.id from ${table} r where ${key.where}`, key.values)).map(
        (r) => r.id,
      ),
    );
    if (rules.some((r) => r.ruleId !== undefined && !own.has(r.ruleId))) return 'missing';
    const extraColumn = table === 'ignore_event_rules' ? 'event_type_name' : 'severity';
    for (const rule of rules) {
      const conditions = JSON.stringify(
        rule.conditions.map(({ property, operator, value }) => ({ property, operator, value })),
      );
      if (rule.ruleId !== undefined) {
        await tx.query(
          `update ${table} set rule_name = $2, ${extraColumn} = $3, conditions = $4::jsonb, updated_on = $5 where id = $1`,
          [rule.ruleId, rule.ruleName.trim(), rule.extra, conditions, now],
        );
      } else {
        await tx.query(
          `insert into ${table} (company_id, group_id, template_id, rule_name, ${extraColumn}, conditions, updated_on)
           values ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
          [
            target.companyId,
            target.kind === 'group' ? target.groupId : null,
            target.kind === 'template' ? target.templateId : null,
            rule.ruleName.trim(),
            rule.extra,
            conditions,
            now,
          ],
        );
      }
    }
    return 'saved';
  });
}

/** Deletes a rule the caller may change (404 when it does not exist or is outside the scope). */
async function deleteRule(db: Database, table: RuleTable, permits: Permits, scope: Scope, ruleId: number) {
  const [rule] = await db.query<{
    id: number;
    company_id: number;
    template_id: number | null;
    group_guid: string | null;
    site_id: number | null;
    group_id: number | null;
  }>(
    `select r.id, r.company_id, r.template_id, r.group_id, g.site_id, g.guid::text as group_guid
     from ${table} r left join groups g on g.id = r.group_id where r.id = $1`,
    [ruleId],
  );
  // Rules outside the scope do not exist for the caller.
  const visible =
    rule &&
    (scope.companyIds === null || scope.companyIds.includes(rule.company_id)) &&
    (rule.group_id === null ||
      ((scope.siteIds === null || scope.siteIds.includes(rule.site_id!)) &&
        (scope.groupIds === null || scope.groupIds.includes(rule.group_id))));
  if (!rule || !visible) return notFound();
  const target = await resolveAgmsTarget(
    db,
    permits,
    rule.template_id !== null && scope.companyId === null ? { ...scope, companyId: rule.company_id } : scope,
    rule.template_id !== null ? { templateId: rule.template_id } : { groupGuid: rule.group_guid },
  );
  if (target === 403) return forbidden();
  if (target === 404 || target.companyId !== rule.company_id) return notFound();
  await db.transaction(async (tx) => {
    await tx.query(`delete from ${table} where id = $1`, [rule.id]);
  });
  return null;
}

const blankNames = (rules: Array<{ ruleName: string }>, key: string, t: (k: string) => string) =>
  rules.flatMap((r, i) =>
    r.ruleName.trim() === '' ? [{ field: `/rules/${i}/ruleName`, messageKey: key, message: t(key) }] : [],
  );

// ---------------------------------------------------------------- handlers

export const agentHandlers: HandlerMap = {
  async AgentMain_GetOrCreateDefaultAgentMain({ db, permits, scope, query, now }) {
    const target = await resolveTarget(
      db,
      permits,
      scope,
      { groupGuid: query.groupGuid, templateId: query.templateId },
      true,
    );
    if (target === 403 || target === 404) return failed(target);
    const found = await readSettings(db, target);
    if (found) return ok(found);
    await db.transaction(async (tx) => {
      const [again] = await tx.query(
        `select 1 from agent_settings a where ${settingsKey(target).where}`,
        settingsKey(target).values,
      );
      if (!again) await writeSettings(tx, target, AGENT_DEFAULTS, true, null, now);
    });
    return ok((await readSettings(db, target))!);
  },

  async AgentMain_UpdateAgentMain({ db, principal, scope, body, now, permits }) {
    const target = await resolveTarget(
      db,
      permits,
      scope,
      { groupGuid: body.groupGuid, templateId: body.templateId },
      true,
    );
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
    const values: unknown[] = [];
    const where = [
      '(t.company_id is null' +
        (scope.companyIds === null
          ? ' or true)'
          : ` or t.company_id = any($${values.push(scope.companyIds)}::int[]))`),
    ];
    if (query.templateId !== undefined) where.push(`t.id = $${values.push(query.templateId)}`);
    const rows = await db.query<S['TemplatePolicy']>(
      `select t.id as "templateId", t.name, t.description, t.template_type as "templateType", t.policy_type_id as "policyTypeId", co.guid::text as "companyGuid"
       from role_policy_templates t left join companies co on co.id = t.company_id where ${where.join(' and ')} order by t.id`,
      values,
    );
    if (query.templateId !== undefined && rows.length === 0) return notFound();
    return ok(rows);
  },

  async Agms_EventPolicy({ db, permits, scope, query }) {
    const target = await resolveAgmsTarget(db, permits, scope, {
      groupGuid: query.groupGuid,
      templateId: query.templateId,
    });
    if (target === 403 || target === 404) return failed(target);
    const stored = await db.query<{ policy_id: number; enabled: boolean; updated_on: string }>(
      target.kind === 'group'
        ? `select policy_id, enabled, ${iso('updated_on')} as updated_on from agms_event_policies where group_id = $1`
        : `select policy_id, enabled, ${iso('updated_on')} as updated_on from agms_event_policies where company_id = $1 and template_id = $2`,
      target.kind === 'group' ? [target.groupId] : [target.companyId, target.templateId],
    );
    const byId = new Map(stored.map((s) => [s.policy_id, s]));
    return ok(
      EVENT_POLICIES.map(([policyId, name, policyTypeId, enabled]): S['EventPolicy'] => {
        const s = byId.get(policyId);
        return s
          ? { policyId, name, policyTypeId, enabled: s.enabled, updatedOn: s.updated_on }
          : { policyId, name, policyTypeId, enabled };
      }),
    );
  },

  async Agms_IgnoreEvents({ db, permits, scope, query }) {
    const target = await resolveAgmsTarget(db, permits, scope, {
      groupGuid: query.groupGuid,
      templateId: query.templateId,
    });
    if (target === 403 || target === 404) return failed(target);
    return ok(await listRules<S['IgnoreEventRule']>(db, 'ignore_event_rules', target));
  },

  async Agms_IgnoreEvents_Update({ db, permits, scope, body, now, t }) {
    const target = await resolveAgmsTarget(db, permits, scope, {
      groupGuid: body.groupGuid,
      templateId: body.templateId,
    });
    if (target === 403 || target === 404) return failed(target);
    const errors = blankNames(body.rules, 'validation.ignoreEvents.ruleName.required', t);
    if (errors.length > 0) return invalid(errors);
    const saved = await saveRules(
      db,
      'ignore_event_rules',
      target,
      body.rules.map((r) => ({ ...r, extra: r.eventTypeName })),
      now,
    );
    if (saved === 'missing') return notFound();
    return ok(await listRules<S['IgnoreEventRule']>(db, 'ignore_event_rules', target), {
      message: 'Ignore Events Filter Policy was updated successfully',
    });
  },

  async Agms_IgnoreEvents_Delete({ db, permits, scope, query }) {
    const refused = await deleteRule(db, 'ignore_event_rules', permits, scope, query.ruleId);
    return (
      refused ??
      ok({ ruleId: query.ruleId }, { message: 'Ignore Events Filter Policy was deleted successfully' })
    );
  },

  async Agms_SeverityEvents({ db, permits, scope, query }) {
    const target = await resolveAgmsTarget(db, permits, scope, {
      groupGuid: query.groupGuid,
      templateId: query.templateId,
    });
    if (target === 403 || target === 404) return failed(target);
    return ok(await listRules<S['SeverityEventRule']>(db, 'severity_event_rules', target));
  },

  async Agms_SeverityEvents_Update({ db, permits, scope, body, now, t }) {
    const target = await resolveAgmsTarget(db, permits, scope, {
      groupGuid: body.groupGuid,
      templateId: body.templateId,
    });
    if (target === 403 || target === 404) return failed(target);
    const errors = blankNames(body.rules, 'validation.severityEvents.ruleName.required', t);
    if (errors.length > 0) return invalid(errors);
    const saved = await saveRules(
      db,
      'severity_event_rules',
      target,
      body.rules.map((r) => ({ ...r, extra: r.severity })),
      now,
    );
    if (saved === 'missing') return notFound();
    return ok(await listRules<S['SeverityEventRule']>(db, 'severity_event_rules', target), {
      message: 'Event Severity Policy was updated successfully',
    });
  },

  async Agms_SeverityEvents_Delete({ db, permits, scope, query }) {
    const refused = await deleteRule(db, 'severity_event_rules', permits, scope, query.ruleId);
    return (
      refused ?? ok({ ruleId: query.ruleId }, { message: 'Event Severity Policy was deleted successfully' })
    );
  },
};
