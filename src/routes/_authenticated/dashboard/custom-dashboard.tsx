// /dashboard/custom-dashboard: the widgets the user picked, ordered and hid (remembered per
// user); every widget's request starts in the loader with the user's settings.
import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_RANGE, dashboardSearch } from '../../../features/dashboard/api/dashboard-range';
import { CustomDashboard } from '../../../features/dashboard/components/CustomDashboard';

export const Route = createFileRoute('/_authenticated/dashboard/custom-dashboard')({
  validateSearch: dashboardSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    // The loading code is the dashboard's own chunk (the sign-in page's size budget).
    const { loadCustomDashboard } = await import('../../../features/dashboard/load-dashboard');
    return loadCustomDashboard(context.queryClient, context.queries, deps);
  },
  component: CustomDashboardRoute,
});

function CustomDashboardRoute() {
  const { bodies } = Route.useLoaderData();
  const { range = DEFAULT_RANGE } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CustomDashboard
      bodies={bodies}
      range={range}
      onRangeChange={(next) => void navigate({ search: dashboardSearch({ range: next }) })}
    />
  );
}
