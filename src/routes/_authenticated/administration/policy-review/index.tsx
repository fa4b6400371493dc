// /administration/policy-review: the policy reviews of every status, the first of the list's
// views (review-views.ts); the table's state in the URL.
import { createFileRoute } from '@tanstack/react-router';
import { reviewViews } from '../../../../features/policy-review/api/review-views';
import { ReviewViews } from '../../../../features/policy-review/components/ReviewViews';

const { validateSearch, loaderDeps, beforeLoad, loader } = reviewViews.baseRoute();

export const Route = createFileRoute('/_authenticated/administration/policy-review/')({
  validateSearch,
  loaderDeps,
  beforeLoad,
  loader,
  component: function AllReviews() {
    return <ReviewViews view="all" search={Route.useSearch()} />;
  },
});
