// /dashboard/company-overview: every role's landing page (titled by role in the access table;
// the Global Admin is sent on to manage-partners by the guard). The loader starts every
// widget's request at once and does not wait; each widget shows its own states.
import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_RANGE, dashboardSearch } from '../../../features/dashboard/api/dashboard-range';
import { DashboardGrid } from '../../../features/dashboard/components/DashboardGrid';
import { WIDGETS } from '../../../features/dashboard/components/widgets';

export const Route = createFileRoute('/_authenticated/dashboard/company-overview')({
  validateSearch: dashboardSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    // The loading code is the dashboard's own chunk (the sign-in page's size budget).
    const { loadDashboard } = await import('../../../features/dashboard/load-dashboard');
    return loadDashboard(context.queryClient, context.queries, deps);
  },
  component: CompanyOverviewRoute,
});

function CompanyOverviewRoute() {
  const { bodies } = Route.useLoaderData();
  const { range = DEFAULT_RANGE } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DashboardGrid
      widgets={WIDGETS}
      bodies={bodies}
      range={range}
      onRangeChange={(next) => void navigate({ search: dashboardSearch({ range: next }) })}
    />
  );
}
