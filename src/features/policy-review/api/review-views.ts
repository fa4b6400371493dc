// The lists of reviews under /administration/policy-review: every status, then one list per
// status of the workflow's later steps (spec section 2), each a route of its own.
import type { ReviewStatus } from '../../../domain/review-status-moves';

export const REVIEW_VIEWS = [
  { view: 'all', status: null, path: '/administration/policy-review' },
  { view: 'drafted', status: 'Drafted', path: '/administration/policy-review/drafted' },
  { view: 'applied', status: 'Applied', path: '/administration/policy-review/applied' },
  { view: 'published', status: 'Published', path: '/administration/policy-review/published' },
  { view: 'keep-enforcing', status: 'KeepEnforcing', path: '/administration/policy-review/keep-enforcing' },
] as const satisfies readonly { view: string; status: ReviewStatus | null; path: string }[];

export type ReviewView = (typeof REVIEW_VIEWS)[number]['view'];

export const reviewViewOf = (view: ReviewView) => REVIEW_VIEWS.find((entry) => entry.view === view)!;
