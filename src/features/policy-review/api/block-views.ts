// The lists of unique blocks (spec section 2): /policies/policy-unique-blocks shows the blocks
// awaiting review (as its draftreviews child does), completed and deleted the others.
import { defineListViews } from '../../../components/paged-table/list-views';
import { tableRequestOf } from '../../../components/paged-table/table-search';
import { uniqueBlockPageQuery, uniqueBlockTable } from './unique-block-table';

export const blockViews = defineListViews({
  base: '/policies/policy-unique-blocks',
  labelKey: 'policyReview.blocks.views.label',
  views: [
    { id: 'draftreviews', labelKey: 'policyReview.blocks.views.draftreviews' },
    { id: 'completed', labelKey: 'policyReview.blocks.views.completed' },
    { id: 'deleted', labelKey: 'policyReview.blocks.views.deleted' },
  ],
  baseView: 'draftreviews',
  table: () => uniqueBlockTable,
  pageQuery: (queries, view, search) =>
    uniqueBlockPageQuery(queries, view)(tableRequestOf(uniqueBlockTable, search)),
});
