// /administration/policy-overview: the policy reviews of the scope as counts and charts. The
// loader starts the one request and does not wait: the page shows its own loading state.
import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '../../../api/route-loading';
import { PolicyOverview } from '../../../features/policy-review/overview/PolicyOverview';
import { overviewQuery } from '../../../features/policy-review/overview/overview-query';

export const Route = createFileRoute('/_authenticated/administration/policy-overview')({
  loader: ({ context }) => loadPage(context.queryClient, { more: [overviewQuery(context.queries)] }),
  component: PolicyOverview,
});
