// A second sandbox process on the PostgreSQL database of a test's sandbox (DATABASE_URL), as a
// second console server behind a load balancer would be: no seed of its own (the database is
// seeded), no simulator, the test's clock (TEST_CLOCK, an ISO time) so the test's sessions are
// live here too. Prints SECOND-SANDBOX-READY <url> when it listens; stops on SIGTERM.
import { configFromEnv } from '../../../sandbox/config';
import { createSandbox } from '../../../sandbox/sandbox';

async function main() {
  const config = configFromEnv({ ...process.env, SANDBOX_STATIC: 'none', SANDBOX_SIMULATOR: 'off' });
  const now = new Date(process.env.TEST_CLOCK ?? '');
  const sandbox = await createSandbox(config, { clock: () => now });
  const url = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`SECOND-SANDBOX-READY ${url}`);
  process.on('SIGTERM', () => {
    void sandbox.app.close().then(async () => {
      await sandbox.db.close();
      process.exit(0);
    });
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
