// The unique blocks (/policies/policy-unique-blocks and its draftreviews, completed and deleted
// lists): what was blocked, aggregated over the computers of the scope, over
// PolicyReview/ProposedUniqueBlocks. Each hash links to its hash page.
import type { ApiSchema } from '../../../api/contract-types';
import type { Queries } from '../../../api/query-layer';
import { columnsOf, type TableDefinition } from '../../../components/paged-table/table-definition';
import type { TableRequest } from '../../../components/paged-table/table-search';
import { ENUM_LABELS } from '../../../i18n/enum-labels';
import { HASH_CLASS_BADGES } from '../../../i18n/enum-badges';
import { pagedRequestBody } from '../../../components/paged-table/paged-request-body';

export type UniqueBlock = ApiSchema<'UniqueBlock'>;
type BlockSort = NonNullable<ApiSchema<'UniqueBlockListFilter'>['sortColumn']>;
type HashClass = ApiSchema<'HashClass'>;
export type ListState = ApiSchema<'ListState'>;
type Decision = ApiSchema<'Decision'>;

export const DECISION_LABELS = {
  AllowHash: ENUM_LABELS.Decision.AllowHash,
  TrustPublisher: ENUM_LABELS.Decision.TrustPublisher,
  TrustFolder: ENUM_LABELS.Decision.TrustFolder,
  AddPowerApp: ENUM_LABELS.Decision.AddPowerApp,
  KeepBlocking: ENUM_LABELS.Decision.KeepBlocking,
  Ignore: ENUM_LABELS.Decision.Ignore,
} as const satisfies Record<Decision, string>;

const HASH_CLASSES = Object.keys(HASH_CLASS_BADGES) as HashClass[];

const c = columnsOf<UniqueBlock, BlockSort>();

export const uniqueBlockTable: TableDefinition<UniqueBlock, BlockSort> = {
  id: 'unique-blocks',
  labelKey: 'policyReview.blocks.table',
  rowId: (block) => String(block.uniqueBlockId),
  columns: [
    c.text('fileName', {
      headerKey: 'policyReview.blocks.column.file',
      sortKey: 'fileName',
      width: 200,
      hideable: false,
    }),
    c.text('filePath', { headerKey: 'policyReview.blocks.column.path', width: 320 }),
    c.text('publisher', {
      headerKey: 'policyReview.blocks.column.publisher',
      sortKey: 'publisher',
      width: 200,
    }),
    c.link('sha256', {
      headerKey: 'policyReview.blocks.column.hash',
      width: 200,
      href: (block) => `/hash-inspection/${block.sha256}`,
    }),
    c.number('computerCount', {
      headerKey: 'policyReview.blocks.column.computers',
      sortKey: 'computerCount',
      width: 120,
    }),
    c.number('blockCount', {
      headerKey: 'policyReview.blocks.column.events',
      sortKey: 'blockCount',
      width: 110,
    }),
    c.date('firstSeen', {
      headerKey: 'policyReview.blocks.column.firstSeen',
      sortKey: 'firstSeen',
      width: 180,
    }),
    c.date('lastSeen', { headerKey: 'policyReview.blocks.column.lastSeen', sortKey: 'lastSeen', width: 180 }),
    c.badge('hashClass', {
      headerKey: 'policyReview.blocks.column.risk',
      sortKey: 'hashClass',
      width: 130,
      badges: HASH_CLASS_BADGES,
    }),
    c.label('proposedAction', {
      headerKey: 'policyReview.blocks.column.proposed',
      width: 180,
      labels: DECISION_LABELS,
      defaultHidden: true,
    }),
    c.label('decision', {
      headerKey: 'policyReview.blocks.column.decision',
      width: 180,
      labels: DECISION_LABELS,
    }),
  ],
  filters: [
    {
      id: 'hashClass',
      kind: 'enum',
      labelKey: 'policyReview.blocks.column.risk',
      options: HASH_CLASSES.map((value) => ({ value, labelKey: HASH_CLASS_BADGES[value].labelKey })),
    },
  ],
};

const isHashClass = (value: string | undefined): value is HashClass =>
  HASH_CLASSES.includes(value as HashClass);

/** The list's queryOptions for a table request: the route's loader and the table share it. */
export const uniqueBlockPageQuery =
  (queries: Queries, listState: ListState) => (request: TableRequest<BlockSort>) => {
    const hashClass = request.filters.hashClass;
    return queries.PolicyReview_ProposedUniqueBlocks({
      ...pagedRequestBody(request),
      listState,
      ...(isHashClass(hashClass) ? { hashClass } : {}),
    });
  };
