// The loaders' two ways of filling the cache: all of a page's queries at once, and a list's
// rows without holding up a change of page.
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ensureAll, loadListPage } from './route-loading';

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

describe('ensureAll', () => {
  it('starts every request of the page before any answers, and caches them all', async () => {
    const client = new QueryClient();
    const started: string[] = [];
    const assets = deferredQuery('assets', started);
    const trends = deferredQuery('trends', started);
    const top = deferredQuery('top', started);
    const loading = ensureAll(client, [assets.options, trends.options, top.options]);
    expect(await settled(loading)).toBe(false);
    expect(started).toEqual(['assets', 'trends', 'top']);
    assets.release('a');
    trends.release('b');
    top.release('c');
    await loading;
    expect(client.getQueryData(['assets'])).toBe('a');
    expect(client.getQueryData(['top'])).toBe('c');
  });

  it('fails when one of them fails (the route shows its error component)', async () => {
    const client = new QueryClient();
    const started: string[] = [];
    const ok = deferredQuery('ok', started);
    const broken = deferredQuery('broken', started);
    const loading = ensureAll(client, [ok.options, broken.options]);
    await settled(loading);
    broken.fail(new Error('502'));
    ok.release('fine');
    await expect(loading).rejects.toThrow('502');
  });
});

describe('loadListPage', () => {
  it('waits for the rows on the first visit', async () => {
    const client = new QueryClient();
    const page = deferredQuery('page-1', []);
    const loading = loadListPage(client, page.options, 'enter');
    expect(await settled(loading)).toBe(false);
    page.release('rows');
    await loading;
    expect(client.getQueryData(['page-1'])).toBe('rows');
  });

  it('does not hold up a change of page: the request is on its way, the table keeps its rows', async () => {
    const client = new QueryClient();
    const started: string[] = [];
    const page = deferredQuery('page-2', started);
    expect(await settled(loadListPage(client, page.options, 'stay'))).toBe(true);
    expect(started).toEqual(['page-2']);
  });

  it('leaves a failed request to the table', async () => {
    const client = new QueryClient();
    const page = deferredQuery('page-3', []);
    const loading = loadListPage(client, page.options, 'enter');
    await settled(loading);
    page.fail(new Error('500'));
    await expect(loading).resolves.toBeUndefined();
  });
});
