// The policy overview's one request (GetPolicyReviewDashboard): the route's loader starts it
// and the page reads it, through the same queryOptions.
import type { Queries } from '../../../api/query-layer';

/** The counts of every status; the page shows no recent reviews, so it asks for the fewest. */
const DASHBOARD_BODY = { status: null, recentCount: 1 } as const;

export const overviewQuery = (queries: Queries) =>
  queries.PolicyReview_GetPolicyReviewDashboard(DASHBOARD_BODY);
