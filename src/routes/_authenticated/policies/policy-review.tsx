// /policies/policy-review: every policy review of the scope, filtered by status and risk (the
// table's state in the URL), with the status moves the workflow allows.
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { loadPage } from '../../../api/route-loading';
import { tableRequestOf, tableSearchValidator } from '../../../components/paged-table/table-search';
import { reviewLookupQueries } from '../../../features/policy-review/api/review-lookups';
import { reviewPageQuery, reviewTable } from '../../../features/policy-review/api/review-table';
import { ReviewList } from '../../../features/policy-review/components/ReviewList';

export const Route = createFileRoute('/_authenticated/policies/policy-review')({
  validateSearch: tableSearchValidator(reviewTable(null)),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    loadPage(
      context.queryClient,
      {
        rows: [reviewPageQuery(context.queries, null)(tableRequestOf(reviewTable(null), deps))],
        // The filters' options (the server's lookups) beside the page, once per session.
        more: reviewLookupQueries(context.queries),
      },
      cause,
    ),
  component: PolicyReviews,
});

function PolicyReviews() {
  const { t } = useTranslation();
  const navigate = Route.useNavigate();
  return (
    <ReviewList
      status={null}
      search={Route.useSearch()}
      onSearchChange={(next) => void navigate({ search: next })}
      emptyText={t('policyReview.empty.all')}
    />
  );
}
