// The lists of reviews under /administration/policy-review: every status (the bare path), then
// one list per status of the workflow's later steps (spec section 2), each a URL of its own.
import { defineListViews } from '../../../components/paged-table/list-views';
import { tableRequestOf } from '../../../components/paged-table/table-search';
import type { ReviewStatus } from '../../../domain/review-status-moves';
import { reviewLookupQueries } from './review-lookups';
import { reviewPageQuery, reviewTable } from './review-table';

const STATUS_OF_VIEW = {
  all: null,
  drafted: 'Drafted',
  applied: 'Applied',
  published: 'Published',
  'keep-enforcing': 'KeepEnforcing',
} as const satisfies Record<string, ReviewStatus | null>;

export type ReviewView = keyof typeof STATUS_OF_VIEW;

export const statusOfReviewView = (view: ReviewView): ReviewStatus | null => STATUS_OF_VIEW[view];

export const reviewViews = defineListViews({
  base: '/administration/policy-review',
  labelKey: 'policyReview.views.label',
  views: (Object.keys(STATUS_OF_VIEW) as ReviewView[]).map((id) => ({
    id,
    labelKey: `policyReview.views.${id}`,
  })),
  baseView: 'all',
  baseOnly: true,
  table: (view) => reviewTable(statusOfReviewView(view)),
  pageQuery: (queries, view, search) => {
    const status = statusOfReviewView(view);
    return reviewPageQuery(queries, status)(tableRequestOf(reviewTable(status), search));
  },
  // The filters' options (the server's lookups) beside the page, once per session.
  moreQueries: (queries) => reviewLookupQueries(queries),
});
