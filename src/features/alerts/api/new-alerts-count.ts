// The figure of the alert console's "N new alerts" pill: exactly the raised alerts the refreshed
// list would show. By status alone the live log knows it; with any other filter (or a search) only
// the server does, so it is asked which of the raised alerts the view's filter matches.
import type { Queries } from '../../../api/query-layer';
import type { TableRequest } from '../../../components/paged-table/table-search';
import { alertCountQuery, alertFilterOf, type AlertSort, type AlertStatusFilter } from './alert-table';

type ViewRequest = Pick<TableRequest<AlertSort>, 'search' | 'filters'>;

/** Whether the view filters by more than its status (then the log cannot tell what it would list). */
export function filtersBesidesStatus(request: ViewRequest): boolean {
  return !!request.search || Object.keys(alertFilterOf(request.filters)).length > 0;
}

/**
 * The one-row count query of the view narrowed to the raised alerts (keyed by the view and the
 * ids: a newer question supersedes the older), and whether to ask it: not when the local count is
 * exact (no filter besides the status) or none were raised.
 */
export function newAlertsQuestion(
  queries: Queries,
  status: AlertStatusFilter,
  request: ViewRequest,
  raisedIds: readonly number[],
) {
  return {
    asked: raisedIds.length > 0 && filtersBesidesStatus(request),
    query: alertCountQuery(queries, status, request, raisedIds),
  };
}

/**
 * The pill's figure: the local count without other filters, else the server's answer; undefined
 * (no pill) until it arrives, never a figure the list would not match.
 */
export function newAlertsFigure(
  localCount: number,
  asked: boolean,
  answer: { totalCount?: number | null } | undefined,
): number | undefined {
  if (!asked) return localCount;
  return answer?.totalCount ?? undefined;
}
