// Which role the console acts in (spec section 6): a role chosen earlier (selectedRole, set by
// a scope change) overrides the session's role claim; the claim itself is kept as realRole.
import { isAuditor, SCOPE_DEPTH, type RoleName } from '../domain/roles';

/**
 * Whether a user whose claim is `realRole` may act as `role`: at their own level or below,
 * and auditors only as auditors. A stored selectedRole outside this (another user's, or edited
 * by hand) is ignored rather than trusted; the server enforces the real role anyway.
 */
export function canActAs(realRole: RoleName, role: RoleName): boolean {
  return SCOPE_DEPTH[role] >= SCOPE_DEPTH[realRole] && isAuditor(role) === isAuditor(realRole);
}

/** The role the console acts in: the stored selectedRole when the real role allows it, else the claim. */
export function resolveRole(claimRole: RoleName | null, selectedRole: RoleName | null): RoleName | null {
  if (claimRole === null) return null;
  return selectedRole !== null && canActAs(claimRole, selectedRole) ? selectedRole : claimRole;
}

/** Scope tree node types (spec section 3): 0 partner, 1 company, 2 site, 3 group. */
export type ScopeNodeType = 0 | 1 | 2 | 3;

/**
 * The role a scope change to a node of `type` sets (spec section 4): partner -> PartnerAdmin,
 * company -> CompanyAdmin, site -> SiteAdmin, group -> GroupAdmin. Decided here: an auditor
 * stays an auditor (site -> SiteAudit, group -> GroupAudit), as the spec gives auditors no
 * admin rights and their tree holds only sites and groups.
 */
export function roleForNodeType(type: ScopeNodeType, realRole: RoleName | null): RoleName {
  const auditor = realRole !== null && isAuditor(realRole);
  switch (type) {
    case 0:
      return 'PartnerAdmin';
    case 1:
      return 'CompanyAdmin';
    case 2:
      return auditor ? 'SiteAudit' : 'SiteAdmin';
    case 3:
      return auditor ? 'GroupAudit' : 'GroupAdmin';
  }
}
