// /administration/policy-review and its drafted, applied, published and keep-enforcing lists
// (review-views.ts): the tabs over the review list; a tab switch keeps the search and the risk
// filter (back to page 1).
import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListViewTabs } from '../../../components/paged-table/ListViewTabs';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { reviewViews, statusOfReviewView, type ReviewView } from '../api/review-views';
import { ReviewList } from './ReviewList';

export function ReviewViews({ view, search }: { view: ReviewView; search: TableSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The route keeps every view's params; a one-status list has no status filter.
  const viewSearch = useMemo(() => reviewViews.searchOf(view, search), [view, search]);
  return (
    <ListViewTabs views={reviewViews} view={view} search={viewSearch}>
      <ReviewList
        status={statusOfReviewView(view)}
        search={viewSearch}
        onSearchChange={(next) => void navigate({ to: reviewViews.pathOf(view), search: next })}
        emptyText={t(`policyReview.empty.${view}`)}
      />
    </ListViewTabs>
  );
}
