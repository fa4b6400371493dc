// /policies/proposed-unique-blocks: the unique blocks awaiting review, each row expanding to the
// computers where it was blocked (BlockOccurrences); blocks picked, or all that match, are added
// to an open review's checklist or to a new review's, for the roles that may.
import { useMemo, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCanCall } from '../../../access/use-can-call';
import { useApi } from '../../../components/api/use-api';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import type { BulkAction } from '../../../components/paged-table/paged-table-options';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { uniqueBlockPageQuery, uniqueBlockTable, type UniqueBlock } from '../api/unique-block-table';
import { AddToReviewDialog } from './AddToReviewDialog';
import { BlockOccurrences } from './BlockOccurrences';

export const PROPOSED_PATH = '/policies/proposed-unique-blocks';

export function ProposedUniqueBlocks({ search }: { search: TableSearch }) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const navigate = useNavigate();
  const pageQuery = useMemo(() => uniqueBlockPageQuery(queries, 'draftreviews'), [queries]);
  const canAdd = useCanCall('PolicyReview_AddUniqueBlockToReviewCheckList');
  const [adding, setAdding] = useState<number[] | null>(null);
  const bulkActions = useMemo<BulkAction<UniqueBlock>[]>(
    () => [
      {
        id: 'add-to-review',
        label: t('policyReview.add.action'),
        run: (rows) => setAdding(rows.map((row) => row.uniqueBlockId)),
      },
    ],
    [t],
  );
  return (
    <>
      <PagedTable
        definition={uniqueBlockTable}
        search={search}
        onSearchChange={(next) => void navigate({ to: PROPOSED_PATH, search: next })}
        pageQuery={pageQuery}
        exportName="proposed-unique-blocks"
        emptyText={t('policyReview.blocks.empty.draftreviews')}
        expansion={{ render: (block) => <BlockOccurrences block={block} listState="draftreviews" /> }}
        {...(canAdd ? { bulkActions } : {})}
      />
      <AddToReviewDialog blockIds={adding} onClose={() => setAdding(null)} />
    </>
  );
}
