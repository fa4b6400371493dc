// The event inspection's address of a rule impact's figure (issue 28): the reply's
// EventInspectionFilter as the event list's URL filters (the ids its route keeps; areas link by
// route, so this is the address, not an import of the events area), so the link opens exactly the
// counted events.
import type { ApiSchema } from '../../api/contract-types';

type EventFilter = ApiSchema<'EventInspectionFilter'>;

/** The URL filter id of each field of the contract's filter a rule impact sets. */
const URL_IDS = {
  partnerGuid: 'partner',
  companyGuid: 'company',
  siteGuid: 'site',
  groupGuid: 'group',
  computerGuid: 'computer',
  sha256: 'sha256',
  publisher: 'publisher',
  pathPattern: 'path',
  actionTaken: 'action',
  eventType: 'eventType',
  hashClass: 'hashClass',
} as const satisfies Partial<Record<keyof EventFilter, string>>;

/** The event list's URL filters for a contract filter (its time range as exact instants). */
export function impactFilters(filter: EventFilter): Record<string, string> {
  const filters: Record<string, string> = {};
  if (filter.dateRange) filters.reported = `${filter.dateRange.startDate}..${filter.dateRange.endDate}`;
  for (const [field, id] of Object.entries(URL_IDS)) {
    const value = filter[field as keyof typeof URL_IDS];
    if (value !== null && value !== undefined) filters[id] = String(value);
  }
  return filters;
}

/** The event inspection's address that lists exactly the events a filter counts. */
export const impactHref = (filter: EventFilter): string =>
  `/event-inspection/all-events?filters=${encodeURIComponent(JSON.stringify(impactFilters(filter)))}`;
