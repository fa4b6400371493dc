// No page a demo role can reach says "Not built yet", outside /policy (a later issue builds that
// area). The pages are those of the one access table the role may open (or is redirected from)
// and those its menu leads to, without path parameters; each role signs in once (one browser
// context) and opens its pages one after the other.
import { expect, test } from '@playwright/test';
import { MENU_ENTRIES, ROUTE_ACCESS, STANDALONE_ROUTES } from '../../src/access/route-access';
import { ROLES, type RoleName } from '../../src/domain/roles';
import { trackRequests } from './support/requests-settled';
import { signInAs } from './support/sign-in';

const inPolicyArea = (path: string) => path === '/policy' || path.startsWith('/policy/');

/** Every path without parameters the role can open: the access table's and its menu's. */
function reachablePaths(role: RoleName): string[] {
  const fromTable = ROUTE_ACCESS.filter(
    (entry) => entry.roles.includes(role) || entry.roleRedirects?.some((each) => each.roles.includes(role)),
  ).map((entry) => entry.path);
  const fromMenu = MENU_ENTRIES.filter((entry) => entry.roles.includes(role)).map((entry) => entry.to);
  const shellPages = STANDALONE_ROUTES.filter((entry) => entry.access === 'session').map(
    (entry) => entry.path,
  );
  return [...new Set([...fromTable, ...fromMenu, ...shellPages])]
    .filter((path) => !path.includes('$') && !inPolicyArea(path))
    .sort();
}

for (const role of ROLES) {
  test(`${role}: no reachable page says "Not built yet" outside /policy`, async ({ page }) => {
    const paths = reachablePaths(role);
    // A page at a time, each waited for until its requests settle: a few seconds per page under load.
    test.setTimeout(60_000 + paths.length * 8_000);
    expect(paths.length).toBeGreaterThan(5);
    await signInAs(page, role);
    const requests = trackRequests(page);
    const saying: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await requests.settled();
      if ((await page.getByText('Not built yet', { exact: true }).count()) > 0) saying.push(path);
    }
    expect(saying).toEqual([]);
  });
}
