// The policy change checklist (/policies/policy-change-checklist and its draftreviews, completed
// and deleted lists): the checklist items of every review of the scope (ListCheckList), or of one
// review (ListReviewCheckList, when the `review` filter is set from a row), each with its decision,
// risk level, scope, mode and impact (computers and block events).
import type { ApiSchema } from '../../../api/contract-types';
import type { Queries } from '../../../api/query-layer';
import { columnsOf, type TableDefinition } from '../../../components/paged-table/table-definition';
import type { TableRequest } from '../../../components/paged-table/table-search';
import { PERMISSION_LABELS, RISK_BADGES } from './review-table';
import { DECISION_LABELS, type ListState } from './unique-block-table';
import { ENUM_LABELS } from '../../../i18n/enum-labels';
import { pagedRequestBody } from '../../../components/paged-table/paged-request-body';

export type ChecklistItem = ApiSchema<'ChecklistItem'>;
type ItemSort = NonNullable<ApiSchema<'ChecklistListFilter'>['sortColumn']>;
type DecisionStatus = ApiSchema<'DecisionStatus'>;

export const DECISION_STATUS_BADGES = {
  Pending: { labelKey: ENUM_LABELS.DecisionStatus.Pending, color: 'gray' },
  Approved: { labelKey: ENUM_LABELS.DecisionStatus.Approved, color: 'green' },
  Rejected: { labelKey: ENUM_LABELS.DecisionStatus.Rejected, color: 'red' },
  Deferred: { labelKey: ENUM_LABELS.DecisionStatus.Deferred, color: 'yellow' },
} as const satisfies Record<DecisionStatus, { labelKey: string; color: string }>;

export const SCOPE_LABELS = {
  Computer: ENUM_LABELS.ReviewScope.Computer,
  Group: ENUM_LABELS.ReviewScope.Group,
  RolePolicy: ENUM_LABELS.ReviewScope.RolePolicy,
} as const satisfies Record<ApiSchema<'ReviewScope'>, string>;

export const MODE_LABELS = {
  Individual: ENUM_LABELS.ReviewMode.Individual,
  Summary: ENUM_LABELS.ReviewMode.Summary,
} as const satisfies Record<ApiSchema<'ReviewMode'>, string>;

const DECISION_STATUSES = Object.keys(DECISION_STATUS_BADGES) as DecisionStatus[];
/** The filter a row sets to show one review's checklist (no control of its own: a pivot). */
export const REVIEW_FILTER_ID = 'review';

const c = columnsOf<ChecklistItem, ItemSort>();

export const checklistTable: TableDefinition<ChecklistItem, ItemSort> = {
  id: 'policy-checklist',
  labelKey: 'policyReview.checklistPage.table',
  rowId: (item) => String(item.checklistItemId),
  rowLabel: (item, t) =>
    t('policyReview.checklistPage.rowLabel', { title: item.title, review: item.reviewName }),
  columns: [
    c.text('title', {
      headerKey: 'policyReview.checklistPage.column.title',
      sortKey: 'title',
      width: 260,
      hideable: false,
    }),
    c.text('reviewName', {
      headerKey: 'policyReview.checklistPage.column.review',
      sortKey: 'reviewName',
      width: 220,
    }),
    c.label('decision', {
      headerKey: 'policyReview.checklistPage.column.decision',
      sortKey: 'decision',
      width: 200,
      labels: DECISION_LABELS,
    }),
    c.badge('decisionStatus', {
      headerKey: 'policyReview.checklistPage.column.decisionStatus',
      sortKey: 'decisionStatus',
      width: 150,
      badges: DECISION_STATUS_BADGES,
    }),
    // The review's: what may be decided on the item (changed with the review form).
    c.label('permissionLevel', {
      headerKey: 'policyReview.checklistPage.column.permission',
      width: 150,
      labels: PERMISSION_LABELS,
    }),
    c.badge('riskLevel', {
      headerKey: 'policyReview.checklistPage.column.risk',
      sortKey: 'riskLevel',
      width: 140,
      badges: RISK_BADGES,
    }),
    c.label('scope', {
      headerKey: 'policyReview.checklistPage.column.scope',
      width: 150,
      labels: SCOPE_LABELS,
    }),
    c.label('mode', { headerKey: 'policyReview.checklistPage.column.mode', width: 150, labels: MODE_LABELS }),
    c.number('computerCount', {
      headerKey: 'policyReview.checklistPage.column.computers',
      sortKey: 'computerCount',
      width: 120,
    }),
    c.number('blockCount', {
      headerKey: 'policyReview.checklistPage.column.events',
      sortKey: 'blockCount',
      width: 110,
    }),
    c.text('updatedBy', {
      headerKey: 'policyReview.checklistPage.column.updatedBy',
      sortKey: 'updatedBy',
      width: 160,
    }),
    c.date('updatedOn', {
      headerKey: 'policyReview.checklistPage.column.updatedOn',
      sortKey: 'updatedOn',
      width: 180,
    }),
  ],
  filters: [
    {
      id: 'decisionStatus',
      kind: 'enum',
      labelKey: 'policyReview.checklistPage.column.decisionStatus',
      options: DECISION_STATUSES.map((value) => ({
        value,
        labelKey: DECISION_STATUS_BADGES[value].labelKey,
      })),
    },
    {
      id: REVIEW_FILTER_ID,
      kind: 'text',
      labelKey: 'policyReview.checklistPage.reviewFilter',
      maxLength: 10,
      control: false,
    },
  ],
};

const isDecisionStatus = (value: string | undefined): value is DecisionStatus =>
  DECISION_STATUSES.includes(value as DecisionStatus);

/** The review id of the `review` filter, when it is one. */
export function reviewIdOf(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2147483647 ? id : null;
}

const commonRequest = (listState: ListState, request: TableRequest<ItemSort>) => {
  const status = request.filters.decisionStatus;
  return {
    ...pagedRequestBody(request),
    listState,
    ...(isDecisionStatus(status) ? { decisionStatus: status } : {}),
  };
};

/**
 * The list's queryOptions for a table request (the route's loader and the table share them): the
 * items of every review (ListCheckList), or of one when the `review` filter names it
 * (ListReviewCheckList).
 */
export const checklistPageQuery =
  (queries: Queries, listState: ListState) => (request: TableRequest<ItemSort>) =>
    queries.PolicyReview_ListCheckList(commonRequest(listState, request));

export const reviewChecklistPageQuery =
  (queries: Queries, listState: ListState, reviewId: number) => (request: TableRequest<ItemSort>) =>
    queries.PolicyReview_ListReviewCheckList({ ...commonRequest(listState, request), reviewId });

/** The review the `review` filter of a list's search names, if any. */
export const reviewFilterOf = (search: { filters?: Record<string, string> }): number | null =>
  reviewIdOf(search.filters?.[REVIEW_FILTER_ID]);
