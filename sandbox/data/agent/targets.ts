// What an Agent-area request works on: a group, a role-policy template (per company) or a
// company, resolved from the request and its scope. The level is asked of the access table
// (`permits`) once resolved; agms rules and event policies need an agms group with a main id.
import type { OperationFacts } from '../../../src/domain/operation-conditions';
import type { Queryable } from '../../db/database';
import type { Scope } from '../../http/scope';
import { scopeHoldsCompany } from '../tenant-ownership';

/** Whether the access table lets the caller work at a level in this call. */
export type Permits = (facts: OperationFacts) => boolean;

export type Target =
  | { kind: 'group'; groupId: number; companyId: number; agms: boolean }
  | { kind: 'template'; templateId: number; companyId: number }
  | { kind: 'company'; companyId: number };

/** The targets of agms rules and event policies (never a company). */
export type RuleTarget = Exclude<Target, { kind: 'company' }>;

export interface TargetRequest {
  groupGuid?: string | null;
  templateId?: number | null;
}

async function templateTarget(
  db: Queryable,
  permits: Permits,
  scope: Scope,
  templateId: number,
): Promise<Target | 403 | 404> {
  if (!permits({ targetLevel: 'template' })) return 403;
  const [tpl] = await db.query<{ id: number; company_id: number | null }>(
    'select id, company_id from role_policy_templates where id = $1',
    [templateId],
  );
  if (!tpl) return 404;
  if (tpl.company_id !== null && !scopeHoldsCompany(scope, tpl.company_id)) return 404;
  if (tpl.company_id !== null && scope.companyId !== null && tpl.company_id !== scope.companyId) return 404;
  const companyId = scope.companyId ?? tpl.company_id;
  return companyId === null ? 404 : { kind: 'template', templateId: tpl.id, companyId };
}

async function groupTarget(db: Queryable, scope: Scope, groupId: number): Promise<Target | 403 | 404> {
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
  if (!scopeHoldsCompany(scope, g.company_id)) return 403;
  if (scope.siteIds !== null && !scope.siteIds.includes(g.site_id)) return 403;
  if (scope.groupIds !== null && !scope.groupIds.includes(g.id)) return 403;
  return { kind: 'group', groupId: g.id, companyId: g.company_id, agms: g.agms };
}

/**
 * The group, template or company a request works on: the groupGuid or templateId given, else
 * the selected group, else (agent settings only) the selected company. Checks role and scope.
 */
export async function resolveTarget(
  db: Queryable,
  permits: Permits,
  scope: Scope,
  given: TargetRequest,
  allowCompany: boolean,
): Promise<Target | 403 | 404> {
  if (given.templateId !== undefined && given.templateId !== null)
    return templateTarget(db, permits, scope, given.templateId);
  let groupId: number | null = null;
  if (given.groupGuid) {
    const [g] = await db.query<{ id: number }>('select id from groups where guid = $1', [given.groupGuid]);
    if (!g) return 404;
    groupId = g.id;
  } else if (scope.groupId !== null) {
    groupId = scope.groupId;
  }
  if (groupId !== null) return groupTarget(db, scope, groupId);
  if (allowCompany && scope.companyId !== null) {
    return permits({ targetLevel: 'company' }) ? { kind: 'company', companyId: scope.companyId } : 403;
  }
  return 404;
}

/** The agms rules and event policies: a group must be an agms group with a main id. */
export async function resolveRuleTarget(
  db: Queryable,
  permits: Permits,
  scope: Scope,
  given: TargetRequest,
): Promise<RuleTarget | 403 | 404> {
  const target = await resolveTarget(db, permits, scope, given, false);
  if (target === 403 || target === 404) return target;
  if (target.kind === 'group' && !target.agms) return 404;
  return target as RuleTarget;
}
