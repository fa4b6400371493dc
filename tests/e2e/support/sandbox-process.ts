// A sandbox with the live console's test hooks (live-hooks.ts), started as a child process (`npx
// tsx` this file) by the E2E run (global-setup.ts: in memory, the legacy stub recording the pages
// asked of it) and by bench:ui (scripts/bench-ui/support.ts: `npm start`'s data folder of its
// scale): the sandbox and the built console on PORT, the legacy management server's stub on
// LEGACY_PORT, all else from the environment as for `npm start`. The console learns the stub's
// address from the sandbox (GET /bff/config), as it must on any port. The hooks never reach `npm
// start`: the sandbox imports no test code, so this entry adds them.
import { configFromEnv } from '../../../sandbox/config';
import { startLegacyServer } from '../../../sandbox/legacy/legacy-server';
import { createSandbox } from '../../../sandbox/sandbox';
import { registerLiveHooks } from './live-hooks';

/** The line the parents wait for (global-setup.ts, bench:ui's support.ts), then the two URLs. */
const READY_LINE = 'HOOKED-SANDBOX-READY';

async function main() {
  const config = configFromEnv();
  const sandbox = await createSandbox(config, { log: (line) => console.log(line) });
  const legacy = await startLegacyServer(config.legacyPort, config.host, {
    frameAncestors: config.consoleOrigins,
    recordRequests: process.env.LEGACY_RECORD_REQUESTS === '1',
  });
  registerLiveHooks(sandbox.app, sandbox.db);
  await sandbox.app.listen({ port: config.port, host: config.host });
  console.log(`${READY_LINE} http://${config.host}:${config.port} ${config.legacyBaseUrl}`);
  const stop = async () => {
    await sandbox.app.close();
    legacy.close();
    await sandbox.db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
