// The alert configuration pages' reads: the categories and the conditions of one kind (the page's),
// both started by the route's loader at once. A company kind needs a company in the scope (the
// server answers 404 without one): the page then asks for one and reads nothing.
import type { QueryClient } from '@tanstack/react-query';
import { isGlobalAlarmKind, type AlarmKind } from '../../../domain/operation-conditions';
import type { Queries } from '../../../api/query-layer';
import { loadPage } from '../../../api/route-loading';
import type { ScopeSelection } from '../../../domain/scope-selection';

export const conditionsNeedCompany = (kind: AlarmKind, selection: Pick<ScopeSelection, 'company'>) =>
  !isGlobalAlarmKind(kind) && !selection.company;

export const conditionPageQueries = (queries: Queries, kind: AlarmKind) =>
  [queries.Alarm_GetAlarmConditionCategories({ kind }), queries.Alarm_GetAlarmConditions({ kind })] as const;

export function loadConditionsPage(
  context: { queryClient: QueryClient; queries: Queries },
  kind: AlarmKind,
  selection: Pick<ScopeSelection, 'company'>,
) {
  if (conditionsNeedCompany(kind, selection)) return Promise.resolve();
  return loadPage(context.queryClient, { needed: conditionPageQueries(context.queries, kind) });
}
