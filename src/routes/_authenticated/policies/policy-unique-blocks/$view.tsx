// /policies/policy-unique-blocks/{view}: the unique blocks awaiting review (draftreviews), of
// completed or of deleted reviews, one route for the three (block-views.ts).
import { createFileRoute } from '@tanstack/react-router';
import { blockViews } from '../../../../features/policy-review/api/block-views';
import { UniqueBlocks } from '../../../../features/policy-review/components/UniqueBlocks';

const { validateSearch, loaderDeps, beforeLoad, loader } = blockViews.viewRoute();

export const Route = createFileRoute('/_authenticated/policies/policy-unique-blocks/$view')({
  validateSearch,
  loaderDeps,
  beforeLoad,
  loader,
  component: function UniqueBlocksView() {
    const view = blockViews.viewOf(Route.useParams().view)!;
    return <UniqueBlocks listState={view} search={Route.useSearch()} />;
  },
});
