// The event lists' filters (the URL's `filters`, one id per value) and how they become the
// contract's EventInspectionFilter: each field it offers can be kept ("filter for") or left out
// ("filter out", the `not…` ids, set from a row's value and shown as chips).
import type { ApiSchema } from '../../../api/contract-types';
import type { FilterSpec } from '../../../components/paged-table/table-definition';
import { PERIODS } from './event-period';
import { ENUM_LABELS } from '../../../i18n/enum-labels';
import { HASH_CLASS_BADGES } from '../../../i18n/enum-badges';
import type { MessageKey } from '../../../i18n/message-key';

type EventAction = ApiSchema<'EventAction'>;

export const EVENT_TYPE_LABELS = ENUM_LABELS.EventType;

export const ACTION_BADGES = {
  blocked: { labelKey: ENUM_LABELS.EventAction.blocked, color: 'red' },
  allowed: { labelKey: ENUM_LABELS.EventAction.allowed, color: 'green' },
  audited: { labelKey: ENUM_LABELS.EventAction.audited, color: 'yellow' },
} as const satisfies Record<EventAction, { labelKey: string; color: string }>;

export const SEVERITY_LABELS = ENUM_LABELS.EventSeverity;

const options = (labels: Readonly<Record<string, MessageKey>>) =>
  Object.entries(labels).map(([value, labelKey]) => ({ value, labelKey }));
const badgeOptions = (badges: Readonly<Record<string, { labelKey: MessageKey }>>) =>
  Object.entries(badges).map(([value, badge]) => ({ value, labelKey: badge.labelKey }));

/** The values a row offers to filter on (a pivot), with the filter ids that keep or leave them out. */
export const PIVOTS = {
  eventType: { keep: 'eventType', leaveOut: 'notEventType', labelKey: 'events.column.eventType' },
  action: { keep: 'action', leaveOut: 'notAction', labelKey: 'events.column.action' },
  hashClass: { keep: 'hashClass', leaveOut: 'notHashClass', labelKey: 'events.column.hashClass' },
  sha256: { keep: 'sha256', leaveOut: 'notSha256', labelKey: 'events.column.sha256' },
  computer: { keep: 'computer', leaveOut: 'notComputer', labelKey: 'events.filter.computer' },
} as const;
export type PivotField = keyof typeof PIVOTS;

/** The EventInspectionFilter property of each pivot (its exclusion is the same under /exclude). */
const REQUEST_FIELD = {
  eventType: 'eventType',
  action: 'actionTaken',
  hashClass: 'hashClass',
  sha256: 'sha256',
  computer: 'computerGuid',
} as const satisfies Record<PivotField, string>;

const SHA256 = /^[0-9a-f]{64}$/;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const valueFilters = (field: PivotField, excluded: boolean): FilterSpec => {
  const pivot = PIVOTS[field];
  const id = excluded ? pivot.leaveOut : pivot.keep;
  const labelKey = excluded ? (`events.filter.not.${field}` as const) : pivot.labelKey;
  // A 400 on this part of the request names this filter.
  const requestFields = [`${excluded ? '/exclude' : ''}/${REQUEST_FIELD[field]}`];
  const extra = excluded ? ({ control: false, requestFields } as const) : { requestFields };
  switch (field) {
    case 'eventType':
      return { id, kind: 'enum', labelKey, options: options(EVENT_TYPE_LABELS), ...extra };
    case 'action':
      return { id, kind: 'enum', labelKey, options: badgeOptions(ACTION_BADGES), ...extra };
    case 'hashClass':
      return { id, kind: 'enum', labelKey, options: badgeOptions(HASH_CLASS_BADGES), ...extra };
    case 'sha256':
      return {
        id,
        kind: 'text',
        labelKey,
        maxLength: 64,
        pattern: SHA256,
        invalidKey: 'events.filter.invalidSha256',
        ...extra,
      };
    case 'computer':
      // A computer is chosen from a row or a link (its guid), not typed.
      return { id, kind: 'text', labelKey, maxLength: 36, control: false };
  }
};

const FIELDS = Object.keys(PIVOTS) as PivotField[];

/** The tenant nodes above a group a link may narrow to (the URL's id is the contract's `<id>Guid`). */
export const SCOPE_FILTERS = ['partner', 'company', 'site'] as const;

export const EVENT_FILTERS: readonly FilterSpec[] = [
  {
    id: 'period',
    kind: 'enum',
    labelKey: 'events.filter.period',
    options: (Object.keys(PERIODS) as (keyof typeof PERIODS)[]).map((value) => ({
      value,
      labelKey: `events.period.${value}` as const,
    })),
    requestFields: ['/dateRange'],
  },
  {
    id: 'reported',
    kind: 'dateRange',
    labelKey: 'events.column.reportedEventDate',
    requestFields: ['/dateRange'],
  },
  ...FIELDS.map((field) => valueFilters(field, false)),
  // A group comes from a link (the dashboard's top groups), not from a row or a control.
  {
    id: 'group',
    kind: 'text',
    labelKey: 'events.filter.group',
    maxLength: 36,
    control: false,
    requestFields: ['/groupGuid'],
  },
  // An alert's events come from the alert's drawer (its id), not from a row or a control.
  {
    id: 'alert',
    kind: 'text',
    labelKey: 'events.filter.alert',
    maxLength: 10,
    control: false,
    requestFields: ['/alarmId'],
  },
  // A rule impact's link (issue 28) narrows to the node the rule applies to and to what it matches.
  ...SCOPE_FILTERS.map((id): FilterSpec => ({
    id,
    kind: 'text',
    labelKey: `events.filter.${id}`,
    maxLength: 36,
    control: false,
    requestFields: [`/${id}Guid`],
  })),
  {
    id: 'publisher',
    kind: 'text',
    labelKey: 'events.filter.publisher',
    maxLength: 255,
    control: false,
    requestFields: ['/publisher'],
  },
  {
    id: 'path',
    kind: 'text',
    labelKey: 'events.filter.path',
    maxLength: 1024,
    control: false,
    requestFields: ['/pathPattern'],
  },
  ...FIELDS.map((field) => valueFilters(field, true)),
];

/** Filter values the contract would refuse (a malformed hash or guid in a pasted URL). */
export function isValidFilterValue(id: string, value: string): boolean {
  if (id === 'sha256' || id === 'notSha256') return SHA256.test(value);
  if (id === 'computer' || id === 'notComputer' || id === 'group') return GUID.test(value);
  if ((SCOPE_FILTERS as readonly string[]).includes(id)) return GUID.test(value);
  if (id === 'alert') return alarmIdOf(value) !== null;
  return true;
}

/** An alert id of the URL's `alert` filter (an int32 from 1), else null. */
function alarmIdOf(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2147483647 ? id : null;
}

const pick = <T extends string>(labels: Readonly<Record<T, unknown>>, value: string | undefined): T | null =>
  value !== undefined && Object.hasOwn(labels, value) ? (value as T) : null;

/** The contract's value filters and exclusions for the URL's filters. */
export function eventFieldFilters(filters: Readonly<Record<string, string>>) {
  const exclude = {
    computerGuid: filters.notComputer ?? null,
    sha256: filters.notSha256 ?? null,
    hashClass: pick(HASH_CLASS_BADGES, filters.notHashClass),
    eventType: pick(EVENT_TYPE_LABELS, filters.notEventType),
    actionTaken: pick(ACTION_BADGES, filters.notAction),
  };
  return {
    computerGuid: filters.computer ?? null,
    groupGuid: filters.group ?? null,
    siteGuid: filters.site ?? null,
    companyGuid: filters.company ?? null,
    partnerGuid: filters.partner ?? null,
    publisher: filters.publisher ?? null,
    pathPattern: filters.path ?? null,
    alarmId: alarmIdOf(filters.alert),
    sha256: filters.sha256 ?? null,
    hashClass: pick(HASH_CLASS_BADGES, filters.hashClass),
    eventType: pick(EVENT_TYPE_LABELS, filters.eventType),
    actionTaken: pick(ACTION_BADGES, filters.action),
    exclude: Object.values(exclude).some((value) => value !== null) ? exclude : null,
  };
}
