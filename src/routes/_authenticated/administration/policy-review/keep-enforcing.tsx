// /administration/policy-review/keep-enforcing: the policy reviews in status keep-enforcing (the table's state in the URL).
import { createFileRoute } from '@tanstack/react-router';
import { tableSearchValidator } from '../../../../components/paged-table/table-search';
import { loadReviews } from '../../../../features/policy-review/api/load-reviews';
import { reviewTable } from '../../../../features/policy-review/api/review-table';
import { reviewViewOf } from '../../../../features/policy-review/api/review-views';
import { ReviewViews } from '../../../../features/policy-review/components/ReviewViews';

const { status } = reviewViewOf('keep-enforcing');

export const Route = createFileRoute('/_authenticated/administration/policy-review/keep-enforcing')({
  validateSearch: tableSearchValidator(reviewTable(status)),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadReviews(context, status, deps, cause),
  component: function KeepEnforcingReviews() {
    return <ReviewViews view="keep-enforcing" search={Route.useSearch()} />;
  },
});
