// The role-policy templates and the agms event policies of a group or template (the catalogue
// of policies, each with its stored switch or its default).
import type { components } from '../../../src/gen/openapi.gen';
import type { Queryable } from '../../db/database';
import type { Scope } from '../../http/scope';
import { EVENT_POLICIES } from '../../seed/agent';
import { Params } from '../sql';
import { iso } from '../timestamps';
import type { RuleTarget } from './targets';

type S = components['schemas'];

/** The templates the scope may use (the shared ones and its companies'), or one of them. */
export function templatePolicies(db: Queryable, scope: Scope, templateId: number | undefined) {
  const p = new Params();
  const where = [
    scope.companyIds === null
      ? '(t.company_id is null or true)'
      : `(t.company_id is null or t.company_id = any(${p.add(scope.companyIds)}::int[]))`,
  ];
  if (templateId !== undefined) where.push(`t.id = ${p.add(templateId)}`);
  return db.query<S['TemplatePolicy']>(
    `select t.id as "templateId", t.name, t.description, t.template_type as "templateType", t.policy_type_id as "policyTypeId", co.guid::text as "companyGuid"
     from role_policy_templates t left join companies co on co.id = t.company_id where ${where.join(' and ')} order by t.id`,
    p.values,
  );
}

/** Every event policy of the catalogue, with the target's stored switch where it has one. */
export async function eventPolicies(db: Queryable, target: RuleTarget): Promise<S['EventPolicy'][]> {
  const stored = await db.query<{ policy_id: number; enabled: boolean; updated_on: string }>(
    target.kind === 'group'
      ? `select policy_id, enabled, ${iso('updated_on')} as updated_on from agms_event_policies where group_id = $1`
      : `select policy_id, enabled, ${iso('updated_on')} as updated_on from agms_event_policies where company_id = $1 and template_id = $2`,
    target.kind === 'group' ? [target.groupId] : [target.companyId, target.templateId],
  );
  const byId = new Map(stored.map((s) => [s.policy_id, s]));
  return EVENT_POLICIES.map(([policyId, name, policyTypeId, enabled]): S['EventPolicy'] => {
    const s = byId.get(policyId);
    return s
      ? { policyId, name, policyTypeId, enabled: s.enabled, updatedOn: s.updated_on }
      : { policyId, name, policyTypeId, enabled };
  });
}
