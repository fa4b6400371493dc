// The unique blocks of the scope (/policies/policy-unique-blocks/...): WAI-ARIA tabs for the
// draftreviews, completed and deleted lists, each a route of its own, over the PagedTable; the
// blocks picked (one by one or all that match) are added to a review's checklist, for the roles
// that may.
import { useMemo } from 'react';
import { Tabs } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { BLOCK_VIEWS } from '../api/block-views';
import { uniqueBlockPageQuery, uniqueBlockTable, type ListState } from '../api/unique-block-table';
import { useAddToReviewAction } from './use-add-to-review-action';

export function UniqueBlocks({ listState, search }: { listState: ListState; search: TableSearch }) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const navigate = useNavigate();
  const pageQuery = useMemo(() => uniqueBlockPageQuery(queries, listState), [queries, listState]);
  // Only blocks awaiting review join a review.
  const addToReview = useAddToReviewAction(listState === 'draftreviews');
  const current = BLOCK_VIEWS.find((each) => each.view === listState)!;

  return (
    <>
      <Tabs
        value={listState}
        onChange={(next) => {
          const target = BLOCK_VIEWS.find((each) => each.view === next);
          if (!target || next === listState) return;
          const { page: _page, ...kept } = search;
          void navigate({ to: target.path, search: kept });
        }}
        activateTabWithKeyboard={false}
      >
        <Tabs.List aria-label={t('policyReview.blocks.views.label')}>
          {BLOCK_VIEWS.map((each) => (
            <Tabs.Tab key={each.view} value={each.view}>
              {t(`policyReview.blocks.views.${each.view}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {BLOCK_VIEWS.map((each) => (
          <Tabs.Panel key={each.view} value={each.view} pt="md">
            {each.view === listState ? (
              <PagedTable
                definition={uniqueBlockTable}
                search={search}
                onSearchChange={(next) => void navigate({ to: current.path, search: next })}
                pageQuery={pageQuery}
                exportName={`unique-blocks-${listState}`}
                emptyText={t(`policyReview.blocks.empty.${listState}`)}
                {...addToReview.tableProps}
              />
            ) : null}
          </Tabs.Panel>
        ))}
      </Tabs>
      {addToReview.dialog}
    </>
  );
}
