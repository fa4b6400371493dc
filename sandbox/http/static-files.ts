// The built console: hashed assets cached for a year, index.html never cached, SPA fallback.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export async function registerStatic(app: FastifyInstance, staticDir: string | null): Promise<boolean> {
  const index = staticDir ? path.join(staticDir, 'index.html') : null;
  if (!staticDir || !index || !existsSync(index)) return false;
  const indexHtml = readFileSync(index);
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
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.code(404).send({ isSuccess: false, message: 'Not found.', entityData: null });
  });
  return true;
}
