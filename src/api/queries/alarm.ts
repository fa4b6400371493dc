// Alert reads: alert lists (console and details), condition categories and conditions.
import { queryOptions } from '@tanstack/react-query';
import type { JsonBodyOf, QueryParamsOf } from '../operation-types';
import { queryKeys } from '../query-keys';
import { unwrap } from '../unwrap';
import type { QueryContext } from './context';

const LIST_ALARMS = '/restapi/Alarm/ListAlarms';
const ALARMS_WITH_DETAIL = '/restapi/Alarm/GetAlarmsWithDetail';
const CONDITION_CATEGORIES = '/restapi/Alarm/GetAlarmConditionCategories';
const COMPANY_CONDITIONS = '/restapi/Alarm/GetCompanyConditions';
const ALARM_CONDITIONS = '/restapi/Alarm/GetAlarmConditions';

export function alarmQueries({ client, scoped }: QueryContext) {
  const k = queryKeys.alarm;
  return {
    list: (body: JsonBodyOf<typeof LIST_ALARMS>) =>
      queryOptions({
        queryKey: scoped(k.list(body), LIST_ALARMS),
        queryFn: ({ signal }) => unwrap(client.POST(LIST_ALARMS, { body, signal })),
      }),
    withDetail: (body: JsonBodyOf<typeof ALARMS_WITH_DETAIL>) =>
      queryOptions({
        queryKey: scoped(k.withDetail(body), ALARMS_WITH_DETAIL),
        queryFn: ({ signal }) => unwrap(client.POST(ALARMS_WITH_DETAIL, { body, signal })),
      }),
    conditionCategories: (query: QueryParamsOf<typeof CONDITION_CATEGORIES> = {}) =>
      queryOptions({
        queryKey: scoped(k.conditions.categories(query), CONDITION_CATEGORIES),
        queryFn: ({ signal }) => unwrap(client.GET(CONDITION_CATEGORIES, { params: { query }, signal })),
      }),
    companyConditions: () =>
      queryOptions({
        queryKey: scoped(k.conditions.company(), COMPANY_CONDITIONS),
        queryFn: ({ signal }) => unwrap(client.GET(COMPANY_CONDITIONS, { signal })),
      }),
    conditions: (query: QueryParamsOf<typeof ALARM_CONDITIONS>) =>
      queryOptions({
        queryKey: scoped(k.conditions.byKind(query), ALARM_CONDITIONS),
        queryFn: ({ signal }) => unwrap(client.GET(ALARM_CONDITIONS, { params: { query }, signal })),
      }),
  };
}
