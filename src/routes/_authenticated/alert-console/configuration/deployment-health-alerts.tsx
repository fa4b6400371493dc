// /alert-console/configuration/deployment-health-alerts: the DeploymentHealth alert conditions by category.
import { createFileRoute } from '@tanstack/react-router';
import { PageLoadError } from '../../../../components/layout/PageLoadError';
import { PagePending } from '../../../../components/layout/PagePending';
import { AlertConditionsPage } from '../../../../features/alerts/conditions/AlertConditionsPage';
import { loadConditionsPage } from '../../../../features/alerts/conditions/condition-queries';
import { scopeStore } from '../../../../scope/scope-store';

export const Route = createFileRoute('/_authenticated/alert-console/configuration/deployment-health-alerts')({
  loader: ({ context }) => loadConditionsPage(context, 'DeploymentHealth', scopeStore.getSelection()),
  pendingComponent: PagePending,
  errorComponent: PageLoadError,
  component: () => <AlertConditionsPage kind="DeploymentHealth" />,
});
