// The built console: hashed assets cached for a year, index.html never cached, SPA fallback.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ConsoleIndex } from './console-index';
import { chooseEncoding } from './prepared-json';

export async function registerStatic(
  app: FastifyInstance,
  staticDir: string | null,
  index: ConsoleIndex | null,
): Promise<boolean> {
  if (!staticDir || !index) return false;
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url.startsWith('/restapi/') || (url.startsWith('/bff/') && url !== '/bff/login');
    if (request.method === 'GET' && !isApi && !url.startsWith('/assets/')) {
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8')
        .send(index.bytes(encoding));
    }
    return reply.code(404).send({ isSuccess: false, message: 'Not found.', entityData: null });
  });
  return true;
}
