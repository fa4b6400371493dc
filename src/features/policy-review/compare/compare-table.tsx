// The comparison of two reviews, or of a review with the policy as it stands, in the PagedTable
// (PolicyReview_CompareReviews): per unique block, the decision on each side and whether it
// changes. The "Changed only" filter and the changed-first sort are the contract's.
import type { ApiSchema } from '../../../api/contract-types';
import type { Queries } from '../../../api/query-layer';
import { columnsOf, type TableDefinition } from '../../../components/paged-table/table-definition';
import type { TableRequest } from '../../../components/paged-table/table-search';
import { ChangeMark, DecisionCell } from './DecisionCell';
import { pagedRequestBody } from '../../../components/paged-table/paged-request-body';

export type ComparisonRow = ApiSchema<'ReviewComparisonRow'>;
type CompareSort = NonNullable<ApiSchema<'ReviewComparisonFilter'>['sortColumn']>;

/** What review A is compared with: another review, or the policy as it stands. */
export type CompareSide = 'review' | 'policy';

const CHANGES_FILTER_ID = 'changes';
const CHANGED_ONLY = 'changed';

const c = columnsOf<ComparisonRow, CompareSort>();

const definitions = new Map<CompareSide, TableDefinition<ComparisonRow, CompareSort>>();

function definitionFor(side: CompareSide): TableDefinition<ComparisonRow, CompareSort> {
  return {
    // One id for both: the user's column widths and choices are the page's.
    id: 'policy-compare',
    labelKey: 'policyCompare.table',
    rowId: (row) => String(row.uniqueBlockId),
    // File names can repeat (one per hash): the hash's start tells the rows apart.
    rowLabel: (row) => `${row.fileName} (${row.sha256.slice(0, 12)})`,
    columns: [
      c.text('fileName', {
        headerKey: 'policyCompare.column.file',
        sortKey: 'fileName',
        width: 240,
        hideable: false,
      }),
      c.custom('decision', {
        headerKey: 'policyCompare.column.decision',
        width: 230,
        hideable: false,
        value: (row) => row.decision ?? '',
        render: (row) => (
          <DecisionCell
            decision={row.decision}
            status={row.decisionStatus}
            onChecklist={row.decisionStatus !== null}
          />
        ),
      }),
      c.custom('otherDecision', {
        headerKey:
          side === 'policy' ? 'policyCompare.column.policyDecision' : 'policyCompare.column.otherDecision',
        width: 230,
        hideable: false,
        value: (row) => row.otherDecision ?? '',
        render: (row) => (
          <DecisionCell
            decision={row.otherDecision}
            status={row.otherDecisionStatus}
            onChecklist={side === 'policy' || row.otherDecisionStatus !== null}
          />
        ),
      }),
      c.custom('changed', {
        headerKey: 'policyCompare.column.changed',
        sortKey: 'changed',
        width: 150,
        hideable: false,
        value: (row) => row.changed,
        render: (row) => <ChangeMark changed={row.changed} />,
      }),
      c.link('sha256', {
        headerKey: 'policyCompare.column.sha256',
        width: 200,
        defaultHidden: true,
        href: (row) => `/hash-inspection/${row.sha256}`,
      }),
    ],
    filters: [
      {
        id: CHANGES_FILTER_ID,
        kind: 'enum',
        labelKey: 'policyCompare.column.changed',
        options: [{ value: CHANGED_ONLY, labelKey: 'policyCompare.filter.changedOnly' }],
      },
    ],
  };
}

/** The table of a comparison with another review, or with the policy (its right column's header). */
export function compareTable(side: CompareSide): TableDefinition<ComparisonRow, CompareSort> {
  let definition = definitions.get(side);
  if (!definition) {
    definition = definitionFor(side);
    definitions.set(side, definition);
  }
  return definition;
}

/** The comparison's queryOptions for a table request: the route's loader and the table share it. */
export const comparePageQuery =
  (queries: Queries, reviewId: number, otherReviewId: number | null) =>
  (request: TableRequest<CompareSort>) =>
    queries.PolicyReview_CompareReviews({
      ...pagedRequestBody(request),
      reviewId,
      otherReviewId,
      ...(request.filters[CHANGES_FILTER_ID] === CHANGED_ONLY ? { changedOnly: true } : {}),
    });
