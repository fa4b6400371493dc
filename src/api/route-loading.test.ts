// The one loading policy: every request of a page starts at once; the loader waits for what the
// page needs, for a list's rows on the first visit only, and never for the rest.
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { loadPage } from './route-loading';

/** A query whose answer the test releases by hand, recording when its request starts. */
function deferredQuery(key: string, started: string[]) {
  let release: (value: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const options = queryOptions({
    queryKey: [key],
    queryFn: () => {
      started.push(key);
      return new Promise<string>((resolve, reject) => {
        release = resolve;
        fail = reject;
      });
    },
    retry: false,
  });
  return { options, release: (value: string) => release(value), fail: (error: Error) => fail(error) };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  // Let every queued microtask (the queries' starts) run.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('loadPage', () => {
  it('starts every request of the page before any answers, and caches the needed ones', async () => {
    const client = new QueryClient();
    const started: string[] = [];
    const assets = deferredQuery('assets', started);
    const rows = deferredQuery('rows', started);
    const counts = deferredQuery('counts', started);
    const loading = loadPage(client, {
      needed: [assets.options],
      rows: [rows.options],
      more: [counts.options],
    });
    expect(await settled(loading)).toBe(false);
    expect(started).toEqual(['assets', 'rows', 'counts']);
    assets.release('a');
    rows.release('r');
    await loading;
    expect(client.getQueryData(['assets'])).toBe('a');
    expect(client.getQueryData(['rows'])).toBe('r');
  });

  it('fails when a needed request fails (the route shows its error component)', async () => {
    const client = new QueryClient();
    const started: string[] = [];
    const ok = deferredQuery('ok', started);
    const broken = deferredQuery('broken', started);
    const loading = loadPage(client, { needed: [ok.options, broken.options] });
    await settled(loading);
    broken.fail(new Error('502'));
    ok.release('fine');
    await expect(loading).rejects.toThrow('502');
  });

  it('never waits for the rest (tab counts, widgets): each shows as it arrives', async () => {
    const client = new QueryClient();
    const started: string[] = [];
    const widget = deferredQuery('widget', started);
    expect(await settled(loadPage(client, { more: [widget.options] }))).toBe(true);
    expect(started).toEqual(['widget']);
  });

  it('waits for the rows on the first visit', async () => {
    const client = new QueryClient();
    const page = deferredQuery('page-1', []);
    const loading = loadPage(client, { rows: [page.options] }, 'enter');
    expect(await settled(loading)).toBe(false);
    page.release('rows');
    await loading;
    expect(client.getQueryData(['page-1'])).toBe('rows');
  });

  it('does not hold up a change of page: the request is on its way, the table keeps its rows', async () => {
    const client = new QueryClient();
    const started: string[] = [];
    const page = deferredQuery('page-2', started);
    expect(await settled(loadPage(client, { rows: [page.options] }, 'stay'))).toBe(true);
    expect(started).toEqual(['page-2']);
  });

  it('leaves a failed page of rows to the table', async () => {
    const client = new QueryClient();
    const page = deferredQuery('page-3', []);
    const loading = loadPage(client, { rows: [page.options] }, 'enter');
    await settled(loading);
    page.fail(new Error('500'));
    await expect(loading).resolves.toBeUndefined();
  });
});
