// A fake BFF and /restapi behind the real api client, for tests that check what the server
// receives: each request is kept, each answer comes from a handler by path.
import { createApiClient, type ApiClient, type ApiClientDeps } from '../../api/client';
import type { ErrorOutcome } from '../../api/error-catalogue';
import { EMPTY_SCOPE_SELECTION } from '../../domain/scope-selection';

export type Handler = (request: Request) => Response | Promise<Response>;

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const envelope = (entityData: unknown): Response =>
  json(200, { isSuccess: true, message: null, entityData });

export interface FakeServer {
  client: ApiClient;
  received: Request[];
  outcomes: ErrorOutcome[];
  /** Paths (with query) of the requests received, in order. */
  paths(): string[];
  requestTo(pathname: string): Request | undefined;
}

export function fakeServer(handlers: Record<string, Handler>, deps: Partial<ApiClientDeps> = {}): FakeServer {
  const received: Request[] = [];
  const outcomes: ErrorOutcome[] = [];
  const client = createApiClient({
    baseUrl: 'http://console.test',
    fetch: async (request) => {
      received.push(request.clone());
      const { pathname } = new URL(request.url);
      const handler = handlers[pathname];
      return handler
        ? handler(request)
        : json(404, { isSuccess: false, message: 'Not found', entityData: null });
    },
    getSelection: () => EMPTY_SCOPE_SELECTION,
    getSession: () => ({ sid: null, email: null }),
    isDialogOpen: () => false,
    onErrorOutcome: (outcome) => outcomes.push(outcome),
    browser: () => 'test',
    ...deps,
  });
  return {
    client,
    received,
    outcomes,
    paths: () =>
      received.map((r) => {
        const url = new URL(r.url);
        return `${url.pathname}${url.search}`;
      }),
    requestTo: (pathname) => received.find((r) => new URL(r.url).pathname === pathname),
  };
}
