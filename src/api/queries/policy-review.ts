// Policy review reads: unique blocks, reviews, checklists, the review dashboard, comparisons, lookups, decisions.
import { queryOptions } from '@tanstack/react-query';
import type { JsonBodyOf, QueryParamsOf } from '../operation-types';
import { queryKeys } from '../query-keys';
import { unwrap } from '../unwrap';
import type { QueryContext } from './context';

const INDIVIDUAL_PROPOSED_UNIQUE_BLOCKS = '/restapi/PolicyReview/IndividualProposedUniqueBlocks';
const PROPOSED_UNIQUE_BLOCKS = '/restapi/PolicyReview/ProposedUniqueBlocks';
const CHECK_LIST = '/restapi/PolicyReview/ListCheckList';
const REVIEW_CHECK_LIST = '/restapi/PolicyReview/ListReviewCheckList';
const REVIEWS = '/restapi/PolicyReview/ListReviews';
const DASHBOARD = '/restapi/PolicyReview/GetPolicyReviewDashboard';
const COMPARE = '/restapi/PolicyReview/CompareReviews';
const PERMISSION_LEVELS = '/restapi/PolicyReview/GetPermissionLevels';
const REVIEW_STATUSES = '/restapi/PolicyReview/GetReviewStatuses';
const RISK_LEVELS = '/restapi/PolicyReview/GetRiskLevels';
const MODES = '/restapi/PolicyReview/GetModes';
const SCOPES = '/restapi/PolicyReview/GetScopes';
const DECISION_STATUS = '/restapi/PolicyReview/GetDecisionStatus';
const DECISION_OPTIONS = '/restapi/PolicyReview/DecisionOptions';
const DECISIONS = '/restapi/PolicyReview/GetDecisions';

export function policyReviewQueries({ client, scoped }: QueryContext) {
  const k = queryKeys.policyReview;
  return {
    individualProposedUniqueBlocks: (body: JsonBodyOf<typeof INDIVIDUAL_PROPOSED_UNIQUE_BLOCKS>) =>
      queryOptions({
        queryKey: scoped(k.individualProposedUniqueBlocks(body), INDIVIDUAL_PROPOSED_UNIQUE_BLOCKS),
        queryFn: ({ signal }) => unwrap(client.POST(INDIVIDUAL_PROPOSED_UNIQUE_BLOCKS, { body, signal })),
      }),
    proposedUniqueBlocks: (body: JsonBodyOf<typeof PROPOSED_UNIQUE_BLOCKS>) =>
      queryOptions({
        queryKey: scoped(k.proposedUniqueBlocks(body), PROPOSED_UNIQUE_BLOCKS),
        queryFn: ({ signal }) => unwrap(client.POST(PROPOSED_UNIQUE_BLOCKS, { body, signal })),
      }),
    checkList: (body: JsonBodyOf<typeof CHECK_LIST>) =>
      queryOptions({
        queryKey: scoped(k.checkList(body), CHECK_LIST),
        queryFn: ({ signal }) => unwrap(client.POST(CHECK_LIST, { body, signal })),
      }),
    reviewCheckList: (body: JsonBodyOf<typeof REVIEW_CHECK_LIST>) =>
      queryOptions({
        queryKey: scoped(k.reviewCheckList(body), REVIEW_CHECK_LIST),
        queryFn: ({ signal }) => unwrap(client.POST(REVIEW_CHECK_LIST, { body, signal })),
      }),
    reviews: (body: JsonBodyOf<typeof REVIEWS>) =>
      queryOptions({
        queryKey: scoped(k.reviews(body), REVIEWS),
        queryFn: ({ signal }) => unwrap(client.POST(REVIEWS, { body, signal })),
      }),
    dashboard: (body: JsonBodyOf<typeof DASHBOARD>) =>
      queryOptions({
        queryKey: scoped(k.dashboard(body), DASHBOARD),
        queryFn: ({ signal }) => unwrap(client.POST(DASHBOARD, { body, signal })),
      }),
    comparison: (body: JsonBodyOf<typeof COMPARE>) =>
      queryOptions({
        queryKey: scoped(k.comparison(body), COMPARE),
        queryFn: ({ signal }) => unwrap(client.POST(COMPARE, { body, signal })),
      }),
    permissionLevels: () =>
      queryOptions({
        queryKey: scoped(k.lookups.permissionLevels(), PERMISSION_LEVELS),
        queryFn: ({ signal }) => unwrap(client.GET(PERMISSION_LEVELS, { signal })),
      }),
    reviewStatuses: () =>
      queryOptions({
        queryKey: scoped(k.lookups.reviewStatuses(), REVIEW_STATUSES),
        queryFn: ({ signal }) => unwrap(client.GET(REVIEW_STATUSES, { signal })),
      }),
    riskLevels: () =>
      queryOptions({
        queryKey: scoped(k.lookups.riskLevels(), RISK_LEVELS),
        queryFn: ({ signal }) => unwrap(client.GET(RISK_LEVELS, { signal })),
      }),
    modes: () =>
      queryOptions({
        queryKey: scoped(k.lookups.modes(), MODES),
        queryFn: ({ signal }) => unwrap(client.GET(MODES, { signal })),
      }),
    scopes: () =>
      queryOptions({
        queryKey: scoped(k.lookups.scopes(), SCOPES),
        queryFn: ({ signal }) => unwrap(client.GET(SCOPES, { signal })),
      }),
    decisionStatuses: () =>
      queryOptions({
        queryKey: scoped(k.lookups.decisionStatuses(), DECISION_STATUS),
        queryFn: ({ signal }) => unwrap(client.GET(DECISION_STATUS, { signal })),
      }),
    decisionOptions: (query: QueryParamsOf<typeof DECISION_OPTIONS> = {}) =>
      queryOptions({
        queryKey: scoped(k.lookups.decisionOptions(query), DECISION_OPTIONS),
        queryFn: ({ signal }) => unwrap(client.GET(DECISION_OPTIONS, { params: { query }, signal })),
      }),
    decisions: () =>
      queryOptions({
        queryKey: scoped(k.decisions(), DECISIONS),
        queryFn: ({ signal }) => unwrap(client.GET(DECISIONS, { signal })),
      }),
  };
}
