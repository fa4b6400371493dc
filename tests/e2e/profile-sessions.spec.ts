// The sessions a user can see and end (issue 33): signed in twice (two browser contexts), the
// first ends the other from the profile page; the second is sent to sign-in. A seeded user no
// other test signs in as, so that its list holds only these two sessions.
import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { PROFILE_SESSIONS_USER as USER } from './support/reserved-users';
import { signInWith } from './support/sign-in';

test('ends the other session from the profile page; that browser is sent to sign-in', async ({ browser }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const here = await first.newPage();
    const there = await second.newPage();
    await signInWith(there, USER);
    await signInWith(here, USER, { path: '/profile' });

    const sessions = here.getByRole('table', { name: 'Where you are signed in' });
    await expect(sessions.getByRole('row')).toHaveCount(3);
    await expect(sessions.getByRole('row').filter({ hasText: 'This session' })).toHaveCount(1);
    await expect(sessions).toContainText('Chrome');
    expect(await axeViolations(here, { include: ['main'] })).toEqual([]);

    await sessions.getByRole('button', { name: /^Sign out Chrome/ }).click();
    const dialog = here.getByRole('dialog', { name: 'Sign out this session?' });
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expect(dialog).toBeHidden();
    await expect(here.getByText('The session has been signed out.')).toBeVisible();
    await expect(sessions.getByRole('row')).toHaveCount(2);

    // The other browser's next request finds its session gone: back to sign-in.
    await there.reload();
    await expect(there).toHaveURL(/\/bff\/login/);
    await expect(there.getByRole('button', { name: 'Sign in' })).toBeVisible();
    // This one is still signed in.
    await here.reload();
    await expect(sessions.getByRole('row')).toHaveCount(2);
  } finally {
    await first.close();
    await second.close();
  }
});
