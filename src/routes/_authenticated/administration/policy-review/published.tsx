// /administration/policy-review/published: the policy reviews in status published (the table's state in the URL).
import { createFileRoute } from '@tanstack/react-router';
import { tableSearchValidator } from '../../../../components/paged-table/table-search';
import { loadReviews } from '../../../../features/policy-review/api/load-reviews';
import { reviewTable } from '../../../../features/policy-review/api/review-table';
import { reviewViewOf } from '../../../../features/policy-review/api/review-views';
import { ReviewViews } from '../../../../features/policy-review/components/ReviewViews';

const { status } = reviewViewOf('published');

export const Route = createFileRoute('/_authenticated/administration/policy-review/published')({
  validateSearch: tableSearchValidator(reviewTable(status)),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadReviews(context, status, deps, cause),
  component: function PublishedReviews() {
    return <ReviewViews view="published" search={Route.useSearch()} />;
  },
});
