// Who may restore a user's change. The name is the user's own to write (User_UpdateProfile) and
// the users' admins' (Users_ById, within their scope: the change is one they can see); a role or
// a scope only an admin's, never on their own account (no one raises their own role), and only
// to a role at most as powerful as their own.
import type { components } from '../../../src/gen/openapi.gen';
import { decideOperation } from '../../../src/domain/operation-access';
import { SCOPE_DEPTH } from '../../../src/domain/roles';
import type { Principal } from '../../http/principal';
import type { StoredChange } from './records';

type Role = components['schemas']['Role'];

const NAME_FIELDS = new Set(['firstName', 'lastName']);

export function mayRestoreUser(principal: Principal, stored: StoredChange): boolean {
  const own = stored.record.entityId === principal.userGuid;
  const admin = decideOperation('Users_ById', principal.role).allowed;
  const fields = stored.record.fields.filter((f) => !f.secret);
  if (fields.every((f) => NAME_FIELDS.has(f.field))) return own || admin;
  if (own || !admin) return false;
  const role = fields.find((f) => f.field === 'role');
  if (!role) return true;
  // A role may give its own depth in the scope tree and those below (deeper is less powerful).
  const depth = SCOPE_DEPTH[role.before as Role];
  return depth !== undefined && depth >= SCOPE_DEPTH[principal.role];
}
