// The unique blocks of the scope (/policies/policy-unique-blocks/...): the tabs of the
// draftreviews, completed and deleted lists (block-views.ts), over the PagedTable; the
// blocks picked (one by one or all that match) are added to a review's checklist, for the roles
// that may.
import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { ListViewTabs } from '../../../components/paged-table/ListViewTabs';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { blockViews } from '../api/block-views';
import { uniqueBlockPageQuery, uniqueBlockTable, type ListState } from '../api/unique-block-table';
import { useAddToReviewAction } from './use-add-to-review-action';

export function UniqueBlocks({ listState, search }: { listState: ListState; search: TableSearch }) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const navigate = useNavigate();
  const pageQuery = useMemo(() => uniqueBlockPageQuery(queries, listState), [queries, listState]);
  // Only blocks awaiting review join a review.
  const addToReview = useAddToReviewAction(listState === 'draftreviews');

  return (
    <>
      <ListViewTabs views={blockViews} view={listState} search={search}>
        <PagedTable
          definition={uniqueBlockTable}
          search={search}
          onSearchChange={(next) => void navigate({ to: blockViews.pathOf(listState), search: next })}
          pageQuery={pageQuery}
          exportName={`unique-blocks-${listState}`}
          emptyText={t(`policyReview.blocks.empty.${listState}`)}
          {...addToReview.tableProps}
        />
      </ListViewTabs>
      {addToReview.dialog}
    </>
  );
}
