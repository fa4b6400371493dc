// /alert-console/resolved: the alert console's "resolved" tab (the table's state in the URL).
import { createFileRoute } from '@tanstack/react-router';
import { tableSearchValidator } from '../../../components/paged-table/table-search';
import { alertTable } from '../../../features/alerts/api/alert-table';
import { loadAlertConsole } from '../../../features/alerts/api/load-alert-console';
import { AlertConsoleRoute } from '../../../features/alerts/components/AlertConsoleRoute';

export const Route = createFileRoute('/_authenticated/alert-console/resolved')({
  validateSearch: tableSearchValidator(alertTable),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadAlertConsole(context, 'resolved', deps),
  component: function ResolvedAlerts() {
    return <AlertConsoleRoute view="resolved" search={Route.useSearch()} />;
  },
});
