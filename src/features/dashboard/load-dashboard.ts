// What the dashboard routes' loaders do, loaded with them (not with the sign-in page): the
// request bodies of this load (the range ends now) and every widget's request, started at once.
// The loader does not wait: each widget shows its own skeleton until its reply arrives.
import type { QueryClient } from '@tanstack/react-query';
import type { Queries } from '../../api/query-layer';
import { loadPage } from '../../api/route-loading';
import { ensureUserSettings } from '../../components/api/use-user-setting';
import { scopeStore } from '../../scope/scope-store';
import {
  dashboardBodies,
  DEFAULT_RANGE,
  type DashboardBodies,
  type DashboardSearch,
} from './api/dashboard-range';
import { applicable, type Widget } from './components/widget-definition';
import { WIDGETS } from './components/widgets';

export interface DashboardLoad {
  bodies: DashboardBodies;
}

export function loadDashboard(
  queryClient: QueryClient,
  queries: Queries,
  search: DashboardSearch,
  widgets: readonly Widget[] = WIDGETS,
): DashboardLoad {
  const { company, site } = scopeStore.getSelection();
  const bodies = dashboardBodies(search.range ?? DEFAULT_RANGE, Date.now(), {
    companyGuid: company?.guid ?? null,
    companyId: company?.id ?? null,
    siteGuid: site?.guid ?? null,
  });
  // Only `more`: nothing to wait for (loadPage resolves at once).
  void loadPage(queryClient, {
    more: applicable(widgets, bodies).map((widget) => widget.query(queries, bodies)),
  });
  return { bodies };
}

/**
 * The custom dashboard: every widget's request (the same wave; a hidden widget's reply is kept
 * for when it is shown again) and the user's settings, which the page waits for so that it
 * shows the user's layout at once. Without them (a failed read) it shows the default layout.
 */
export async function loadCustomDashboard(
  queryClient: QueryClient,
  queries: Queries,
  search: DashboardSearch,
): Promise<DashboardLoad> {
  const load = loadDashboard(queryClient, queries, search);
  await ensureUserSettings(queryClient, queries).catch(() => undefined);
  return load;
}
