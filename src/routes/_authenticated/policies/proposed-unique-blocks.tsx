// /policies/proposed-unique-blocks: the unique blocks awaiting review, each with the computers
// where it was blocked (the table's state in the URL).
import { createFileRoute } from '@tanstack/react-router';
import { tableSearchValidator } from '../../../components/paged-table/table-search';
import { blockViews } from '../../../features/policy-review/api/block-views';
import { uniqueBlockTable } from '../../../features/policy-review/api/unique-block-table';
import { ProposedUniqueBlocks } from '../../../features/policy-review/components/ProposedUniqueBlocks';

export const Route = createFileRoute('/_authenticated/policies/proposed-unique-blocks')({
  validateSearch: tableSearchValidator(uniqueBlockTable),
  loaderDeps: ({ search }) => search,
  // The rows of the unique blocks' draftreviews view.
  loader: ({ context, deps, cause }) => blockViews.load(context, 'draftreviews', deps, cause),
  component: function ProposedUniqueBlocksPage() {
    return <ProposedUniqueBlocks search={Route.useSearch()} />;
  },
});
