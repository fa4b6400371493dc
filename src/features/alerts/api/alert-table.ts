// The alert console's table (/alert-console/unresolved|inreview|resolved|all): its columns,
// filters (all in the URL) and request, over the contract's Alarm/ListAlarms; the status of the
// route is the request's status filter, and each tab's count is a one-row request of its own.
import type { ApiSchema } from '../../../api/contract-types';
import type { Queries } from '../../../api/query-layer';
import {
  columnsOf,
  type ColumnSpec,
  type FilterSpec,
  type TableDefinition,
} from '../../../components/paged-table/table-definition';
import { dateRangeToInstants, type TableRequest } from '../../../components/paged-table/table-search';
import { shippedName, shippedNameKey } from '../../../i18n/shipped-names';
import { categoryCell, conditionCell, titleCell } from '../components/shipped-name-cells';
import { i18next } from '../../../i18n/i18n';
import { shippedText } from '../../../i18n/shipped-texts';
import { computerPath, companyPath, groupPath } from './alert-links';
import { ENUM_LABELS } from '../../../i18n/enum-labels';
import type { Translate } from '../../../i18n/message-key';
import { pagedRequestBody } from '../../../components/paged-table/paged-request-body';

export type Alert = ApiSchema<'Alarm'>;
export type AlertSort = NonNullable<ApiSchema<'AlarmListFilter'>['sortColumn']>;
type Severity = ApiSchema<'AlarmSeverity'>;
type Kind = ApiSchema<'AlarmConditionKind'>;
export type AlertStatusFilter = ApiSchema<'AlarmStatusFilter'>;

/** The console's routes (the tabs), in order, with the status each lists. */
export const ALERT_VIEWS = [
  { view: 'unresolved', status: 'Unresolved' },
  { view: 'inreview', status: 'InReview' },
  { view: 'resolved', status: 'Resolved' },
  { view: 'all', status: 'all' },
] as const satisfies readonly { view: string; status: AlertStatusFilter }[];
export type AlertView = (typeof ALERT_VIEWS)[number]['view'];

export const STATUS_BADGES = {
  Unresolved: { labelKey: ENUM_LABELS.AlertStatus.Unresolved, color: 'red' },
  InReview: { labelKey: ENUM_LABELS.AlertStatus.InReview, color: 'yellow' },
  Resolved: { labelKey: ENUM_LABELS.AlertStatus.Resolved, color: 'green' },
} as const;

export const SEVERITY_BADGES = {
  Critical: { labelKey: ENUM_LABELS.AlarmSeverity.Critical, color: 'red' },
  High: { labelKey: ENUM_LABELS.AlarmSeverity.High, color: 'orange' },
  Medium: { labelKey: ENUM_LABELS.AlarmSeverity.Medium, color: 'yellow' },
  Low: { labelKey: ENUM_LABELS.AlarmSeverity.Low, color: 'gray' },
} as const satisfies Record<Severity, { labelKey: string; color: string }>;

const KIND_KEYS = {
  Security: ENUM_LABELS.AlarmConditionKind.Security,
  DeploymentHealth: ENUM_LABELS.AlarmConditionKind.DeploymentHealth,
  System: ENUM_LABELS.AlarmConditionKind.System,
  LiveSite: ENUM_LABELS.AlarmConditionKind.LiveSite,
} as const satisfies Record<Kind, string>;

const SEVERITIES = Object.keys(SEVERITY_BADGES) as Severity[];
const KINDS = Object.keys(KIND_KEYS) as Kind[];
const NAME_FILTER_MAX = 191;

const c = columnsOf<Alert, AlertSort>();

const COMPANY_COLUMN_ID = 'companyName';
const COMPANY_FILTER_ID = 'company';
/** The category filter holds a category id; the console offers the categories by name. */
export const CATEGORY_FILTER_ID = 'category';

export const alertTable: TableDefinition<Alert, AlertSort> = {
  id: 'alerts',
  labelKey: 'alerts.table',
  rowId: (alert) => String(alert.alarmId),
  // Titles repeat (one condition, many computers): the id makes each row's controls unique.
  rowLabel: (alert, t) =>
    t(alert.computerName ? 'alerts.rowLabel.onComputer' : 'alerts.rowLabel.plain', {
      title: shippedText(t, 'titles', alert.title),
      computer: alert.computerName,
      id: alert.alarmId,
    }),
  detailInUrl: true,
  columns: [
    c.custom('title', {
      headerKey: 'alerts.column.title',
      sortKey: 'title',
      width: 300,
      hideable: false,
      value: (alert) => alert.title,
      exportText: (alert, t) => shippedText(t, 'titles', alert.title),
      render: titleCell,
    }),
    c.badge('status', {
      headerKey: 'alerts.column.status',
      sortKey: 'status',
      width: 130,
      badges: STATUS_BADGES,
    }),
    c.badge('severity', {
      headerKey: 'alerts.column.severity',
      sortKey: 'severity',
      width: 120,
      badges: SEVERITY_BADGES,
    }),
    c.custom('category', {
      headerKey: 'alerts.column.category',
      sortKey: 'category',
      width: 190,
      value: (alert) => alert.category,
      exportText: (alert, t) => shippedName(t, 'categories', alert.category),
      render: categoryCell,
    }),
    c.custom('conditionName', {
      headerKey: 'alerts.column.condition',
      width: 220,
      value: (alert) => alert.conditionName,
      exportText: (alert, t) => shippedName(t, 'conditions', alert.conditionName),
      render: conditionCell,
    }),
    c.link('computerName', {
      headerKey: 'alerts.column.computer',
      sortKey: 'computerName',
      width: 170,
      href: (alert) => computerPath(alert) ?? '',
    }),
    c.link('groupName', {
      headerKey: 'alerts.column.group',
      sortKey: 'groupName',
      width: 180,
      href: (alert) => groupPath(alert) ?? '',
    }),
    c.link('companyName', {
      id: COMPANY_COLUMN_ID,
      headerKey: 'alerts.column.company',
      sortKey: 'companyName',
      width: 190,
      href: (alert) => companyPath(alert) ?? '',
    }),
    c.date('triggeredOn', { headerKey: 'alerts.column.triggeredOn', sortKey: 'triggeredOn', width: 180 }),
    c.date('updatedOn', { headerKey: 'alerts.column.updatedOn', sortKey: 'updatedOn', width: 180 }),
    c.number('count', { headerKey: 'alerts.column.count', sortKey: 'count', width: 100 }),
    c.text('resolvedBy', { headerKey: 'alerts.column.resolvedBy', width: 160 }),
  ],
  filters: [
    {
      id: 'severity',
      kind: 'enum',
      labelKey: 'alerts.column.severity',
      options: SEVERITIES.map((value) => ({ value, labelKey: SEVERITY_BADGES[value].labelKey })),
    },
    // Validated as text here (the categories are data); the console offers them by name.
    { id: CATEGORY_FILTER_ID, kind: 'text', labelKey: 'alerts.column.category', maxLength: 9 },
    {
      id: 'kind',
      kind: 'enum',
      labelKey: 'alerts.filter.kind',
      options: KINDS.map((value) => ({ value, labelKey: KIND_KEYS[value] })),
    },
    { id: 'computer', kind: 'text', labelKey: 'alerts.column.computer', maxLength: NAME_FILTER_MAX },
    { id: 'group', kind: 'text', labelKey: 'alerts.column.group', maxLength: NAME_FILTER_MAX },
    { id: COMPANY_FILTER_ID, kind: 'text', labelKey: 'alerts.column.company', maxLength: NAME_FILTER_MAX },
    { id: 'triggered', kind: 'dateRange', labelKey: 'alerts.column.triggeredOn' },
  ],
};

/**
 * The table as one role sees it: the company column and filter only above the company (a
 * company's own people know their company), the category filter offering the categories by name.
 */
export function alertTableFor(options: {
  showCompany: boolean;
  categories: readonly ApiSchema<'AlarmConditionCategory'>[];
}): TableDefinition<Alert, AlertSort> {
  const columns: ColumnSpec<Alert, AlertSort>[] = alertTable.columns.filter(
    (column) => options.showCompany || column.id !== COMPANY_COLUMN_ID,
  );
  const filters: FilterSpec[] = (alertTable.filters ?? [])
    .filter((filter) => options.showCompany || filter.id !== COMPANY_FILTER_ID)
    .map((filter) =>
      filter.id === CATEGORY_FILTER_ID && options.categories.length > 0
        ? {
            id: filter.id,
            kind: 'enum',
            labelKey: filter.labelKey,
            options: options.categories.map((category) => {
              const value = String(category.categoryId);
              const labelKey = shippedNameKey('categories', category.name);
              return labelKey ? { value, labelKey } : { value, label: category.name };
            }),
          }
        : filter,
    );
  return { ...alertTable, columns, filters };
}

const isSeverity = (value: string | undefined): value is Severity => SEVERITIES.includes(value as Severity);
const isKind = (value: string | undefined): value is Kind => KINDS.includes(value as Kind);

/** What the filters of the URL ask of ListAlarms (every tab asks the same but its status). */
export function alertFilterOf(filters: Readonly<Record<string, string>>) {
  const categoryId = Number(filters[CATEGORY_FILTER_ID]);
  return {
    ...(isSeverity(filters.severity) ? { severity: filters.severity } : {}),
    ...(Number.isInteger(categoryId) && categoryId > 0 ? { categoryId } : {}),
    ...(isKind(filters.kind) ? { kind: filters.kind } : {}),
    ...(filters.computer ? { computer: filters.computer } : {}),
    ...(filters.group ? { group: filters.group } : {}),
    ...(filters[COMPANY_FILTER_ID] ? { company: filters[COMPANY_FILTER_ID] } : {}),
    ...(filters.triggered ? { dateRange: dateRangeToInstants(filters.triggered) } : {}),
  };
}

/**
 * The category ids in the order of their names as the user reads them (shipped names in the
 * user's language, sorted in that language): sorted by category, the rows follow what is shown,
 * not the stored English names.
 */
export function categoryOrderOf(
  categories: readonly ApiSchema<'AlarmConditionCategory'>[],
  t: Translate,
  language: string,
): number[] {
  const collator = new Intl.Collator(language);
  return categories
    .map((category) => ({ id: category.categoryId, name: shippedName(t, 'categories', category.name) }))
    .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id)
    .map((category) => category.id);
}

/**
 * The list's queryOptions for a status and a table request: the loader and the table share it.
 * `categoryOrder` (categoryOrderOf) is sent when the request sorts by category.
 */
/**
 * The user's language when the request searches or sorts titles: the sandbox then reads each
 * title as the console shows it (the same catalogue). English is how titles are stored, so it is
 * left out (one cache entry, and the loader's, the table's and the tabs' counts ask alike).
 */
export function titleLanguageOf(
  request: Pick<TableRequest<AlertSort>, 'search' | 'sortColumn'>,
  language: string = i18next.language,
): { language?: 'ja' } {
  return language === 'ja' && (request.sortColumn === 'title' || !!request.search) ? { language } : {};
}

export const alertPageQuery =
  (queries: Queries, status: AlertStatusFilter, categoryOrder?: readonly number[]) =>
  (request: TableRequest<AlertSort>) =>
    queries.Alarm_ListAlarms({
      ...pagedRequestBody(request),
      status,
      ...(request.sortColumn === 'category' && categoryOrder?.length
        ? { categoryOrder: [...categoryOrder] }
        : {}),
      ...titleLanguageOf(request),
      ...alertFilterOf(request.filters),
    });

/**
 * The statuses whose count needs a request of its own in a view: the shown page's totalCount is
 * its own status's count, and "all" is the sum of the three.
 */
export function countedStatuses(status: AlertStatusFilter): ApiSchema<'AlertStatus'>[] {
  return (['Unresolved', 'InReview', 'Resolved'] as const).filter((other) => other !== status);
}

/**
 * How many alerts of a status the filters match (a one-row page: its totalCount); with
 * `alarmIds`, how many of those alerts.
 */
export const alertCountQuery = (
  queries: Queries,
  status: AlertStatusFilter,
  request: Pick<TableRequest<AlertSort>, 'search' | 'filters'>,
  alarmIds?: readonly number[],
) =>
  queries.Alarm_ListAlarms({
    ...pagedRequestBody<AlertSort>({ page: 1, pageSize: 1, search: request.search }),
    status,
    ...titleLanguageOf(request),
    ...alertFilterOf(request.filters),
    ...(alarmIds ? { alarmIds: [...alarmIds] } : {}),
  });
