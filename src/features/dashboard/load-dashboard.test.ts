// The dashboard's loader: one wave (every widget's request starts before any answers) that the
// page does not wait for, over the request bodies of one moment (the widgets read the same keys).
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../api/client';
import { createQueryLayer } from '../../api/query-layer';
import { EMPTY_SCOPE_SELECTION } from '../../domain/scope-selection';
import { dashboardBodies } from './api/dashboard-range';
import { applicable } from './components/widget-definition';
import { WIDGETS } from './components/widgets';
import { loadDashboard } from './load-dashboard';

/** A client that records each request's path and never answers. */
function pendingClient(started: string[]) {
  const call = (path: string) => {
    started.push(path.replace('/restapi/Dashboard/', ''));
    return new Promise(() => undefined);
  };
  return { GET: call, POST: call } as unknown as ApiClient;
}

describe('loadDashboard', () => {
  it('starts every widget request at once and returns without waiting for any', async () => {
    const started: string[] = [];
    const queries = createQueryLayer(pendingClient(started), () => EMPTY_SCOPE_SELECTION).queries;
    const queryClient = new QueryClient();
    const load = loadDashboard(queryClient, queries, {});
    await Promise.resolve();
    expect([...started].sort()).toEqual(
      [
        'GetAlertSummary',
        'GetBlocksOverTime',
        'GetCompanyAssets',
        'GetCompanyOverviewInformation',
        'GetEventTrends',
        'GetKnownThreads',
        'GetNumberOfBlocksByTime',
        'GetTopComputerBlocks',
        'GetTopComputers',
        'GetTopFiveGroups',
      ].sort(),
    );
    // The widgets read the very queries the loader started (same keys).
    for (const widget of applicable(WIDGETS, load.bodies)) {
      expect(
        queryClient.getQueryState(widget.query(queries, load.bodies).queryKey)?.fetchStatus,
        widget.id,
      ).toBe('fetching');
    }
  });
});

describe('dashboardBodies', () => {
  const now = Date.parse('2026-11-24T10:17:42.500Z');

  it('asks the alert summary for the last 7 days (today in UTC and the 6 before), whatever the range', () => {
    for (const range of ['24h', '7d', '30d'] as const) {
      expect(dashboardBodies(range, now).alertWeek).toEqual({
        startDate: '2026-11-18T00:00:00.000Z',
        endDate: '2026-11-24T23:59:59.999Z',
        bucket: 'day',
      });
    }
  });

  it('gives hourly points over 24 whole hours and whole days over 7 and 30, the 7 days the week', () => {
    expect(dashboardBodies('24h', now).range).toEqual({
      startDate: '2026-11-23T11:00:00.000Z',
      endDate: '2026-11-24T10:59:59.999Z',
      bucket: 'hour',
    });
    expect(dashboardBodies('7d', now).range).toEqual(dashboardBodies('7d', now).alertWeek);
    expect(dashboardBodies('30d', now).range).toEqual({
      startDate: '2026-10-26T00:00:00.000Z',
      endDate: '2026-11-24T23:59:59.999Z',
      bucket: 'day',
    });
  });
});
