// The reviews the two pickers offer: every review of the scope, most recently updated first.
// The loader starts it with the comparison; the page reads it through the same queryOptions.
import type { Queries } from '../../../api/query-layer';

/** Enough for the reviews of a scope (a picker searches them as the user types). */
const PICKER_PAGE_SIZE = 1000;

export const pickerReviewsQuery = (queries: Queries) =>
  queries.PolicyReview_ListReviews({
    page: 1,
    pageSize: PICKER_PAGE_SIZE,
    sortColumn: 'updatedOn',
    sortDir: 'desc',
  });
