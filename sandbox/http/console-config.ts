// GET /bff/config (contract: Bff_ConsoleConfig): where the legacy management server is. The
// console frames it at this address only, and the CSP's frame-src is this address's origin
// (app.ts), so the two cannot disagree on any port.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { SandboxConfig } from '../config';
import { hasCsrfHeader, NO_SESSION, principalOf } from './bff';

export function registerConsoleConfig(
  app: FastifyInstance,
  db: Database,
  config: SandboxConfig,
  clock: () => Date,
): void {
  app.get('/bff/config', async (request, reply) => {
    const refuse = (message: string) => reply.code(401).send({ isSuccess: false, message, entityData: null });
    if (!hasCsrfHeader(request)) return refuse('The X-CSRF header is missing.');
    if (!(await principalOf(db, request, clock()))) return refuse(NO_SESSION);
    return reply.send({ legacyBaseUrl: config.legacyBaseUrl });
  });
}
