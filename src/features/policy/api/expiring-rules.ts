// The policy home's rules about to expire (Policy/ListExpiringRules): the rules in force that stop
// applying in the next 7 days, soonest first. The route's loader starts it with the page's other
// requests (shown only below the summary, it was asked after the summary arrived: a second wave).
import type { Queries } from '../../../api/query-layer';

const WITHIN_DAYS = 7;

export const expiringRulesQuery = (queries: Queries) =>
  queries.Policy_ListExpiringRules({
    page: 1,
    pageSize: 20,
    sortColumn: null,
    sortDir: 'asc',
    search: null,
    withinDays: WITHIN_DAYS,
  });
