// /alert-console/configuration/live-site-alerts: the LiveSite alert conditions by category.
import { createFileRoute } from '@tanstack/react-router';
import { PageLoadError } from '../../../../components/layout/PageLoadError';
import { PagePending } from '../../../../components/layout/PagePending';
import { AlertConditionsPage } from '../../../../features/alerts/conditions/AlertConditionsPage';
import { loadConditionsPage } from '../../../../features/alerts/conditions/condition-queries';
import { scopeStore } from '../../../../scope/scope-store';

export const Route = createFileRoute('/_authenticated/alert-console/configuration/live-site-alerts')({
  loader: ({ context }) => loadConditionsPage(context, 'LiveSite', scopeStore.getSelection()),
  pendingComponent: PagePending,
  errorComponent: PageLoadError,
  component: () => <AlertConditionsPage kind="LiveSite" />,
});
