// The alerts a restricted scope sees, shared by the alert console and the dashboard's figures:
// those of its companies, sites and groups (alias `a`, its computer `c` and group `g`).
import type { Scope } from '../../http/scope';
import type { Params } from '../sql';

/** The scope's conditions on alerts; none for an unrestricted scope (which sees global alerts too). */
export function alarmTenantParts(p: Params, scope: Scope): string[] {
  if (scope.companyIds === null && scope.siteIds === null && scope.groupIds === null) return [];
  const parts = [
    scope.companyIds === null
      ? 'a.company_id is not null'
      : `a.company_id = any(${p.add(scope.companyIds)}::int[])`,
  ];
  if (scope.siteIds !== null) parts.push(`g.site_id = any(${p.add(scope.siteIds)}::int[])`);
  if (scope.groupIds !== null) parts.push(`c.group_id = any(${p.add(scope.groupIds)}::int[])`);
  return parts;
}
