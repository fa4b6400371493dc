// The console on the Prism mock of the contract (the QA loop): Prism on 127.0.0.1:4010 and
// the Vite dev server proxying /bff and /restapi to it. Ctrl+C stops both.
// `--built`: the built console (dist/, `npm run build`) through `vite preview`, same proxy, instead
// of the dev server: no module is compiled on request (the Prism e2e run uses it, after a build).
import { spawn } from 'node:child_process';

const mockPort = process.env.MOCK_PORT ?? '4010';
const built = process.argv.includes('--built');
const children = [];

function start(cmd, args, env = {}) {
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  return child;
}

start('npx', ['prism', 'mock', 'openapi/restapi.yaml', '--host', '127.0.0.1', '--port', mockPort]);
start(
  'npx',
  [
    'vite',
    ...(built ? ['preview'] : []),
    '--host',
    '127.0.0.1',
    '--port',
    process.env.PORT ?? '5173',
    '--strictPort',
  ],
  { BACKEND_URL: `http://127.0.0.1:${mockPort}` },
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
  });
}
