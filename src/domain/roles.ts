// The roles of the session (spec section 6), for the console and the sandbox: the contract's
// Role enum (src/domain/contract-values.ts, written by codegen), how deep into the scope tree each
// works, and which only read.
import { CONTRACT_ROLES, type Role } from './contract-values';

export type RoleName = Role;

export const ROLES: readonly RoleName[] = CONTRACT_ROLES;

/**
 * How deep into the scope tree each role works: 0 global, 1 partner, 2 company, 3 site,
 * 4 group. The one declaration: role resolution, the start scope, the scope dialog and the
 * legacy pages' role parameters read it.
 */
export const SCOPE_DEPTH: Readonly<Record<RoleName, 0 | 1 | 2 | 3 | 4>> = {
  AGMSAdmin: 0,
  PartnerAdmin: 1,
  CompanyAdmin: 2,
  SiteAdmin: 3,
  SiteAudit: 3,
  GroupAdmin: 4,
  GroupAudit: 4,
};

// Short names the access tables (route-access.ts, operation-access.ts) write role lists with.
export const G: RoleName = 'AGMSAdmin';
export const P: RoleName = 'PartnerAdmin';
export const C: RoleName = 'CompanyAdmin';
export const S: RoleName = 'SiteAdmin';
export const SA: RoleName = 'SiteAudit';
export const GR: RoleName = 'GroupAdmin';
export const GA: RoleName = 'GroupAudit';

export const AUDITOR_ROLES: readonly RoleName[] = [SA, GA];

export const isAuditor = (role: RoleName): boolean => AUDITOR_ROLES.includes(role);

/** A role that works above a single company (it sees several companies: lists name the company). */
export const isAboveCompany = (role: RoleName | null): boolean =>
  role !== null && SCOPE_DEPTH[role] < SCOPE_DEPTH.CompanyAdmin;
