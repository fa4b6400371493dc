// `npm start`: builds the console when it is missing or older than its sources, and starts the
// sandbox (which serves it); prints the URL, the demo accounts and how long the start took.
// On a first start the build and the database (PGlite's initdb, migrations, seed) run side by
// side, one process each (2 cores: about the longer of the two instead of their sum); the
// sandbox listens only once the build has finished, so the sign-in page that answers is the
// complete console.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// From the start of this process (npm's own few hundred ms before it are not counted).
const startedAt = Date.now() - Math.round(process.uptime() * 1000);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'dist/index.html');

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

const sourcesChanged = () => {
  const builtAt = statSync(built).mtimeMs;
  return ['src', 'locales', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].some((p) => {
    const full = path.join(root, p);
    return (
      existsSync(full) && (statSync(full).isDirectory() ? newest(full) : statSync(full).mtimeMs) > builtAt
    );
  });
};

const mustBuild = process.env.SANDBOX_STATIC !== 'none' && (!existsSync(built) || sourcesChanged());

let build = null;
let buildFailed = null;
let consoleBuilt = false;
let sandboxWaiting = false;
const tellSandbox = () => {
  if (consoleBuilt && sandboxWaiting) sandbox.send({ consoleBuilt: true });
};

// node itself rather than npx: one process less to start, and signals reach the sandbox.
const sandbox = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: {
    ...process.env,
    SANDBOX_STARTED_AT: String(startedAt),
    ...(mustBuild ? { SANDBOX_AWAIT_BUILD: '1' } : {}),
  },
});
// The sandbox asks once its database is ready (a handshake: no message can arrive before it listens).
sandbox.on('message', (message) => {
  if (message?.waitingForBuild) {
    sandboxWaiting = true;
    tellSandbox();
  }
});
sandbox.on('exit', (code) => {
  build?.kill('SIGTERM');
  process.exit(buildFailed ?? code ?? 0);
});
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopping = true;
    build?.kill(signal);
    sandbox.kill(signal);
  });

if (mustBuild) {
  console.log('Building the console (vite build), beside the database...');
  const buildStarted = Date.now();
  build = spawn(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  build.on('exit', (code, signal) => {
    build = null;
    if (stopping) return;
    if (code !== 0) {
      console.error(`The console's build failed (${signal ?? `exit ${code}`}); stopping.`);
      buildFailed = code ?? 1;
      sandbox.kill('SIGTERM');
      return;
    }
    console.log(`  console built (${((Date.now() - buildStarted) / 1000).toFixed(1)} s)`);
    consoleBuilt = true;
    tellSandbox();
  });
}
