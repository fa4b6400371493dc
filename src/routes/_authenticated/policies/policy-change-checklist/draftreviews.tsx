// /policies/policy-change-checklist/draftreviews: the checklist items of open reviews (the table's state in the URL).
import { createFileRoute } from '@tanstack/react-router';
import { tableSearchValidator } from '../../../../components/paged-table/table-search';
import { checklistTable } from '../../../../features/policy-review/api/checklist-table';
import { loadChecklist } from '../../../../features/policy-review/api/load-checklist';
import { Checklist } from '../../../../features/policy-review/components/Checklist';

export const Route = createFileRoute('/_authenticated/policies/policy-change-checklist/draftreviews')({
  validateSearch: tableSearchValidator(checklistTable),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadChecklist(context, 'draftreviews', deps, cause),
  component: function DraftreviewsChecklist() {
    return <Checklist listState="draftreviews" search={Route.useSearch()} />;
  },
});
