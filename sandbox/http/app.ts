// Builds the sandbox's HTTP app: security headers, compression, the BFF, /restapi and the
// built console. Tests build it in memory; main.ts listens.
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import type { Database } from '../db/database';
import type { SandboxConfig } from '../config';
import { registerBff } from './bff';
import { refuseOverLimitBodies } from './body-limits';
import { registerConsoleConfig } from './console-config';
import { noStoreOnPrivateReplies } from './no-store';
import { registerMailbox } from './mailbox';
import { registerPasswordReset } from './password-reset';
import { registerRestapi } from './restapi';
import { registerLiveStream } from './live-stream';
import { LiveHub } from '../live/hub';
import { readConsoleIndex } from './console-index';
import { registerStatic } from './static-files';
import { securityHeaders } from './security-headers';
import { loadEnglishCatalogue } from './catalogue';
import type { HandlerMap } from './types';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface SandboxApp {
  app: FastifyInstance;
  unhandledOperations: string[];
  servesConsole: boolean;
}

export async function buildApp(options: {
  db: Database;
  config: SandboxConfig;
  contract: Record<string, unknown>;
  handlers: HandlerMap;
  clock?: () => Date;
  logger?: boolean;
}): Promise<SandboxApp> {
  const { db, config } = options;
  const clock = options.clock ?? (() => new Date());
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    logger: options.logger
      ? {
          level: 'info',
          // Never log cookies, the sid or bodies (passwords).
          redact: ['req.headers.cookie', 'req.headers.authorization'],
          serializers: {
            req: (req) => ({ method: req.method, url: String(req.url).replace(/sid=[^&]+/, 'sid=***') }),
          },
        }
      : false,
  });
  const consoleIndex = readConsoleIndex(config.staticDir);
  const headers = securityHeaders(new URL(config.legacyBaseUrl).origin, consoleIndex?.scriptHashes);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(headers);
    return payload;
  });
  noStoreOnPrivateReplies(app);
  await app.register(fastifyCookie);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  // Bad input gets a clear message in the envelope and never crashes the process.
  app.setErrorHandler((error, request, reply) => {
    const err = error as { code?: string; statusCode?: number; message?: string };
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .code(400)
        .send({ isSuccess: false, message: 'The request body is larger than 1 MB.', errors: [] });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply
        .code(400)
        .send({ isSuccess: false, message: 'The request body is not valid JSON.', errors: [] });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .code(400)
        .send({ isSuccess: false, message: 'Send the request body as application/json.', errors: [] });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(400).send({ isSuccess: false, message: 'The request is invalid.', errors: [] });
    }
    request.log.error({ err: { message: err.message, code: err.code } }, 'unexpected error');
    return reply.code(500).send({ isSuccess: false, message: 'An Error Occurred..', entityData: null });
  });

  const t = loadEnglishCatalogue();
  refuseOverLimitBodies(app, t);
  registerBff(app, db, config, clock, t);
  registerConsoleConfig(app, db, config, clock);
  registerPasswordReset(app, { db, config, contract: options.contract, clock, t });
  if (config.mailbox) registerMailbox(app, db);
  const unhandledOperations = registerRestapi(app, {
    db,
    config,
    contract: options.contract,
    handlers: options.handlers,
    clock,
    t,
    log: (entry) => app.log.info(entry),
  });
  const liveHub = new LiveHub(db);
  registerLiveStream(app, db, liveHub, clock);
  app.addHook('preClose', async () => liveHub.endAll());
  app.addHook('onClose', async () => liveHub.close());
  const servesConsole = await registerStatic(app, config.staticDir, consoleIndex);
  return { app, unhandledOperations, servesConsole };
}
