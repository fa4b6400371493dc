// The sandbox's settings, from the environment. Everything has a working default so that
// `npm start` needs nothing else.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type Scale = 'small' | 'large';

export interface SandboxConfig {
  port: number;
  host: string;
  /** The embedded legacy management server (a second port, so its pages are cross-origin). */
  legacyPort: number;
  /**
   * Where the console finds the legacy management server (GET /bff/config) and the one frame
   * source of the CSP: LEGACY_BASE_URL, else the stub beside the sandbox.
   */
  legacyBaseUrl: string;
  /** The origins that may frame the legacy stub (its frame-ancestors): the console's own and CONSOLE_ORIGINS. */
  consoleOrigins: string[];
  /** postgres://... runs the same code against a PostgreSQL server instead of PGlite. */
  databaseUrl: string | null;
  /** PGlite data directory; null = in memory (tests). */
  dataDir: string | null;
  scale: Scale;
  /** The built console to serve (dist/); null serves the API only. */
  staticDir: string | null;
  /** Secure cookies need HTTPS; the sandbox runs on plain loopback HTTP. */
  secureCookies: boolean;
  /** The local mailbox at /sandbox/mailbox (password reset mails); SANDBOX_MAILBOX=off hides it. */
  mailbox: boolean;
  /** The simulator (agents reporting) under `npm start`; SANDBOX_SIMULATOR=off stops it. Tests start it themselves. */
  simulator: boolean;
}

/** The Vite dev server (`npm run dev`, `npm run mock:console`) frames the legacy pages too. */
export const DEV_CONSOLE_ORIGINS = ['http://127.0.0.1:5173', 'http://localhost:5173'];

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost'];

/** The console's origin, under both loopback names when it listens on loopback (either is typed). */
function ownConsoleOrigins(host: string, port: number): string[] {
  const names = LOOPBACK_NAMES.includes(host) ? LOOPBACK_NAMES : [host];
  return names.map((name) => `http://${name}:${port}`);
}

/** An http(s) base URL without its trailing slashes; anything else stops the start, named. */
function baseUrlOf(value: string, variable: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${variable} must be an http or https URL, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${variable} must be an http or https URL, not "${value}".`);
  return url.toString().replace(/\/+$/, '');
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const scale = env.SANDBOX_SCALE === 'large' ? 'large' : 'small';
  const memory = env.SANDBOX_DATA_DIR === 'memory';
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '127.0.0.1';
  const legacyPort = Number(env.LEGACY_PORT ?? port + 1);
  const extraOrigins = env.CONSOLE_ORIGINS?.split(/[\s,]+/).filter(Boolean) ?? DEV_CONSOLE_ORIGINS;
  return {
    port,
    host,
    legacyPort,
    legacyBaseUrl: env.LEGACY_BASE_URL
      ? baseUrlOf(env.LEGACY_BASE_URL, 'LEGACY_BASE_URL')
      : `http://${host}:${legacyPort}`,
    consoleOrigins: [
      ...ownConsoleOrigins(host, port),
      ...extraOrigins.map((origin) => new URL(baseUrlOf(origin, 'CONSOLE_ORIGINS')).origin),
    ],
    databaseUrl: env.DATABASE_URL ?? null,
    dataDir: memory
      ? null
      : path.resolve(env.SANDBOX_DATA_DIR ?? path.join(projectRoot, '.sandbox', `data-${scale}`)),
    scale,
    staticDir:
      env.SANDBOX_STATIC === 'none'
        ? null
        : env.SANDBOX_STATIC
          ? path.resolve(env.SANDBOX_STATIC)
          : path.join(projectRoot, 'dist'),
    secureCookies: env.SANDBOX_SECURE_COOKIES === '1',
    mailbox: env.SANDBOX_MAILBOX !== 'off',
    simulator: env.SANDBOX_SIMULATOR !== 'off',
  };
}
