// Where each figure of the policy overview leads: the list behind it, filtered, by route path
// (areas link through routes). The review list validates `filters` {status, riskLevel}
// (api/review-table.tsx); the policy change checklist of open reviews validates
// {decisionStatus} (its draftreviews list is the one pendingDecisions counts).
import type { ApiSchema } from '../../../api/contract-types';

type Filters = Record<string, string>;

const withFilters = (path: string, filters: Filters): string =>
  Object.keys(filters).length === 0 ? path : `${path}?filters=${encodeURIComponent(JSON.stringify(filters))}`;

const REVIEWS = '/policies/policy-review';

/** Every review of the scope. */
export const reviewsHref = (): string => REVIEWS;

/** The reviews in one status. */
export const reviewsInStatusHref = (status: ApiSchema<'ReviewStatus'>): string =>
  withFilters(REVIEWS, { status });

/** The reviews of one risk level. */
export const reviewsAtRiskHref = (riskLevel: ApiSchema<'RiskLevel'>): string =>
  withFilters(REVIEWS, { riskLevel });

/** The checklist items of open reviews still awaiting a decision. */
export const pendingDecisionsHref = (): string =>
  withFilters('/policies/policy-change-checklist/draftreviews', { decisionStatus: 'Pending' });
