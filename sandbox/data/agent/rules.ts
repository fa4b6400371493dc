// The agms ignore-event and event-severity rules of a group or a role-policy template: the
// list, the save of a whole list (updates and inserts, all or nothing) and the delete.
import type { components } from '../../../src/gen/openapi.gen';
import type { Database, Queryable } from '../../db/database';
import type { Scope } from '../../http/scope';
import { scopeHoldsCompany } from '../tenant-ownership';
import { iso } from '../timestamps';
import { resolveRuleTarget, type Permits, type RuleTarget } from './targets';

type S = components['schemas'];

export type RuleTable = 'ignore_event_rules' | 'severity_event_rules';

/** The column each table has beyond the shared ones (event type, severity). */
const EXTRA_COLUMN: Record<RuleTable, string> = {
  ignore_event_rules: 'event_type_name',
  severity_event_rules: 'severity',
};

export interface RuleInput {
  ruleId?: number;
  ruleName: string;
  conditions: S['EventRuleCondition'][];
  /** The value of the table's own column. */
  extra: string;
}

function ruleScope(target: RuleTarget): { where: string; values: unknown[] } {
  return target.kind === 'group'
    ? { where: 'r.group_id = $1', values: [target.groupId] }
    : { where: 'r.company_id = $1 and r.template_id = $2', values: [target.companyId, target.templateId] };
}

export async function listRules<T>(db: Queryable, table: RuleTable, target: RuleTarget): Promise<T[]> {
  const key = ruleScope(target);
  const specific = table === 'ignore_event_rules' ? 'r.event_type_name as "eventTypeName"' : 'r.severity';
  return db.query<T>(
    `select r.id as "ruleId", r.rule_name as "ruleName", ${specific}, r.conditions, r.template_id as "templateId", g.guid::text as "groupGuid",
       ${iso('r.updated_on')} as "updatedOn"
     from ${table} r left join groups g on g.id = r.group_id where ${key.where} order by r.id`,
    key.values,
  );
}

/** Saves the rules of a target: 'missing' (nothing written) when a ruleId is not the target's. */
export async function saveRules(
  db: Database,
  table: RuleTable,
  target: RuleTarget,
  rules: RuleInput[],
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
    const extraColumn = EXTRA_COLUMN[table];
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

/** Deletes a rule the caller may change: 404 when it does not exist or is outside the scope. */
export async function deleteRule(
  db: Database,
  table: RuleTable,
  permits: Permits,
  scope: Scope,
  ruleId: number,
): Promise<403 | 404 | 'deleted'> {
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
    scopeHoldsCompany(scope, rule.company_id) &&
    (rule.group_id === null ||
      ((scope.siteIds === null || scope.siteIds.includes(rule.site_id!)) &&
        (scope.groupIds === null || scope.groupIds.includes(rule.group_id))));
  if (!rule || !visible) return 404;
  const target = await resolveRuleTarget(
    db,
    permits,
    rule.template_id !== null && scope.companyId === null ? { ...scope, companyId: rule.company_id } : scope,
    rule.template_id !== null ? { templateId: rule.template_id } : { groupGuid: rule.group_guid },
  );
  if (target === 403) return 403;
  if (target === 404 || target.companyId !== rule.company_id) return 404;
  await db.transaction(async (tx) => {
    await tx.query(`delete from ${table} where id = $1`, [rule.id]);
  });
  return 'deleted';
}
