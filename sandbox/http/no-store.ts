// Replies that carry personal data or an error are never kept by a browser or a proxy:
// `Cache-Control: no-store` on every reply of /restapi and /bff (tenant data, the session's
// claims, errors; the sign-in reply names the user and the sid) and on every error reply. The
// built console's own caching (hashed assets for a year, index.html no-cache) stays as it is.
import type { FastifyInstance } from 'fastify';

/** Whether a reply must not be stored: an API reply, or any error. */
export function mustNotStore(method: string, url: string, status: number): boolean {
  if (status >= 400) return true;
  const path = url.split('?')[0] ?? '';
  // GET /bff/login is the console's sign-in page (the built index.html), not a reply of the BFF.
  if (method === 'GET' && path === '/bff/login') return false;
  return path.startsWith('/restapi/') || path.startsWith('/bff/');
}

export function noStoreOnPrivateReplies(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (mustNotStore(request.method, request.url, reply.statusCode))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
