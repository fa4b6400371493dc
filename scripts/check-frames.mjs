// The legacy frames on whatever port the console runs (issue 25), in Debian's Chromium: signed in
// as the demo Company Admin, a framed legacy page must show the legacy server's page, and the
// scope change's session-sync frame (and the sign-in's) must be answered by the legacy server.
// A frame the CSP blocks ("This content is blocked") is never sent, so it never gets an answer.
// Used by check-readme-start.mjs on its free port; by hand: `node scripts/check-frames.mjs URL`.
// The waits are deadlines for a busy machine, not speed assertions.
import { chromium } from '@playwright/test';
import { pathToFileURL } from 'node:url';

const DEMO = { email: 'company.admin@sandbox.test', password: 'Sandbox-Demo-1' };
/** A legacy page the demo Company Admin may open, and its path on the legacy server. */
const FRAMED = { route: '/administration/company-overview', legacyPath: '/Company/Management' };
const SYNC_PATH = '/Dashboard/Index';
const WAIT_MS = 60_000;

/** The first answer to a frame's request for `path`, from any frame but the page's own. */
function frameAnswer(page, path) {
  return page
    .waitForResponse(
      (response) => response.frame() !== page.mainFrame() && new URL(response.url()).pathname === path,
      { timeout: WAIT_MS },
    )
    .catch(() => null);
}

/**
 * Runs the checks against the console at `base`; `check(name, ok, detail)` records each.
 * Resolves when done; never throws for a failed check.
 */
export async function checkFrames(base, check) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/bff/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO.password);
    const signInSync = frameAnswer(page, SYNC_PATH);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor({ timeout: WAIT_MS });
    const atSignIn = await signInSync;
    check(
      'in Chromium: the sign-in session-sync frame is answered by the legacy server',
      atSignIn?.status() === 200,
      atSignIn
        ? `${atSignIn.status()} from ${new URL(atSignIn.url()).origin}`
        : 'never sent: blocked or missing',
    );

    const framed = frameAnswer(page, FRAMED.legacyPath);
    await page.goto(`${base}${FRAMED.route}`);
    const answer = await framed;
    const shown = await page
      .frameLocator('main iframe')
      .getByTestId('legacy-page')
      .textContent({ timeout: WAIT_MS })
      .catch(() => null);
    check(
      `in Chromium: ${FRAMED.route} frames the legacy page, not blocked`,
      answer?.status() === 200 && shown === FRAMED.legacyPath,
      answer ? `${answer.status()} from ${new URL(answer.url()).origin}` : 'never sent: blocked by the CSP?',
    );

    await page.getByRole('button', { name: 'Change scope' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change scope' });
    const sync = frameAnswer(page, SYNC_PATH);
    await dialog.getByRole('treeitem').first().click();
    const synced = await sync;
    check(
      'in Chromium: the scope change\u2019s session-sync frame is answered by the legacy server',
      synced?.status() === 200,
      synced ? `${synced.status()} from ${new URL(synced.url()).origin}` : 'never sent: blocked by the CSP?',
    );
  } catch (error) {
    check(
      'in Chromium: the frames could be checked',
      false,
      error instanceof Error ? error.message : String(error),
    );
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const base = process.argv[2];
  if (!base) {
    console.error('usage: node scripts/check-frames.mjs http://127.0.0.1:PORT');
    process.exit(2);
  }
  let failed = 0;
  await checkFrames(base.replace(/\/+$/, ''), (name, ok, detail = '') => {
    if (!ok) failed += 1;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
  });
  process.exit(failed === 0 ? 0 : 1);
}
