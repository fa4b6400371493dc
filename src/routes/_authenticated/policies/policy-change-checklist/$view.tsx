// /policies/policy-change-checklist/{view}: the checklist items of open (draftreviews),
// completed or deleted reviews, one route for the three (checklist-views.ts).
import { createFileRoute } from '@tanstack/react-router';
import { checklistViews } from '../../../../features/policy-review/api/checklist-views';
import { Checklist } from '../../../../features/policy-review/components/Checklist';

const { validateSearch, loaderDeps, beforeLoad, loader } = checklistViews.viewRoute();

export const Route = createFileRoute('/_authenticated/policies/policy-change-checklist/$view')({
  validateSearch,
  loaderDeps,
  beforeLoad,
  loader,
  component: function ChecklistView() {
    const view = checklistViews.viewOf(Route.useParams().view)!;
    return <Checklist listState={view} search={Route.useSearch()} />;
  },
});
