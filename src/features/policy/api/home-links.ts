// Where the home page's figures lead: the drafts a role can act on are on the level it writes
// (the Global Admin's SPM global, a Partner Admin's service-provider level, everyone else's local
// blocks), filtered to those with a draft waiting.
import type { RoleName } from '../../../domain/roles';
import { levelHref, type PolicyLevel } from './policy-links';

export function draftsLevelFor(role: RoleName | null): PolicyLevel {
  if (role === 'AGMSAdmin') return 'spmGlobal';
  if (role === 'PartnerAdmin') return 'serviceProvider';
  return 'local';
}

export const draftsHref = (role: RoleName | null): string =>
  levelHref(draftsLevelFor(role), { hasDraft: 'true' });
