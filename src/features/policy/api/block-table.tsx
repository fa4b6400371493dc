// The building blocks of one level (/policy/spm-global, /policy/service-provider-level,
// /policy/spm-local): columns, filters (in the URL) and the request, over Policy/ListBlocks.
import type { ApiSchema } from '../../../api/contract-types';
import type { Queries } from '../../../api/query-layer';
import { columnsOf, type TableDefinition } from '../../../components/paged-table/table-definition';
import type { TableRequest } from '../../../components/paged-table/table-search';
import { DraftCell, VersionCell } from '../components/BlockCells';
import { blockHref, type PolicyLevel } from './policy-links';
import { OFFER_BADGES, OFFERS } from './policy-words';
import { pagedRequestBody } from '../../../components/paged-table/paged-request-body';
import { OwnerName, ownerNameOf } from '../components/OwnerName';

export type BlockSummary = ApiSchema<'PolicyBlockSummary'>;
type BlockSort = NonNullable<ApiSchema<'PolicyBlockListFilter'>['sortColumn']>;

const c = columnsOf<BlockSummary, BlockSort>();

const YES_NO = [
  { value: 'true', labelKey: 'policy.blocks.withDraft' },
  { value: 'false', labelKey: 'policy.blocks.withoutDraft' },
] as const;

export const blockTable: TableDefinition<BlockSummary, BlockSort> = {
  id: 'policy-blocks',
  labelKey: 'policy.blocks.table',
  rowId: (block) => String(block.blockId),
  columns: [
    c.link('name', {
      headerKey: 'policy.column.block',
      sortKey: 'name',
      width: 240,
      hideable: false,
      href: (block) => blockHref(block.blockId),
    }),
    c.badge('offer', { headerKey: 'policy.column.offer', width: 130, badges: OFFER_BADGES }),
    c.custom('owner', {
      headerKey: 'policy.column.owner',
      width: 220,
      value: (block) => block.owner.name,
      exportText: (block, t) => ownerNameOf(t, block.owner),
      render: (block) => <OwnerName owner={block.owner} />,
    }),
    c.custom('version', {
      headerKey: 'policy.column.version',
      sortKey: 'version',
      width: 140,
      value: (block) => block.version,
      render: (block) => <VersionCell version={block.version} />,
    }),
    c.custom('draft', {
      headerKey: 'policy.column.draft',
      width: 150,
      value: (block) => block.draftUpdatedOn ?? '',
      render: (block) => <DraftCell block={block} />,
    }),
    c.number('componentCount', {
      headerKey: 'policy.column.components',
      sortKey: 'componentCount',
      width: 130,
    }),
    c.number('usedByCount', { headerKey: 'policy.column.usedBy', sortKey: 'usedByCount', width: 130 }),
    c.date('publishedOn', { headerKey: 'policy.column.publishedOn', sortKey: 'publishedOn', width: 190 }),
    c.date('updatedOn', {
      headerKey: 'policy.column.updatedOn',
      sortKey: 'updatedOn',
      width: 190,
      defaultHidden: true,
    }),
  ],
  filters: [
    {
      id: 'offer',
      kind: 'enum',
      labelKey: 'policy.column.offer',
      options: OFFERS.map((offer) => ({ value: offer, labelKey: OFFER_BADGES[offer].labelKey })),
    },
    { id: 'hasDraft', kind: 'enum', labelKey: 'policy.column.draft', options: YES_NO },
  ],
};

const isOffer = (value: string | undefined): value is BlockSummary['offer'] =>
  OFFERS.includes(value as BlockSummary['offer']);

/** The list's queryOptions for a level and a table request: the route's loader and the table share it. */
export const blockPageQuery =
  (queries: Queries, level: PolicyLevel) => (request: TableRequest<BlockSort>) => {
    const { offer, hasDraft } = request.filters;
    return queries.Policy_ListBlocks({
      ...pagedRequestBody(request),
      level,
      ...(isOffer(offer) ? { offer } : {}),
      ...(hasDraft === 'true' || hasDraft === 'false' ? { hasDraft: hasDraft === 'true' } : {}),
    });
  };
