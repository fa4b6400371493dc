// /policies/policy-unique-blocks/draftreviews: the unique blocks awaiting review (the table's state in the URL).
import { createFileRoute } from '@tanstack/react-router';
import { tableSearchValidator } from '../../../../components/paged-table/table-search';
import { loadUniqueBlocks } from '../../../../features/policy-review/api/load-unique-blocks';
import { uniqueBlockTable } from '../../../../features/policy-review/api/unique-block-table';
import { UniqueBlocks } from '../../../../features/policy-review/components/UniqueBlocks';

export const Route = createFileRoute('/_authenticated/policies/policy-unique-blocks/draftreviews')({
  validateSearch: tableSearchValidator(uniqueBlockTable),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadUniqueBlocks(context, 'draftreviews', deps, cause),
  component: function DraftreviewsUniqueBlocks() {
    return <UniqueBlocks listState="draftreviews" search={Route.useSearch()} />;
  },
});
