// The console paths of the endpoint pages (areas link through routes: other lists use these).
export const computerPath = (computerGuid: string) => `/endpoints/computer/${computerGuid}`;
export const computersPath = (status: string) => `/endpoints/computers/${status}`;

/**
 * The alert console filtered to a computer: its `computer` filter (a name the alerts' computer
 * name contains, ListAlarms' `computer`), over every status.
 */
export const computerAlertsPath = (computerName: string): string =>
  `/alert-console/all?filters=${encodeURIComponent(JSON.stringify({ computer: computerName }))}`;

/** The event inspection filtered to a computer: its `computer` filter (the computer's guid). */
export const computerEventsPath = (computerGuid: string): string =>
  `/event-inspection/all-events?filters=${encodeURIComponent(JSON.stringify({ computer: computerGuid }))}`;

/**
 * The computer list (all statuses) filtered to a site, or to a group of that site: its `site` and
 * `group` filters (the places' guids, sent as the contract's siteGuid and groupGuid).
 */
export const placeComputersPath = (place: { siteGuid: string; groupGuid?: string }): string =>
  `${computersPath('all')}?filters=${encodeURIComponent(
    JSON.stringify(
      place.groupGuid ? { site: place.siteGuid, group: place.groupGuid } : { site: place.siteGuid },
    ),
  )}`;
