// /administration/policy-review and its drafted, applied, published and keep-enforcing lists:
// WAI-ARIA tabs (arrow keys between them), each tab a route of its own; a tab switch keeps the
// search and the risk filter (back to page 1).
import { Tabs } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { REVIEW_VIEWS, reviewViewOf, type ReviewView } from '../api/review-views';
import { ReviewList } from './ReviewList';

export function ReviewViews({ view, search }: { view: ReviewView; search: TableSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const current = reviewViewOf(view);
  return (
    <Tabs
      value={view}
      onChange={(next) => {
        if (!next || next === view) return;
        const { page: _page, ...kept } = search;
        void navigate({ to: reviewViewOf(next as ReviewView).path, search: kept });
      }}
      activateTabWithKeyboard={false}
    >
      <Tabs.List aria-label={t('policyReview.views.label')}>
        {REVIEW_VIEWS.map((each) => (
          <Tabs.Tab key={each.view} value={each.view}>
            {t(`policyReview.views.${each.view}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {REVIEW_VIEWS.map((each) => (
        <Tabs.Panel key={each.view} value={each.view} pt="md">
          {each.view === view ? (
            <ReviewList
              status={current.status}
              search={search}
              onSearchChange={(next) => void navigate({ to: current.path, search: next })}
              emptyText={t(`policyReview.empty.${each.view}`)}
            />
          ) : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
