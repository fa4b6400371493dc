// A lazy chunk that fails to load (spec section 9's asset chunk load timeout covers the slow
// case, unit-tested in chunk-load-deadline.test.ts): the route's chunk is refused by route
// interception; the console says so with Reload, and posts the failure to the remote log.
import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { signInAs } from './support/sign-in';

// The syslog settings page's own chunk (a file route, split by TanStack's autoCodeSplitting).
const SYSLOG_CHUNK = /\/assets\/syslog-settings-[\w-]+\.js$/;

test('a route chunk that fails to load shows the message with Reload, and is logged', async ({ page }) => {
  await signInAs(page, 'CompanyAdmin');
  await page.route(SYSLOG_CHUNK, (route) => route.abort('failed'));
  const logged = page.waitForRequest(
    (request) =>
      request.method() === 'POST' &&
      /\/restapi\/Log\/LogError$/i.test(new URL(request.url()).pathname) &&
      /syslog-settings-[\w-]+\.js/.test(request.postData() ?? ''),
  );
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Syslog', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Part of the console could not be loaded' })).toBeVisible();
  await expect(page.getByText(/Reload the page to try again\./)).toBeVisible();
  const body = (await logged).postDataJSON() as { exception: string; endpoint: string; email: string };
  expect(body.exception).toMatch(/dynamically imported module|syslog-settings/);
  expect(body.email).toBe('company.admin@sandbox.test');
  expect(await axeViolations(page)).toEqual([]);

  // Reload fetches the files again: with the chunk served, the page opens.
  await page.unroute(SYSLOG_CHUNK);
  await expect(page).toHaveURL(/\/settings\/syslog-settings$/);
  await page.getByRole('button', { name: 'Reload', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Syslog settings' })).toBeVisible();
  await expect(page.getByText('Part of the console could not be loaded')).toHaveCount(0);
});
