import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code; contract tests (slower: they parse the whole contract and run
// codegen on a copy) live in tests/contract; sandbox tests (an in-memory sandbox per file) in
// tests/sandbox. Each is its own project: `vitest run --project unit`.
export default defineConfig({
  test: {
    // A worker per core: Vitest's default in a run (cores - 1) left one of CI's two cores to the
    // main process, which mostly waits.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'codegen/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          // @rjsf/mantine imports dayjs plugins without an extension, which Node's ESM loader
          // refuses; Vite resolves them when it transforms the package.
          server: { deps: { inline: [/@rjsf\/mantine/] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'sandbox',
          include: ['tests/sandbox/**/*.test.ts'],
          // Two sandbox processes share a database only on a PostgreSQL server (a PGlite database
          // is one process's): that file belongs to the run on TEST_DATABASE_URL alone.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['tests/sandbox/live-two-processes.test.ts'],
          // The world is seeded once for the run; each file opens a copy (tests/support/sandbox.ts).
          globalSetup: ['tests/support/seeded-world.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
