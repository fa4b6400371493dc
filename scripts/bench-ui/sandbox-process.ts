// bench:ui's sandbox: `npm start`'s (sandbox/main.ts) with the live console's test hooks
// (tests/e2e/support/live-hooks.ts), so that the live scenario can raise an alert as an agent's
// block would while a browser watches. The hooks never reach `npm start`: the sandbox imports no
// test code, so this entry adds them, here, for the bench alone.
import { configFromEnv } from '../../sandbox/config';
import { startLegacyServer } from '../../sandbox/legacy/legacy-server';
import { createSandbox } from '../../sandbox/sandbox';
import { registerLiveHooks } from '../../tests/e2e/support/live-hooks';

async function main() {
  const started = Date.now();
  const config = configFromEnv();
  const sandbox = await createSandbox(config, { log: (line) => console.log(line) });
  const legacy = await startLegacyServer(config.legacyPort, config.host, {
    frameAncestors: config.consoleOrigins,
  });
  registerLiveHooks(sandbox.app, sandbox.db);
  await sandbox.app.listen({ port: config.port, host: config.host });
  // support.ts's startSandbox waits for this line.
  console.log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
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
