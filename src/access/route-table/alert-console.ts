// The page access table: the alert console and its configuration (spec sections 2 and 6).
import { ALERT_CONFIG_TENANT, ALERTS, built, redirect, type RouteAccess } from '../route-rows';
import { G } from '../../domain/roles';

export const ALERT_CONSOLE_ROUTES: readonly RouteAccess[] = [
  redirect(
    '/alert-console',
    'nav.route.alertConsole',
    'alertConsole',
    '/alert-console/unresolved',
    'breadcrumb and default view: unresolved (section 2)',
  ),
  built('/alert-console/unresolved', 'nav.route.alertsUnresolved', 'alertConsole', ALERTS),
  built('/alert-console/all', 'nav.route.alertsAll', 'alertConsole', ALERTS),
  built('/alert-console/inreview', 'nav.route.alertsInReview', 'alertConsole', ALERTS),
  built('/alert-console/resolved', 'nav.route.alertsResolved', 'alertConsole', ALERTS),
  built(
    '/alert-console/configuration/security-alerts',
    'nav.route.securityAlertConfig',
    'alertConsole',
    ALERT_CONFIG_TENANT,
    {
      reason: 'spec section 6 names these six roles (their menus do not list the alert console)',
    },
  ),
  built(
    '/alert-console/configuration/deployment-health-alerts',
    'nav.route.deploymentHealthAlertConfig',
    'alertConsole',
    ALERT_CONFIG_TENANT,
    {
      reason: 'spec section 6 names these six roles (their menus do not list the alert console)',
    },
  ),
  built('/alert-console/configuration/system-alerts', 'nav.route.systemAlertConfig', 'alertConsole', [G]),
  built(
    '/alert-console/configuration/live-site-alerts',
    'nav.route.liveSiteAlertConfig',
    'alertConsole',
    [G],
    {},
  ),
];
