// The lists of policy reviews (/policies/policy-review, /administration/policy-review and its
// drafted, applied, published and keep-enforcing lists): columns, filters (in the URL) and the
// request, over PolicyReview/ListReviews. A list of one status has no status filter.
import type { ApiSchema } from '../../../api/contract-types';
import type { Queries } from '../../../api/query-layer';
import { columnsOf, type TableDefinition } from '../../../components/paged-table/table-definition';
import type { TableRequest } from '../../../components/paged-table/table-search';
import { REVIEW_STATUSES, type ReviewStatus } from '../../../domain/review-status-moves';
import { ReviewProgress } from '../components/ReviewProgress';
import { ENUM_LABELS } from '../../../i18n/enum-labels';
import { pagedRequestBody } from '../../../components/paged-table/paged-request-body';

export type Review = ApiSchema<'Review'>;
type ReviewSort = NonNullable<ApiSchema<'ReviewListFilter'>['sortColumn']>;
type RiskLevel = ApiSchema<'RiskLevel'>;
type PermissionLevel = ApiSchema<'PermissionLevel'>;

export const STATUS_BADGES = {
  DraftReview: { labelKey: ENUM_LABELS.ReviewStatus.DraftReview, color: 'gray' },
  Drafted: { labelKey: ENUM_LABELS.ReviewStatus.Drafted, color: 'blue' },
  Applied: { labelKey: ENUM_LABELS.ReviewStatus.Applied, color: 'violet' },
  Published: { labelKey: ENUM_LABELS.ReviewStatus.Published, color: 'teal' },
  Completed: { labelKey: ENUM_LABELS.ReviewStatus.Completed, color: 'green' },
  KeepEnforcing: { labelKey: ENUM_LABELS.ReviewStatus.KeepEnforcing, color: 'orange' },
  Deleted: { labelKey: ENUM_LABELS.ReviewStatus.Deleted, color: 'red' },
} as const satisfies Record<ReviewStatus, { labelKey: string; color: string }>;

export const RISK_BADGES = {
  Low: { labelKey: ENUM_LABELS.RiskLevel.Low, color: 'gray' },
  Medium: { labelKey: ENUM_LABELS.RiskLevel.Medium, color: 'yellow' },
  High: { labelKey: ENUM_LABELS.RiskLevel.High, color: 'orange' },
  Critical: { labelKey: ENUM_LABELS.RiskLevel.Critical, color: 'red' },
} as const satisfies Record<RiskLevel, { labelKey: string; color: string }>;

export const PERMISSION_LABELS = {
  ReadOnly: ENUM_LABELS.PermissionLevel.ReadOnly,
  Reviewer: ENUM_LABELS.PermissionLevel.Reviewer,
  Approver: ENUM_LABELS.PermissionLevel.Approver,
} as const satisfies Record<PermissionLevel, string>;

const RISK_LEVELS = Object.keys(RISK_BADGES) as RiskLevel[];
const STATUS_FILTER_ID = 'status';

const c = columnsOf<Review, ReviewSort>();

const allStatusesTable: TableDefinition<Review, ReviewSort> = {
  id: 'policy-reviews',
  labelKey: 'policyReview.reviews.table',
  rowId: (review) => String(review.reviewId),
  // The policy's versions link to the review that published them (?detail=<reviewId>).
  detailInUrl: true,
  columns: [
    c.text('name', { headerKey: 'policyReview.column.name', sortKey: 'name', width: 280, hideable: false }),
    c.badge('status', {
      headerKey: 'policyReview.column.status',
      sortKey: 'status',
      width: 150,
      badges: STATUS_BADGES,
    }),
    c.custom('progress', {
      headerKey: 'policyReview.column.progress',
      sortKey: 'checklistItemCount',
      width: 190,
      value: (review) => `${review.decidedItemCount}/${review.checklistItemCount}`,
      render: (review) => (
        <ReviewProgress decided={review.decidedItemCount} total={review.checklistItemCount} />
      ),
    }),
    c.badge('riskLevel', {
      headerKey: 'policyReview.column.risk',
      sortKey: 'riskLevel',
      width: 120,
      badges: RISK_BADGES,
    }),
    c.label('permissionLevel', {
      headerKey: 'policyReview.column.permission',
      sortKey: 'permissionLevel',
      width: 140,
      labels: PERMISSION_LABELS,
    }),
    c.text('groupName', { headerKey: 'policyReview.column.group', sortKey: 'groupName', width: 190 }),
    c.number('uniqueBlockCount', {
      headerKey: 'policyReview.column.uniqueBlocks',
      width: 130,
      defaultHidden: true,
    }),
    c.text('createdBy', { headerKey: 'policyReview.column.createdBy', sortKey: 'createdBy', width: 160 }),
    c.date('createdOn', {
      headerKey: 'policyReview.column.createdOn',
      sortKey: 'createdOn',
      width: 180,
      defaultHidden: true,
    }),
    c.date('updatedOn', { headerKey: 'policyReview.column.updatedOn', sortKey: 'updatedOn', width: 180 }),
  ],
  filters: [
    {
      id: STATUS_FILTER_ID,
      kind: 'enum',
      labelKey: 'policyReview.column.status',
      options: REVIEW_STATUSES.map((value) => ({ value, labelKey: STATUS_BADGES[value].labelKey })),
    },
    {
      id: 'riskLevel',
      kind: 'enum',
      labelKey: 'policyReview.column.risk',
      options: RISK_LEVELS.map((value) => ({ value, labelKey: RISK_BADGES[value].labelKey })),
    },
  ],
};

/** A list of one status: the same table without the status filter (its settings are shared). */
const oneStatusTable: TableDefinition<Review, ReviewSort> = {
  ...allStatusesTable,
  filters: allStatusesTable.filters?.filter((filter) => filter.id !== STATUS_FILTER_ID),
};

/** The table of a list: every status (with the status filter), or one. */
export const reviewTable = (status: ReviewStatus | null): TableDefinition<Review, ReviewSort> =>
  status === null ? allStatusesTable : oneStatusTable;

const isStatus = (value: string | undefined): value is ReviewStatus =>
  REVIEW_STATUSES.includes(value as ReviewStatus);
const isRisk = (value: string | undefined): value is RiskLevel => RISK_LEVELS.includes(value as RiskLevel);

/** The list's queryOptions for a table request: the route's loader and the table share it. */
export const reviewPageQuery =
  (queries: Queries, status: ReviewStatus | null) => (request: TableRequest<ReviewSort>) => {
    const statusFilter = status ?? request.filters[STATUS_FILTER_ID];
    const risk = request.filters.riskLevel;
    return queries.PolicyReview_ListReviews({
      ...pagedRequestBody(request),
      ...(isStatus(statusFilter) ? { status: statusFilter } : {}),
      ...(isRisk(risk) ? { riskLevel: risk } : {}),
    });
  };
