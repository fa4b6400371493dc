// The event inspection's two lists over Event/GetEventInspectionPageData: individual events
// (/event-inspection/all-events, SecurityEvent rows, a row opens the full event) and summary
// events (/event-inspection/summary-events, EventSummary rows). Same filters; newest first
// unless sorted (the contract's default, spec section 9).
import type { ApiSchema } from '../../../api/contract-types';
import {
  columnsOf,
  type ColumnSpec,
  type TableDefinition,
} from '../../../components/paged-table/table-definition';
import {
  actionCell,
  computerCell,
  eventTypeCell,
  hashClassCell,
  parentProcessCell,
  searchCell,
  sha256Cell,
  summaryEventsCell,
} from '../components/event-cells';
import { ENUM_LABELS } from '../../../i18n/enum-labels';
import { HASH_CLASS_BADGES } from '../../../i18n/enum-badges';
import { ACTION_BADGES, EVENT_FILTERS, EVENT_TYPE_LABELS, SEVERITY_LABELS } from './event-filters';

// The words the CSV export writes for the columns whose cells render their own.
const ACTION_LABELS = ENUM_LABELS.EventAction;
const HASH_CLASS_LABELS = ENUM_LABELS.HashClass;
import type { EventSort, SummarySort } from './event-request';

export type SecurityEvent = ApiSchema<'SecurityEvent'>;
export type EventSummary = ApiSchema<'EventSummary'>;

const e = columnsOf<SecurityEvent, EventSort>();

/** The pivot's menu button beside a value (event-pivot.tsx: 24 px and a gap of 4). */
const PIVOT_BUTTON_WIDTH = 28;

type FileFields = Pick<SecurityEvent, 'fileName' | 'eventType' | 'sha256' | 'hashClass'>;

/** The columns both lists have: the file, the type of event and the file's hash and class. */
function fileColumns<R extends FileFields, S extends string>(sortKeys: { fileName: S; eventType: S }) {
  const column = (spec: Omit<ColumnSpec<R, S>, 'kind'>): ColumnSpec<R, S> => ({ ...spec, kind: 'custom' });
  return {
    fileName: column({
      id: 'fileName',
      headerKey: 'events.column.fileName',
      sortKey: sortKeys.fileName,
      width: 200,
      value: (row) => row.fileName,
      render: (row) => searchCell('fileName', row.fileName),
    }),
    eventType: column({
      id: 'eventType',
      headerKey: 'events.column.eventType',
      sortKey: sortKeys.eventType,
      width: 200,
      value: (row) => row.eventType,
      labels: EVENT_TYPE_LABELS,
      render: eventTypeCell,
    }),
    sha256: column({
      id: 'sha256',
      headerKey: 'events.column.sha256',
      width: 170,
      value: (row) => row.sha256,
      render: (row) => sha256Cell(row.sha256),
    }),
    hashClass: column({
      id: 'hashClass',
      headerKey: 'events.column.hashClass',
      width: 140,
      value: (row) => row.hashClass,
      labels: HASH_CLASS_LABELS,
      render: (row) => hashClassCell(row.hashClass),
      badges: HASH_CLASS_BADGES,
      besideBadge: PIVOT_BUTTON_WIDTH,
    }),
  };
}

const shared = fileColumns<SecurityEvent, EventSort>({ fileName: 'fileName', eventType: 'eventType' });

export const eventTable: TableDefinition<SecurityEvent, EventSort> = {
  id: 'events',
  labelKey: 'events.list.individual',
  rowId: (event) => String(event.eventId),
  detailInUrl: true,
  columns: [
    e.date('reportedEventDate', {
      headerKey: 'events.column.reportedEventDate',
      sortKey: 'reportedEventDate',
      width: 180,
      hideable: false,
    }),
    shared.eventType,
    e.custom('action', {
      headerKey: 'events.column.action',
      width: 140,
      value: (event) => event.action,
      labels: ACTION_LABELS,
      render: actionCell,
      badges: ACTION_BADGES,
      besideBadge: PIVOT_BUTTON_WIDTH,
    }),
    e.label('severity', {
      headerKey: 'events.column.severity',
      sortKey: 'severity',
      width: 110,
      labels: SEVERITY_LABELS,
    }),
    e.custom('computerName', {
      headerKey: 'events.column.computerName',
      sortKey: 'computerName',
      width: 200,
      value: (event) => event.computerName,
      render: computerCell,
    }),
    e.custom('userName', {
      headerKey: 'events.column.userName',
      sortKey: 'userName',
      width: 180,
      value: (event) => event.userName,
      render: (event) => searchCell('userName', event.userName),
    }),
    shared.fileName,
    e.text('filePath', { headerKey: 'events.column.filePath', width: 280 }),
    shared.sha256,
    shared.hashClass,
    e.text('publisher', { headerKey: 'events.column.publisher', width: 200 }),
    e.custom('parentProcess', {
      headerKey: 'events.column.parentProcess',
      width: 160,
      value: (event) => parentProcessCell.value(event),
      render: parentProcessCell.render,
    }),
    e.text('groupName', { headerKey: 'events.column.groupName', width: 180 }),
    e.text('companyName', { headerKey: 'events.column.companyName', width: 180 }),
    e.text('policyName', { headerKey: 'events.column.policyName', width: 180, defaultHidden: true }),
  ],
  filters: EVENT_FILTERS,
};

const s = columnsOf<EventSummary, SummarySort>();
const summaryShared = fileColumns<EventSummary, SummarySort>({
  fileName: 'fileName',
  eventType: 'eventType',
});

export const summaryTable: TableDefinition<EventSummary, SummarySort> = {
  id: 'event-summary',
  labelKey: 'events.list.summary',
  rowId: (row) => `${row.sha256}:${row.eventType}`,
  columns: [
    { ...summaryShared.fileName, hideable: false },
    summaryShared.eventType,
    s.custom('count', {
      headerKey: 'events.column.count',
      sortKey: 'count',
      width: 130,
      value: (row) => row.count,
      render: summaryEventsCell,
    }),
    s.number('computerCount', { headerKey: 'events.column.computerCount', width: 120 }),
    summaryShared.sha256,
    summaryShared.hashClass,
    s.date('firstSeen', { headerKey: 'events.column.firstSeen', width: 180 }),
    s.date('lastSeen', { headerKey: 'events.column.lastSeen', sortKey: 'reportedEventDate', width: 180 }),
  ],
  filters: EVENT_FILTERS,
};
