// `npm start`: the sandbox on PORT (default 8080), the legacy stub server on LEGACY_PORT.
import { configFromEnv } from './config';
import { DataDirInUseError, DataDirUnusableError } from './db/data-dir';
import { createSandbox } from './sandbox';
import { startLegacyServer } from './legacy/legacy-server';
import { startLiveSimulator } from './simulator/live';

const DEMO_ACCOUNTS = [
  ['global.admin@sandbox.test', 'AGMSAdmin'],
  ['partner.admin@sandbox.test', 'PartnerAdmin'],
  ['company.admin@sandbox.test', 'CompanyAdmin'],
  ['site.admin@sandbox.test', 'SiteAdmin'],
  ['site.auditor@sandbox.test', 'SiteAudit'],
  ['group.admin@sandbox.test', 'GroupAdmin'],
  ['group.auditor@sandbox.test', 'GroupAudit'],
];

/**
 * Under `npm start` with the console's build running beside it: once the database is ready, ask
 * the parent, and wait for its word that the build finished (scripts/start.mjs).
 */
function buildFinished(): Promise<void> {
  return new Promise((resolve) => {
    process.on('message', (message: { consoleBuilt?: boolean }) => {
      if (!message.consoleBuilt) return;
      process.disconnect?.();
      resolve();
    });
    process.send!({ waitingForBuild: true });
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  // From `npm start` (scripts/start.mjs passes its own start) or else from this process's start.
  const started = Number(process.env.SANDBOX_STARTED_AT) || Date.now() - Math.round(process.uptime() * 1000);
  const awaitBuild = process.env.SANDBOX_AWAIT_BUILD === '1' && Boolean(process.send);
  const config = configFromEnv();
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : config.dataDir
      ? `PGlite in ${config.dataDir}`
      : 'PGlite in memory';
  console.log(`Endpoint Console sandbox: ${where}, ${config.scale} scale`);
  const sandbox = await createSandbox(config, {
    log: (line) => console.log(line),
    logger: process.env.SANDBOX_LOG === '1',
    consoleBuilt: awaitBuild ? buildFinished : undefined,
  });
  const legacy = await startLegacyServer(config.legacyPort, config.host, {
    frameAncestors: config.consoleOrigins,
    recordRequests: process.env.LEGACY_RECORD_REQUESTS === '1',
  });
  await sandbox.app.listen({ port: config.port, host: config.host });
  const stopSimulator = config.simulator
    ? await startLiveSimulator(sandbox.db, { clock: () => new Date(), log: (line) => console.log(line) })
    : async () => {};
  const url = `http://${config.host}:${config.port}`;
  console.log('');
  console.log(
    `Console:        ${url}${sandbox.servesConsole ? '' : '  (not built: run `npm run build`, API only)'}`,
  );
  console.log(`Legacy server:  ${config.legacyBaseUrl}`);
  console.log(
    `Simulator:      ${config.simulator ? 'on (agents report live; SANDBOX_SIMULATOR=off stops it)' : 'off'}`,
  );
  const database = `database ready after ${seconds(sandbox.databaseReadyAt - started)}`;
  console.log(
    `Ready in ${seconds(Date.now() - started)}${sandbox.seeded ? ` (first start: seeded; ${database})` : ''}.`,
  );
  console.log('');
  console.log('Demo accounts (password Sandbox-Demo-1):');
  for (const [email, role] of DEMO_ACCOUNTS) console.log(`  ${email.padEnd(30)} ${role}`);
  if (sandbox.unhandledOperations.length > 0) {
    console.log(`\nOperations the sandbox does not implement yet: ${sandbox.unhandledOperations.join(', ')}`);
  }
  const stop = async () => {
    await stopSimulator();
    await sandbox.app.close();
    legacy.close();
    await sandbox.db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((err: unknown) => {
  // A known refusal says what to do; anything else shows its stack.
  const known = err instanceof DataDirInUseError || err instanceof DataDirUnusableError;
  console.error(known ? err.message : err instanceof Error ? err.stack : err);
  process.exit(1);
});
