// "The page's requests have settled": no data request of the page in flight for half a second. Not
// Playwright's 'networkidle', which waits for the main frame's lifecycle event and never fires on
// some pages whose hidden sync frame (the legacy sign-in) was added and removed while loading.
import type { Page, Request } from '@playwright/test';

const QUIET_MS = 500;
const LIMIT_MS = 30_000;

/** Starts counting the page's requests; `settled()` waits for a quiet half second. */
export function trackRequests(page: Page): { settled: () => Promise<void> } {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  // The page's data (fetch and XHR) is what a page waits for, not files or frames: a chunk the
  // console fetches when idle (the error dialog's) and the legacy sync frames' documents were seen
  // never to report their end once a navigation or the frame's removal cut them off, which held a
  // page "in flight" for good (a walk over every page failed on both in CI).
  // The live stream (GET /bff/live) is open for as long as the page is: never a load to wait for.
  const counted = (request: Request) =>
    ['fetch', 'xhr'].includes(request.resourceType()) && !request.url().endsWith('/bff/live');
  const start = (request: Request) => {
    if (!counted(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const end = (request: Request) => {
    if (!counted(request)) return;
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    async settled() {
      const deadline = Date.now() + LIMIT_MS;
      while (inFlight.size > 0 || Date.now() - lastChange < QUIET_MS) {
        if (Date.now() > deadline)
          throw new Error(`requests still in flight: ${[...inFlight].map((r) => r.url()).join(', ')}`);
        await page.waitForTimeout(100);
      }
    },
  };
}
