// /administration/policy-review/{view}: the policy reviews in status drafted, applied, published
// or keep-enforcing, one route for the four (review-views.ts; every status is the bare path).
import { createFileRoute } from '@tanstack/react-router';
import { reviewViews } from '../../../../features/policy-review/api/review-views';
import { ReviewViews } from '../../../../features/policy-review/components/ReviewViews';

const { validateSearch, loaderDeps, beforeLoad, loader } = reviewViews.viewRoute();

export const Route = createFileRoute('/_authenticated/administration/policy-review/$view')({
  validateSearch,
  loaderDeps,
  beforeLoad,
  loader,
  component: function ReviewStatusView() {
    const view = reviewViews.viewOf(Route.useParams().view)!;
    return <ReviewViews view={view} search={Route.useSearch()} />;
  },
});
