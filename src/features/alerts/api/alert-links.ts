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
 * The event inspection filtered to one computer and the day of an event (the table's URL
 * convention: `filters` holds each filter's value; a date range is "start..end").
 */
export function eventInspectionPath(computerName: string, eventTime: string): string {
  const day = eventTime.slice(0, 10);
  const filters = JSON.stringify({ computer: computerName, date: `${day}..${day}` });
  return `/event-inspection/all-events?filters=${encodeURIComponent(filters)}`;
}
