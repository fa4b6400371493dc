// E2E tests in Debian's Chromium against the sandbox (tests/e2e/support/global-setup.ts builds
// the console when stale and starts the sandbox on a free port). `npm run test:e2e`.
import { defineConfig, devices } from '@playwright/test';

// One output folder per run: Playwright empties its output folder when a run starts, and two runs
// in the same checkout (two engineers, or a run beside CI) must not delete each other's traces.
// Set here, in the main process, and inherited by the workers.
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  // Two cores here: at most two browsers at once.
  workers: 2,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry on CI: a test that passes only on its retry is reported "flaky" by name at the end
  // of .ci/run (two cores shared by two browsers and the sandbox), and stays a defect to fix.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Two cores shared by two browsers and the sandbox: a sign-in or a reload under load can take
  // over 10 s. A wait, not a timed assertion: it passes as soon as the page shows.
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  outputDir: `test-results/e2e/run-${process.env.E2E_RUN_ID}`,
  use: {
    // Set by the global setup; the workers start after it and inherit the environment.
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
    // On CI a trace of a failed test's retry only: recording every test (screencast and DOM
    // snapshots at each step, then thrown away when it passes) cost about a third of the run's
    // CPU (session + navigation specs: 78 s of CPU with, 53 s without).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
});
