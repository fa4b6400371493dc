// Signs in through the sign-in page, as a user does, and waits for the shell.
import { expect, type Page } from '@playwright/test';
import type { RoleName } from '../../../src/domain/roles';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';

/** Signs in as a seeded user (every seeded user has the demo password). */
export async function signInWith(page: Page, email: string, options: { path?: string } = {}): Promise<void> {
  await page.goto(`/bff/login${options.path ? `?redirect=${encodeURIComponent(options.path)}` : ''}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

/** Signs in as the demo account of a role. */
export async function signInAs(page: Page, role: RoleName, options: { path?: string } = {}): Promise<void> {
  await signInWith(page, DEMO_ACCOUNTS[role], options);
}
