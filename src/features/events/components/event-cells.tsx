// The event lists' cells: each value a filter can take has its pivot menu (filter for, filter
// out); a computer links to its page, a hash to its page, a summary row's count to its events.
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../access/use-can';
import type { ApiSchema } from '../../../api/contract-types';
import { LightDotBadge, LightText } from '../../../components/light-mantine/light-mantine';
import { RouterLink } from '../../../components/paged-table/router-link';
import { HASH_CLASS_BADGES } from '../../../i18n/enum-badges';
import { ACTION_BADGES, EVENT_TYPE_LABELS } from '../api/event-filters';
import { parentProcessOf } from '../api/process-tree';
import { allEventsHref } from '../api/event-links';
import { Pivot, usePivotWords } from './event-pivot';
import type { BadgeStyle } from '../../../components/paged-table/table-definition';

type SecurityEvent = ApiSchema<'SecurityEvent'>;
type EventSummary = ApiSchema<'EventSummary'>;

/** A link when the role may open the page, else the words alone (spec section 6). */
function PageLink({ href, children }: { href: string; children: string }) {
  const can = useCan();
  return can.open(href.split('?')[0]!) ? (
    <RouterLink href={href}>{children}</RouterLink>
  ) : (
    <LightText>{children}</LightText>
  );
}

function EventTypeValue({ eventType }: { eventType: SecurityEvent['eventType'] }) {
  const t = usePivotWords();
  const label = t(EVENT_TYPE_LABELS[eventType]);
  return (
    <Pivot field="eventType" value={eventType} label={label}>
      <LightText>{label}</LightText>
    </Pivot>
  );
}

function BadgeValue({ field, value }: { field: 'action' | 'hashClass'; value: string }) {
  const t = usePivotWords();
  const badges: Readonly<Record<string, BadgeStyle>> = field === 'action' ? ACTION_BADGES : HASH_CLASS_BADGES;
  const badge = badges[value];
  const label = badge ? t(badge.labelKey) : value;
  return (
    <Pivot field={field} value={value} label={label}>
      <LightDotBadge color={badge?.color ?? 'gray'}>{label}</LightDotBadge>
    </Pivot>
  );
}

export function ShortHash({ sha256 }: { sha256: string }) {
  const short = `${sha256.slice(0, 6)}…${sha256.slice(-6)}`;
  return (
    <LightText span monospace title={sha256} aria-label={sha256}>
      <PageLink href={`/hash-inspection/${sha256}`}>{short}</PageLink>
    </LightText>
  );
}

export const eventTypeCell = (row: { eventType: SecurityEvent['eventType'] }) => (
  <EventTypeValue eventType={row.eventType} />
);

export const actionCell = (event: SecurityEvent) => <BadgeValue field="action" value={event.action} />;

export const hashClassCell = (hashClass: SecurityEvent['hashClass']) => (
  <BadgeValue field="hashClass" value={hashClass} />
);

export const sha256Cell = (sha256: string) => (
  <Pivot field="sha256" value={sha256} label={sha256}>
    <ShortHash sha256={sha256} />
  </Pivot>
);

export const computerCell = (event: SecurityEvent) => (
  <Pivot field="computer" value={event.computerGuid} label={event.computerName}>
    <PageLink href={`/endpoints/computer/${event.computerGuid}`}>{event.computerName}</PageLink>
  </Pivot>
);

/** A value the search covers (file name, user): its pivot narrows the list by the search text. */
export const searchCell = (field: 'fileName' | 'userName', value: string | null) =>
  value === null ? null : (
    <Pivot field="search" value={value} label={value} key={field}>
      <LightText>{value}</LightText>
    </Pivot>
  );

export const parentProcessCell = {
  value: (event: SecurityEvent) => parentProcessOf(event)?.processName ?? null,
  render: (event: SecurityEvent) => parentProcessOf(event)?.processName ?? null,
};

function SummaryEvents({ row }: { row: EventSummary }) {
  const { t, i18n } = useTranslation();
  return (
    <RouterLink href={allEventsHref({ sha256: row.sha256, eventType: row.eventType })}>
      {t('events.summary.events', { count: row.count, formatted: row.count.toLocaleString(i18n.language) })}
    </RouterLink>
  );
}

export const summaryEventsCell = (row: EventSummary) => <SummaryEvents row={row} />;
