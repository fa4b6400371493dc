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
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const scale = env.SANDBOX_SCALE === 'large' ? 'large' : 'small';
  const memory = env.SANDBOX_DATA_DIR === 'memory';
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    legacyPort: Number(env.LEGACY_PORT ?? Number(env.PORT ?? 8080) + 1),
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
  };
}
