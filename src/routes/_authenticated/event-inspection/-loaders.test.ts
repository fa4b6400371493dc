// The event inspection's loader starts its requests in one wave: synchronously when the router
// calls it (no chunk fetched first, which put the rows a wave after the shell's settings),
// the open event with the page, and with the very request the table then reads.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../api/client';
import { createQueryLayer } from '../../../api/query-layer';
import { EMPTY_SCOPE_SELECTION } from '../../../domain/scope-selection';
import { tableRequestOf } from '../../../components/paged-table/table-search';
import { eventTableRequest } from '../../../features/events/api/event-request';
import { validateEventSearch, type EventSearch } from '../../../features/events/api/event-search';
import { eventTable, summaryTable } from '../../../features/events/api/event-table';
import { Route as EventView } from './$view';

/** A client that records each request's path and never answers. */
function pendingClient(started: string[]) {
  const call = (path: string) => {
    started.push(path.replace('/restapi/', ''));
    return new Promise(() => undefined);
  };
  return { GET: call, POST: call } as unknown as ApiClient;
}

type Loader = (match: {
  context: object;
  deps: EventSearch;
  params: { view: string };
  cause: 'enter';
}) => unknown;

function runLoader(view: string, deps: EventSearch): string[] {
  const started: string[] = [];
  const queries = createQueryLayer(pendingClient(started), () => EMPTY_SCOPE_SELECTION).queries;
  void (EventView.options.loader as Loader)({
    context: { queryClient: new QueryClient(), queries },
    deps,
    params: { view },
    cause: 'enter',
  });
  return started;
}

describe('the event inspection loader', () => {
  it('start the page and the open event at once, before anything is awaited', () => {
    const deps = validateEventSearch('individual')({ detail: '42', filters: { action: 'blocked' } });
    // Read synchronously: a loader that awaits anything first (a chunk) has started nothing yet.
    expect(runLoader('all-events', deps).sort()).toEqual([
      'Event/GetEventDetail',
      'Event/GetEventInspectionPageData',
    ]);
    expect(runLoader('summary-events', validateEventSearch('any')({ detail: '42' }))).toEqual([
      'Event/GetEventInspectionPageData',
    ]);
  });

  it('ask for the request the tables read (same page size, sort and filters)', () => {
    const search = validateEventSearch('individual')({
      sort: 'severity',
      dir: 'desc',
      search: 'x',
      filters: { period: '24h' },
    });
    expect(eventTableRequest('individual', search)).toEqual(tableRequestOf(eventTable, search));
    const summary = validateEventSearch('summary')({ sort: 'count', pageSize: 100 });
    expect(eventTableRequest('summary', summary)).toEqual(tableRequestOf(summaryTable, summary));
    expect(eventTableRequest('summary', {}).pageSize).toBe(tableRequestOf(summaryTable, {}).pageSize);
  });
});
