// Reads the session user's claims (GET /bff/user) into what the console needs.
import type { components } from '../gen/openapi.gen';
import { CONTRACT_ROLES, type Role } from '../domain/contract-values';

export type Claim = components['schemas']['Claim'];
export type { Role };

export interface SessionClaims {
  role: Role | null;
  /** The PartnerId claim: the partner's guid, sent as x-partner-guid by company, site and group admins. */
  partnerId: string | null;
  sid: string | null;
  name: string | null;
  email: string | null;
  /** The logout address the BFF gives, `/bff/logout?sid=...`. */
  logoutUrl: string | null;
}

export function claimValue(claims: readonly Claim[], type: Claim['type']): string | null {
  return claims.find((claim) => claim.type === type)?.value ?? null;
}

export function readSessionClaims(claims: readonly Claim[]): SessionClaims {
  const role = claimValue(claims, 'role');
  return {
    role: CONTRACT_ROLES.includes(role as Role) ? (role as Role) : null,
    partnerId: claimValue(claims, 'PartnerId'),
    sid: claimValue(claims, 'sid'),
    name: claimValue(claims, 'name'),
    email: claimValue(claims, 'email'),
    logoutUrl: claimValue(claims, 'bff:logout'),
  };
}
