// Sign-in throttling as a user meets it (issue 33): after a few wrong passwords the sign-in page
// says when to try again. An account nobody has (the same answer as for a real one), so that no
// demo account is held back for the other tests.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';

async function submit(page: Page, email: string, password: string): Promise<number> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  const reply = page.waitForResponse(
    (r) => r.url().endsWith('/bff/login') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  return (await reply).status();
}

test('after a few wrong passwords the sign-in page says when to try again', async ({ page }, testInfo) => {
  const email = `throttle.${testInfo.retry}.${testInfo.workerIndex}@sandbox.test`;
  await page.goto('/bff/login');
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) statuses.push(await submit(page, email, 'not-the-password'));
  expect(statuses).toEqual([401, 401, 401, 401]);
  await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.');

  // From the fifth failure on, each blocks for a growing delay (the tenth locks): keep trying
  // until refused, so that a slow machine outlasting a short delay changes nothing.
  let status = 401;
  for (let i = 0; i < 7 && status === 401; i += 1) status = await submit(page, email, 'not-the-password');
  expect(status).toBe(429);
  await expect(page.getByRole('alert')).toContainText(
    /Too many failed attempts\. Try again after \d{1,2}:\d\d:\d\d( [AP]M)?\./,
  );
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  expect(await axeViolations(page)).toEqual([]);
});
