// /policies/policy-change-checklist: the checklist items of open reviews, as its draftreviews
// view shows them (checklist-views.ts).
import { createFileRoute } from '@tanstack/react-router';
import { checklistViews } from '../../../../features/policy-review/api/checklist-views';
import { Checklist } from '../../../../features/policy-review/components/Checklist';

const { validateSearch, loaderDeps, beforeLoad, loader } = checklistViews.baseRoute();

export const Route = createFileRoute('/_authenticated/policies/policy-change-checklist/')({
  validateSearch,
  loaderDeps,
  beforeLoad,
  loader,
  component: function AwaitingChecklist() {
    return <Checklist listState="draftreviews" search={Route.useSearch()} />;
  },
});
