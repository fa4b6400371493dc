// The session user as the console uses it: the claims of GET /bff/user read once, with the role
// resolved (spec section 6: a stored selectedRole overrides the role claim; realRole is kept).
import type { RoleName } from '../domain/roles';
import { readSessionClaims, type Claim } from '../api/session-claims';
import { resolveRole } from './role-resolution';

export interface Session {
  claims: readonly Claim[];
  /** The role the console acts in: the stored selectedRole when allowed, else the claim. */
  role: RoleName | null;
  /** The session's own role claim. */
  realRole: RoleName | null;
  /** The PartnerId claim (the partner's guid); null for the Global Admin. */
  partnerId: string | null;
  /** The session id, for the logout address. */
  sid: string | null;
  name: string | null;
  email: string | null;
  /** The bff:logout claim, `/bff/logout?sid=...`. */
  logoutUrl: string | null;
}

export function toSession(claims: readonly Claim[], selectedRole: RoleName | null): Session {
  const facts = readSessionClaims(claims);
  return {
    claims,
    role: resolveRole(facts.role, selectedRole),
    realRole: facts.role,
    partnerId: facts.partnerId,
    sid: facts.sid,
    name: facts.name,
    email: facts.email,
    logoutUrl: facts.logoutUrl,
  };
}

/** The same session acting in another stored selectedRole (after a scope change or the start). */
export function withSelectedRole(session: Session, selectedRole: RoleName | null): Session {
  const role = resolveRole(session.realRole, selectedRole);
  return role === session.role ? session : { ...session, role };
}
