// /alert-console/all: the alert console's "all" tab (the table's state in the URL).
import { createFileRoute } from '@tanstack/react-router';
import { tableSearchValidator } from '../../../components/paged-table/table-search';
import { alertTable } from '../../../features/alerts/api/alert-table';
import { loadAlertConsole } from '../../../features/alerts/api/load-alert-console';
import { AlertConsoleRoute } from '../../../features/alerts/components/AlertConsoleRoute';

export const Route = createFileRoute('/_authenticated/alert-console/all')({
  validateSearch: tableSearchValidator(alertTable),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadAlertConsole(context, 'all', deps),
  component: function AllAlerts() {
    return <AlertConsoleRoute view="all" search={Route.useSearch()} />;
  },
});
