// An instant as the lists' date-range filters accept it beside whole days: ISO 8601 in UTC
// ("2026-11-21T00:00:00.000Z"), as a link to an exact window (the dashboard's figures) writes it.
export const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
