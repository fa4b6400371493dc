// /policies/policy-unique-blocks: the unique blocks awaiting review, as its draftreviews view
// shows them (block-views.ts).
import { createFileRoute } from '@tanstack/react-router';
import { blockViews } from '../../../../features/policy-review/api/block-views';
import { UniqueBlocks } from '../../../../features/policy-review/components/UniqueBlocks';

const { validateSearch, loaderDeps, beforeLoad, loader } = blockViews.baseRoute();

export const Route = createFileRoute('/_authenticated/policies/policy-unique-blocks/')({
  validateSearch,
  loaderDeps,
  beforeLoad,
  loader,
  component: function AwaitingUniqueBlocks() {
    return <UniqueBlocks listState="draftreviews" search={Route.useSearch()} />;
  },
});
