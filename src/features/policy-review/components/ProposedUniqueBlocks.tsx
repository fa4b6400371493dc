// /policies/proposed-unique-blocks: the unique blocks awaiting review, each row expanding to the
// computers where it was blocked (BlockOccurrences); blocks picked, or all that match, are added
// to an open review's checklist or to a new review's, for the roles that may.
import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { uniqueBlockPageQuery, uniqueBlockTable } from '../api/unique-block-table';
import { BlockOccurrences } from './BlockOccurrences';
import { useAddToReviewAction } from './use-add-to-review-action';

export const PROPOSED_PATH = '/policies/proposed-unique-blocks';

export function ProposedUniqueBlocks({ search }: { search: TableSearch }) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const navigate = useNavigate();
  const pageQuery = useMemo(() => uniqueBlockPageQuery(queries, 'draftreviews'), [queries]);
  const addToReview = useAddToReviewAction();
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
        {...addToReview.tableProps}
      />
      {addToReview.dialog}
    </>
  );
}
