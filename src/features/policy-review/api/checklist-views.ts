// The lists of the policy change checklist (spec section 2): /policies/policy-change-checklist
// shows the items of open reviews (as its draftreviews child does), completed and deleted the
// others. One review's items (the `review` filter) come from that review's checklist.
import { defineListViews } from '../../../components/paged-table/list-views';
import { tableRequestOf } from '../../../components/paged-table/table-search';
import {
  checklistPageQuery,
  checklistTable,
  reviewChecklistPageQuery,
  reviewFilterOf,
} from './checklist-table';
import { reviewLookupQueries } from './review-lookups';

export const checklistViews = defineListViews({
  base: '/policies/policy-change-checklist',
  labelKey: 'policyReview.checklistPage.views.label',
  views: [
    { id: 'draftreviews', labelKey: 'policyReview.checklistPage.views.draftreviews' },
    { id: 'completed', labelKey: 'policyReview.checklistPage.views.completed' },
    { id: 'deleted', labelKey: 'policyReview.checklistPage.views.deleted' },
  ],
  baseView: 'draftreviews',
  table: () => checklistTable,
  pageQuery: (queries, view, search) => {
    const request = tableRequestOf(checklistTable, search);
    const reviewId = reviewFilterOf(search);
    return reviewId === null
      ? checklistPageQuery(queries, view)(request)
      : reviewChecklistPageQuery(queries, view, reviewId)(request);
  },
  // The editors' and filters' options (the server's lookups) beside the page, once per session.
  moreQueries: (queries) => reviewLookupQueries(queries),
});
