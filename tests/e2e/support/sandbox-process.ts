// The sandbox for the E2E run, started by global-setup.ts as a child process (`npx tsx` this
// file): PGlite in memory, the built console, on PORT. The legacy management server's stub
// listens beside it on LEGACY_PORT: 8081, the console's default legacy base URL (the built
// console has no other way to know it). The stub is stateless, so when 8081 already serves the
// stub (another run, `npm start`) it is shared rather than fought over; should that other
// process end first, this one takes the port over (checked every second).
import { configFromEnv } from '../../../sandbox/config';
import { startLegacyServer } from '../../../sandbox/legacy/legacy-server';
import { createSandbox } from '../../../sandbox/sandbox';

async function legacyStubAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    return (await response.text()).includes('Legacy management server');
  } catch {
    return false;
  }
}

async function main() {
  const config = configFromEnv({ ...process.env, SANDBOX_DATA_DIR: 'memory' });
  const sandbox = await createSandbox(config);
  let legacy: { close: () => void } | null = null;
  const takeLegacyPort = async () => {
    if (legacy) return;
    try {
      legacy = await startLegacyServer(config.legacyPort, config.host);
    } catch {
      // Taken: by another run's stub (shared), or by something else (checked below).
    }
  };
  await takeLegacyPort();
  if (!legacy && !(await legacyStubAnswers(`http://${config.host}:${config.legacyPort}/`))) {
    throw new Error(`port ${config.legacyPort} is taken by something other than the legacy stub`);
  }
  const watch = setInterval(() => void takeLegacyPort(), 1000);
  await sandbox.app.listen({ port: config.port, host: config.host });
  // global-setup.ts waits for this line.
  console.log(`E2E-SANDBOX-READY http://${config.host}:${config.port}`);
  const stop = async () => {
    clearInterval(watch);
    await sandbox.app.close();
    legacy?.close();
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
