// The unique blocks of the scope (/policies/policy-unique-blocks/...): the tabs of the
// draftreviews, completed and deleted lists (block-views.ts), over the PagedTable; the
// blocks picked (one by one or all that match) are added to a review's checklist, and each block's
// file may be allowed (the rule dialog), for the roles that may.
import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { ListViewTabs } from '../../../components/paged-table/ListViewTabs';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { blockViews } from '../api/block-views';
import {
  uniqueBlockPageQuery,
  uniqueBlockTable,
  type ListState,
  type UniqueBlock,
} from '../api/unique-block-table';
import { useAddToReviewAction } from './use-add-to-review-action';
import { useRuleRowActions, type RuleTarget } from '../../../components/rule-dialog/RuleActions';

/** A unique block as the rule dialog's evidence: its file by hash, signer or folder (issue 28). */
const blockRuleTarget = (block: UniqueBlock): RuleTarget => ({
  action: 'allow',
  fileName: block.fileName,
  evidence: {
    source: 'uniqueBlock',
    uniqueBlockId: block.uniqueBlockId,
    sha256: block.sha256,
    publisher: block.publisher,
    filePath: block.filePath,
  },
});

export function UniqueBlocks({ listState, search }: { listState: ListState; search: TableSearch }) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const navigate = useNavigate();
  const pageQuery = useMemo(() => uniqueBlockPageQuery(queries, listState), [queries, listState]);
  // Only blocks awaiting review join a review.
  const addToReview = useAddToReviewAction(listState === 'draftreviews');
  // Allow… on each blocked file, for the roles that may write rules.
  const rules = useRuleRowActions(blockRuleTarget);

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
          rowActions={rules.rowActions}
        />
      </ListViewTabs>
      {addToReview.dialog}
      {rules.dialog}
    </>
  );
}
