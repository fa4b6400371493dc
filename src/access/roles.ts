// The roles of the session (spec section 6), in one place for the console and the sandbox.
export const ROLES = [
  'AGMSAdmin',
  'PartnerAdmin',
  'CompanyAdmin',
  'SiteAdmin',
  'SiteAudit',
  'GroupAdmin',
  'GroupAudit',
] as const;

export type RoleName = (typeof ROLES)[number];

export const AUDITOR_ROLES: readonly RoleName[] = ['SiteAudit', 'GroupAudit'];

export const isAuditor = (role: RoleName): boolean => AUDITOR_ROLES.includes(role);
