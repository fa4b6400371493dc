// The built console: hashed assets cached for a year and sent compressed as the build made them,
// index.html never cached, SPA fallback.
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
    // The build's .br and .gz siblings (src/app/build/precompressed-assets.ts): nothing is
    // compressed per request on the event loop that answers the API.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      // The same address answers brotli, gzip or plain bytes: caches keep them apart.
      reply.header('vary', 'accept-encoding');
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
