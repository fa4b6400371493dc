// Where an alert and its events link to: the pages of its computer, group and company, the
// event inspection around an event, a file hash's page. Areas link by route, never by import;
// pages not built yet still answer their route (the console says so there).
import type { ApiSchema } from '../../../api/contract-types';

type Alert = Pick<ApiSchema<'Alarm'>, 'computerGuid' | 'companyId' | 'siteGuid' | 'groupGuid'>;

export const computerPath = (alert: Pick<Alert, 'computerGuid'>): string | null =>
  alert.computerGuid ? `/endpoints/computer/${alert.computerGuid}` : null;

export const companyPath = (alert: Pick<Alert, 'companyId'>): string | null =>
  typeof alert.companyId === 'number' ? `/endpoints/company/${alert.companyId}/sites` : null;

export const groupPath = (alert: Alert): string | null =>
  typeof alert.companyId === 'number' && alert.siteGuid && alert.groupGuid
    ? `/endpoints/company/${alert.companyId}/sites/${alert.siteGuid}/groups/${alert.groupGuid}/computers`
    : null;

export const hashPath = (sha256: string): string => `/hash-inspection/${sha256}`;

/**
 * The event inspection around an event: its computer (the list's `computer` filter, a guid) on
 * the UTC day of the event (the `reported` range as instants, both ends included). An alert
 * covers UTC days (the world's invariants), so a user in Tokyo and one in Los Angeles open the
 * same events; a range of local days would shift with the browser's time zone.
 */
export function eventInspectionPath(computerGuid: string, eventTime: string): string {
  const day = new Date(eventTime).toISOString().slice(0, 10);
  const reported = `${day}T00:00:00.000Z..${day}T23:59:59.999Z`;
  const filters = JSON.stringify({ computer: computerGuid, reported });
  return `/event-inspection/all-events?filters=${encodeURIComponent(filters)}`;
}

/** Every event folded into an alert, in the event inspection (the list's `alert` filter). */
export function alertEventsPath(alarmId: number): string {
  const filters = JSON.stringify({ alert: String(alarmId) });
  return `/event-inspection/all-events?filters=${encodeURIComponent(filters)}`;
}
