// The sandbox for the E2E run, started by global-setup.ts as a child process (`npx tsx` this
// file): PGlite in memory, the built console, on PORT, and the legacy management server's stub on
// LEGACY_PORT, both free ports of this run (with the live console's test hooks, live-hooks.ts): the console learns the stub's address from the
// sandbox (GET /bff/config), as it must on any port. The stub records the pages asked of it
// (tests/e2e/support/legacy-requests.ts reads them).
import { configFromEnv } from '../../../sandbox/config';
import { startLegacyServer } from '../../../sandbox/legacy/legacy-server';
import { createSandbox } from '../../../sandbox/sandbox';
import { registerLiveHooks } from './live-hooks';

async function main() {
  const config = configFromEnv({ ...process.env, SANDBOX_DATA_DIR: 'memory' });
  const sandbox = await createSandbox(config);
  const legacy = await startLegacyServer(config.legacyPort, config.host, {
    frameAncestors: config.consoleOrigins,
    recordRequests: true,
  });
  registerLiveHooks(sandbox.app, sandbox.db);
  await sandbox.app.listen({ port: config.port, host: config.host });
  // global-setup.ts waits for this line.
  console.log(`E2E-SANDBOX-READY http://${config.host}:${config.port} ${config.legacyBaseUrl}`);
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
