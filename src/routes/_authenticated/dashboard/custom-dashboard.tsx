// /dashboard/custom-dashboard: the widgets the user picked, ordered and hid (remembered per
// user); every widget's request starts in the loader with the user's settings.
import { createFileRoute } from '@tanstack/react-router';
import { loadRouteMessages } from '../../../i18n/i18n';
import { DEFAULT_RANGE, dashboardSearch } from '../../../features/dashboard/api/dashboard-range';
import { CustomDashboard } from '../../../features/dashboard/components/CustomDashboard';

export const Route = createFileRoute('/_authenticated/dashboard/custom-dashboard')({
  validateSearch: dashboardSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    // The page's messages come with it (loadRouteMessages), not with the sign-in page.
    const [{ loadCustomDashboard }] = await Promise.all([
      import('../../../features/dashboard/load-dashboard'),
      loadRouteMessages(),
    ]);
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
