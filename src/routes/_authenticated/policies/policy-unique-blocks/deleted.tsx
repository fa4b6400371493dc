// /policies/policy-unique-blocks/deleted: the unique blocks of deleted reviews (the table's state in the URL).
import { createFileRoute } from '@tanstack/react-router';
import { tableSearchValidator } from '../../../../components/paged-table/table-search';
import { loadUniqueBlocks } from '../../../../features/policy-review/api/load-unique-blocks';
import { uniqueBlockTable } from '../../../../features/policy-review/api/unique-block-table';
import { UniqueBlocks } from '../../../../features/policy-review/components/UniqueBlocks';

export const Route = createFileRoute('/_authenticated/policies/policy-unique-blocks/deleted')({
  validateSearch: tableSearchValidator(uniqueBlockTable),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadUniqueBlocks(context, 'deleted', deps, cause),
  component: function DeletedUniqueBlocks() {
    return <UniqueBlocks listState="deleted" search={Route.useSearch()} />;
  },
});
