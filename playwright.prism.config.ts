// QA's loop, proven: the console on Prism's mock of the contract (`npm run mock:console`, not the
// sandbox) in Debian's Chromium. Every built screen must render from the contract's examples, and
// the error catalogue's statuses are forced with Prism's Prefer header. `npm run test:prism`.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;

export default defineConfig({
  ...base,
  testDir: 'tests/prism',
  globalSetup: './tests/prism/support/global-setup.ts',
  globalTeardown: './tests/prism/support/global-teardown.ts',
  outputDir: `test-results/prism/run-${process.env.E2E_RUN_ID}`,
  reporter: process.env.CI ? [['list']] : 'list',
});
