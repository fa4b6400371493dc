// "Pivot on any value": a value of a row (or of the full event) becomes a filter ("Filter for")
// or an exclusion ("Filter out") in one click, keyboard too (a menu button). The lists give
// their URL state through EventPivotProvider; the cells read it.
import { createContext, useContext, type ReactNode } from 'react';
import { ActionIcon, Group, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tableSearchUpdates, type TableSearch } from '../../../components/paged-table/table-search';
import { PIVOTS, type PivotField } from '../api/event-filters';

interface PivotState {
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
}

const PivotContext = createContext<PivotState | null>(null);

export function EventPivotProvider({ children, ...state }: PivotState & { children: ReactNode }) {
  return <PivotContext.Provider value={state}>{children}</PivotContext.Provider>;
}

/** The search with a value kept (or left out): the opposite filter on that value is dropped. */
export function pivotSearch(search: TableSearch, field: PivotField, value: string, leaveOut: boolean) {
  const { keep, leaveOut: exclude } = PIVOTS[field];
  const [set, other] = leaveOut ? [exclude, keep] : [keep, exclude];
  let next = tableSearchUpdates.filter(search, set, value);
  if (next.filters?.[other] === value) next = tableSearchUpdates.filter(next, other, undefined);
  // The open drawer belongs to the list before the pivot.
  return { ...next, detail: undefined };
}

interface Props {
  /** The filter the value goes to; a field without one narrows by the search text. */
  field: PivotField | 'search';
  value: string;
  /** How the value reads (the menu button's name). */
  label: string;
  children: ReactNode;
}

export function Pivot({ field, value, label, children }: Props) {
  const { t } = useTranslation();
  const state = useContext(PivotContext);
  if (!state) return <>{children}</>;
  const { search, onSearchChange } = state;
  return (
    <Group gap={4} wrap="nowrap">
      {children}
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            size={24}
            color="gray"
            aria-label={t('events.pivot.menu', { value: label })}
          >
            <svg aria-hidden width="14" height="14" viewBox="0 0 14 14" fill="currentColor">
              <circle cx="2.5" cy="7" r="1.5" />
              <circle cx="7" cy="7" r="1.5" />
              <circle cx="11.5" cy="7" r="1.5" />
            </svg>
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {field === 'search' ? (
            <Menu.Item
              onClick={() =>
                onSearchChange({ ...tableSearchUpdates.search(search, value), detail: undefined })
              }
            >
              {t('events.pivot.search')}
            </Menu.Item>
          ) : (
            <>
              <Menu.Item onClick={() => onSearchChange(pivotSearch(search, field, value, false))}>
                {t('events.pivot.keep')}
              </Menu.Item>
              <Menu.Item onClick={() => onSearchChange(pivotSearch(search, field, value, true))}>
                {t('events.pivot.leaveOut')}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
