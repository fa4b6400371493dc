// A view of the alert console and the status it lists.
import { ALERT_VIEWS, type AlertStatusFilter, type AlertView } from './alert-table';

export function statusOfView(view: AlertView): AlertStatusFilter {
  return ALERT_VIEWS.find((entry) => entry.view === view)!.status;
}

export function viewOfStatus(status: AlertStatusFilter): AlertView {
  return ALERT_VIEWS.find((entry) => entry.status === status)!.view;
}
