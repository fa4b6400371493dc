// Tenant ownership: whether the session's tenant holds a partner, a company or the users of a
// tenant. The one place a handler asks it (handlers never decide from the role themselves);
// the scope headers are checked by scope.ts before any handler runs.
import { SCOPE_DEPTH } from '../../src/domain/roles';
import type { Params } from './sql';
import type { Principal } from '../http/principal';
import type { Scope } from '../http/scope';

/** How deep into the tenant tree the session works. */
export type TenantLevel = 'global' | 'partner' | 'company' | 'site' | 'group';

const LEVELS = ['global', 'partner', 'company', 'site', 'group'] as const;

export const tenantLevel = (principal: Principal): TenantLevel => LEVELS[SCOPE_DEPTH[principal.role]];

/** A Global Admin's session: above every partner. */
export const isGlobal = (principal: Principal): boolean => tenantLevel(principal) === 'global';

/** Whether the session's tenant holds this partner (a Global Admin holds every one). */
export const ownsPartner = (principal: Principal, partnerId: number | null | undefined): boolean =>
  isGlobal(principal) || (partnerId !== undefined && partnerId === principal.partnerId);

/**
 * Whether the session's tenant holds this company: every company for a Global Admin, the
 * partner's for a Partner Admin, the user's own companies below.
 */
export function ownsCompany(principal: Principal, company: { id: number; partner_id: number }): boolean {
  switch (tenantLevel(principal)) {
    case 'global':
      return true;
    case 'partner':
      return company.partner_id === principal.partnerId;
    default:
      return principal.companyIds.includes(company.id);
  }
}

/**
 * The users a session may manage, as SQL over `users u left join companies c`: everyone, the
 * partner's, the company's; none for a site or group role.
 */
export function managedUsersWhere(p: Params, principal: Principal): string {
  switch (tenantLevel(principal)) {
    case 'global':
      return 'true';
    case 'partner': {
      const partner = p.add(principal.partnerId);
      return `(u.partner_id = ${partner} or c.partner_id = ${partner})`;
    }
    case 'company':
      return `u.company_id = ${p.add(principal.companyId)}`;
    default:
      return 'false';
  }
}

/** Whether a scope (the request's, or the session's bounds) holds this company. */
export const scopeHoldsCompany = (scope: Scope, companyId: number): boolean =>
  scope.companyIds === null || scope.companyIds.includes(companyId);

/**
 * Whether the session may create a company under this partner: any partner for a Global Admin,
 * the selected partner for another role.
 */
export const mayPickPartner = (principal: Principal, scope: Scope, partnerId: number): boolean =>
  isGlobal(principal) || partnerId === scope.partnerId;
