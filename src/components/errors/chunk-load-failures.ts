// A lazy chunk that failed to load or timed out (chunk-load-deadline.ts): the console says so
// with a way to reload (ChunkLoadNotice) and posts the error to the remote log (spec section 8),
// once per chunk. Failed dynamic imports announce themselves through Vite's `vite:preloadError`
// event (every lazy import of the build goes through Vite's preload helper); the router's lazy
// route chunks also get the deadline (`withRouteChunkDeadlines`), whose timeouts come here.
import { sendErrorLog, type ApiClient } from '../../api/client';
import { describeError } from '../../api/remote-log';
import { sessionStore } from '../../session/session-store';
import { CHUNK_LOAD_TIMEOUT_MS, isChunkLoadError, withLoadDeadline } from './chunk-load-deadline';

type Listener = () => void;
let failed = false;
const listeners = new Set<Listener>();
const reported = new Set<string>();
let logTo: ((error: unknown) => void) | null = null;

/** Whether a chunk failed since the page loaded (a reload starts over). */
export const chunkLoadFailed = (): boolean => failed;

export function subscribeChunkLoadFailure(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the notice and logs `error` (once per message). */
export function reportChunkLoadFailure(error: unknown): void {
  const key = describeError(error).split('\n', 1)[0] ?? '';
  if (!reported.has(key)) {
    reported.add(key);
    logTo?.(error);
  }
  if (failed) return;
  failed = true;
  for (const listener of [...listeners]) listener();
}

export interface ChunkFailureHandlingDeps {
  client: ApiClient;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  page?: () => string;
  browser?: () => string;
  send?: typeof sendErrorLog;
}

/** Listens for failed chunk loads and logs them; returns the function that stops it. */
export function installChunkLoadFailureHandling({
  client,
  target = window,
  page = () => `${window.location.pathname}${window.location.search}`,
  browser = () => globalThis.navigator?.userAgent ?? 'unknown',
  send = sendErrorLog,
}: ChunkFailureHandlingDeps): () => void {
  logTo = (error) =>
    send(client, {
      email: sessionStore.get()?.email ?? null,
      exception: describeError(error),
      endpoint: page(),
      browser: browser(),
    });
  // The event carries the import's error; the import still rejects, so its caller fails as before.
  const onPreloadError = (event: Event) =>
    reportChunkLoadFailure((event as Event & { payload?: unknown }).payload);
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
    logTo = null;
  };
}

/** `load` with the chunk deadline; a timeout (or any chunk failure) is reported here. */
export function loadChunkWithDeadline<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return withLoadDeadline(load, timeoutMs).catch((error: unknown) => {
    if (isChunkLoadError(error)) reportChunkLoadFailure(error);
    throw error;
  });
}

interface PreloadableComponent {
  preload?: () => Promise<void>;
}

const COMPONENT_TYPES = ['component', 'pendingComponent', 'errorComponent', 'notFoundComponent'] as const;

/**
 * Gives every lazy route component of the router the chunk deadline: the router awaits a
 * component's `preload()` (TanStack's lazyRouteComponent, which autoCodeSplitting makes of each
 * route file) before it renders the route, so a chunk late past the deadline fails the route.
 */
export function withRouteChunkDeadlines(routes: Iterable<{ options: object }>): void {
  for (const route of routes) {
    const options = route.options as Partial<Record<(typeof COMPONENT_TYPES)[number], PreloadableComponent>>;
    for (const type of COMPONENT_TYPES) {
      const component = options[type];
      const preload = component?.preload;
      if (!component || typeof preload !== 'function') continue;
      component.preload = () => loadChunkWithDeadline(() => preload());
    }
  }
}
