// The screens the console has built, from the one access table: every path without a parameter
// marked `kind: 'built'`, with the roles that may open it. The axe sweep and the Prism project
// open each of them, so a screen built later is checked without a new line here.
import { ROUTE_ACCESS } from '../../../src/access/route-access';
import type { RoleName } from '../../../src/domain/roles';

export interface BuiltScreen {
  path: string;
  roles: readonly RoleName[];
}

export const BUILT_SCREENS: readonly BuiltScreen[] = ROUTE_ACCESS.filter(
  (entry) => entry.kind === 'built' && !entry.path.includes('$'),
).map(({ path, roles }) => ({ path, roles }));

/** The role a sweep opens a screen as: the lowest of its roles (the narrowest scope), else the first. */
export function sweepRole(screen: BuiltScreen, preferred: readonly RoleName[]): RoleName {
  return preferred.find((role) => screen.roles.includes(role)) ?? screen.roles[0]!;
}
