// `npm run bench:ui`: the console's screens in headless Chromium against the sandbox at large
// scale (seeded into .sandbox/data-large on first run, about a minute). Each area's scenarios
// are a module of scripts/bench-ui/; `BENCH_ONLY=alerts,hashes` runs some of them. A benchmark,
// not a test: it prints figures and asserts nothing. Builds the console first when dist/ is stale.
import os from 'node:os';
import { chromium } from '@playwright/test';
import { buildConsoleIfStale } from '../tests/e2e/support/build-if-stale';
import { benchAdminLists } from './bench-ui/admin-lists';
import { benchAlertConsole } from './bench-ui/alert-console';
import { benchDashboard } from './bench-ui/dashboard';
import { benchEndpoints } from './bench-ui/endpoints';
import { benchEvents } from './bench-ui/events';
import { benchHashInspection } from './bench-ui/hash-inspection';
import { benchLiveAlert } from './bench-ui/live-alert';
import { benchPolicy } from './bench-ui/policy';
import { benchPolicyReview } from './bench-ui/policy-review';
import { benchRowsThrottled } from './bench-ui/rows-throttled';
import { benchRuleImpact } from './bench-ui/rule-impact';
import { benchSignInToDashboard } from './bench-ui/sign-in-to-dashboard';
import { root, scale, startSandbox, type BenchContext, type Figure } from './bench-ui/support';

const SCENARIOS: Record<string, (context: BenchContext) => Promise<Figure[]>> = {
  admin: benchAdminLists,
  alerts: benchAlertConsole,
  endpoints: benchEndpoints,
  hashes: benchHashInspection,
  events: benchEvents,
  dashboard: benchDashboard,
  review: benchPolicyReview,
  policy: benchPolicy,
  throttled: benchRowsThrottled,
  live: benchLiveAlert,
  signin: benchSignInToDashboard,
  preview: benchRuleImpact,
};

async function main() {
  const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
  const chosen = Object.entries(SCENARIOS).filter(([name]) => !only || only.includes(name));
  buildConsoleIfStale(root);
  const sandbox = await startSandbox();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const results: Figure[] = [];
  try {
    for (const [name, scenario] of chosen) {
      console.log(`Measuring ${name}...`);
      results.push(...(await scenario({ browser, base: sandbox.base })));
    }
  } finally {
    await browser.close();
    sandbox.stop();
  }
  console.log(`\nbench:ui — ${scale} scale, headless Chromium (${'/usr/bin/chromium'})`);
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  console.log('| measure | value |');
  console.log('|---|---|');
  for (const [name, value] of results) console.log(`| ${name} | ${value} |`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
