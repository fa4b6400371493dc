// /alert-console/unresolved: the alert console's "unresolved" tab (the table's state in the URL).
import { createFileRoute } from '@tanstack/react-router';
import { tableSearchValidator } from '../../../components/paged-table/table-search';
import { alertTable } from '../../../features/alerts/api/alert-table';
import { loadAlertConsole } from '../../../features/alerts/api/load-alert-console';
import { AlertConsoleRoute } from '../../../features/alerts/components/AlertConsoleRoute';

export const Route = createFileRoute('/_authenticated/alert-console/unresolved')({
  validateSearch: tableSearchValidator(alertTable),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadAlertConsole(context, 'unresolved', deps),
  component: function UnresolvedAlerts() {
    return <AlertConsoleRoute view="unresolved" search={Route.useSearch()} />;
  },
});
