// `npm start`: builds the console when it is missing or older than its sources, then starts
// the sandbox (which serves it) and prints the URL and the demo accounts.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  return ['src', 'locales', 'index.html', 'vite.config.ts'].some((p) => {
    const full = path.join(root, p);
    return (
      existsSync(full) && (statSync(full).isDirectory() ? newest(full) : statSync(full).mtimeMs) > builtAt
    );
  });
};

if (process.env.SANDBOX_STATIC !== 'none' && (!existsSync(built) || sourcesChanged())) {
  console.log('Building the console (vite build)...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const sandbox = spawn('npx', ['tsx', 'sandbox/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => sandbox.kill(signal));
sandbox.on('exit', (code) => process.exit(code ?? 0));
