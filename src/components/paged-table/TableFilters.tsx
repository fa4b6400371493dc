// The search box and the list's filters (text, enum, date range), combinable; every active one
// is a removable chip, with "clear all". Each change goes to the URL (and back to page 1).
import { useEffect, useState, type KeyboardEvent } from 'react';
import { Button, CloseButton, Group, Paper, Select, Text, TextInput } from '@mantine/core';
import i18next, { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/format';
import { INSTANT } from '../../lib/iso-instant';
import { useLatest } from '../use-latest';
import { DateFilterInput } from './DateFilterInput';
import { SEARCH_MAX_LENGTH, optionLabel, type FilterSpec } from './table-definition';
import {
  formatDateRange,
  isFiltered,
  parseDateRange,
  tableSearchUpdates,
  type TableSearch,
} from './table-search';

const SEARCH_DELAY_MS = 400;

interface Props {
  filters: readonly FilterSpec[];
  searchable: boolean;
  search: TableSearch;
  onChange: (next: TableSearch) => void;
  /** The name of a value that is an id (PagedTable's filterValueName, over the rows shown). */
  nameOf?: ValueName;
}

/** The name of a filter's value, when the value is an id the list can name. */
export type ValueName = (filterId: string, value: string) => string | undefined;

export function SearchBox({ search, onChange }: Pick<Props, 'search' | 'onChange'>) {
  const { t } = useTranslation();
  const committed = search.search ?? '';
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);
  const [sent, setSent] = useState<string | null>(null);
  // Back/forward or a chip's removal changes the URL: the box follows (but not when the URL only
  // caught up with what is being typed).
  if (seen !== committed) {
    setSeen(committed);
    if (committed !== sent) setText(committed);
  }
  const latest = useLatest({ search, onChange });
  const commit = (value: string) => {
    setSent(value.trim());
    latest.current.onChange(tableSearchUpdates.search(latest.current.search, value));
  };
  useEffect(() => {
    if (text.trim() === committed) return;
    const timer = setTimeout(() => {
      setSent(text.trim());
      latest.current.onChange(tableSearchUpdates.search(latest.current.search, text));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, committed, latest]);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && text.trim() !== committed) commit(text);
  };
  return (
    <TextInput
      type="search"
      label={t('table.search.label')}
      placeholder={t('table.search.placeholder')}
      value={text}
      maxLength={SEARCH_MAX_LENGTH}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      w={260}
    />
  );
}

function TextFilter({
  spec,
  value,
  onCommit,
}: {
  spec: FilterSpec;
  value: string;
  onCommit: (v: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // A typed value the list's request would refuse stays in the box with its message, unapplied.
  const [invalid, setInvalid] = useState(false);
  if (seen !== value) {
    setSeen(value);
    setText(value);
    setInvalid(false);
  }
  const pattern = spec.kind === 'text' ? spec.pattern : undefined;
  const commit = () => {
    const next = text.trim();
    if (next && pattern && !pattern.test(next)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (next !== value) onCommit(next);
  };
  const invalidKey = (spec.kind === 'text' && spec.invalidKey) || 'table.filter.invalid';
  return (
    <TextInput
      label={t(spec.labelKey)}
      value={text}
      error={invalid ? t(invalidKey) : undefined}
      maxLength={spec.kind === 'text' ? (spec.maxLength ?? SEARCH_MAX_LENGTH) : undefined}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      w={220}
    />
  );
}

/** A side of a range in a date input: a day as it is, an instant (a link's window) as its local day. */
function dayInputValue(side: string | undefined): string {
  if (!side || !INSTANT.test(side)) return side ?? '';
  const d = new Date(side);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A side of a range in words: a day as it is, an instant as a date and time in the language. */
const sideWords = (side: string | undefined): string =>
  !side ? '…' : INSTANT.test(side) ? formatDateTime(side, i18next.language) : side;

function DateRangeFilter({
  spec,
  value,
  onCommit,
}: {
  spec: FilterSpec;
  value: string;
  onCommit: (v?: string) => void;
}) {
  const { t } = useTranslation();
  const range = parseDateRange(value) ?? {};
  const set = (side: 'start' | 'end', date: string) => {
    const next = { ...range, [side]: date || undefined };
    const formatted = formatDateRange(next.start, next.end);
    // An inverted range is not sent: wait until the other side follows.
    if (formatted && !parseDateRange(formatted)) return;
    onCommit(formatted);
  };
  return (
    <Group gap="xs" align="flex-end" role="group" aria-label={t(spec.labelKey)}>
      <DateFilterInput
        label={t('table.filter.from', { field: t(spec.labelKey) })}
        value={dayInputValue(range.start)}
        max={dayInputValue(range.end) || undefined}
        onChange={(day) => set('start', day)}
      />
      <DateFilterInput
        label={t('table.filter.to', { field: t(spec.labelKey) })}
        value={dayInputValue(range.end)}
        min={dayInputValue(range.start) || undefined}
        onChange={(day) => set('end', day)}
      />
    </Group>
  );
}

function FilterControl({
  spec,
  search,
  onChange,
}: {
  spec: FilterSpec;
  search: TableSearch;
  onChange: Props['onChange'];
}) {
  const { t } = useTranslation();
  const value = search.filters?.[spec.id] ?? '';
  const commit = (next: string | undefined) => onChange(tableSearchUpdates.filter(search, spec.id, next));
  switch (spec.kind) {
    case 'text':
      return <TextFilter spec={spec} value={value} onCommit={commit} />;
    case 'enum':
      return (
        <Select
          label={t(spec.labelKey)}
          placeholder={t('table.filter.any')}
          data={spec.options.map((option) => ({ value: option.value, label: optionLabel(option, t) }))}
          value={value || null}
          onChange={(next) => commit(next ?? undefined)}
          clearable
          allowDeselect
          searchable={spec.searchable}
          nothingFoundMessage={spec.searchable ? t('table.filter.noMatch') : undefined}
          w={200}
          // Its options mount when it opens: kept mounted, every list's selects placed their hidden
          // dropdowns (floating-ui measuring the page) on each page load.
          comboboxProps={{ withinPortal: true, keepMounted: false }}
        />
      );
    case 'dateRange':
      return <DateRangeFilter spec={spec} value={value} onCommit={commit} />;
  }
}

/** The words a chip (and the export's preamble) uses for one active filter. */
export function describeFilter(spec: FilterSpec, value: string, t: TFunction, nameOf?: ValueName): string {
  if (spec.kind === 'enum') {
    const option = spec.options.find((o) => o.value === value);
    return `${t(spec.labelKey)}: ${option ? optionLabel(option, t) : value}`;
  }
  if (spec.kind === 'dateRange') {
    const range = parseDateRange(value);
    return `${t(spec.labelKey)}: ${sideWords(range?.start)} – ${sideWords(range?.end)}`;
  }
  return `${t(spec.labelKey)}: ${nameOf?.(spec.id, value) ?? value}`;
}

/** Every active filter and the search text, in words ("none" when the list is not narrowed). */
export function describeFilters(
  filters: readonly FilterSpec[],
  search: TableSearch,
  t: TFunction,
  nameOf?: ValueName,
): string[] {
  const out: string[] = [];
  if (search.search) out.push(`${t('table.search.label')}: ${search.search}`);
  for (const spec of filters) {
    const value = search.filters?.[spec.id];
    if (value) out.push(describeFilter(spec, value, t, nameOf));
  }
  return out;
}

export function TableFilters({ filters, searchable, search, onChange, nameOf }: Props) {
  const { t } = useTranslation();
  const chips: Array<{ key: string; label: string; remove: () => void }> = [];
  if (search.search)
    chips.push({
      key: '__search',
      label: `${t('table.search.label')}: ${search.search}`,
      remove: () => onChange(tableSearchUpdates.search(search, '')),
    });
  for (const spec of filters) {
    const value = search.filters?.[spec.id];
    if (value)
      chips.push({
        key: spec.id,
        label: describeFilter(spec, value, t, nameOf),
        remove: () => onChange(tableSearchUpdates.filter(search, spec.id, undefined)),
      });
  }
  return (
    <>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {searchable && <SearchBox search={search} onChange={onChange} />}
        {filters.map((spec) =>
          spec.control === false ? null : (
            <FilterControl key={spec.id} spec={spec} search={search} onChange={onChange} />
          ),
        )}
      </Group>
      {isFiltered(search) && (
        <Group gap="xs" wrap="wrap">
          {/* The chips are a list; "Clear all" is beside it, not an item (ARIA: a list holds items only). */}
          <Group gap="xs" wrap="wrap" role="list" aria-label={t('table.filter.active')}>
            {chips.map((chip) => (
              <Paper key={chip.key} role="listitem" withBorder radius="xl" px="sm" py={2}>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm">{chip.label}</Text>
                  <CloseButton
                    size="sm"
                    aria-label={t('table.filter.remove', { filter: chip.label })}
                    onClick={chip.remove}
                  />
                </Group>
              </Paper>
            ))}
          </Group>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => onChange(tableSearchUpdates.clearAll(search))}
          >
            {t('table.filter.clearAll')}
          </Button>
        </Group>
      )}
    </>
  );
}
