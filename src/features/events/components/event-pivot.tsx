// "Pivot on any value": a value of a row (or of the full event) becomes a filter ("Filter for")
// or an exclusion ("Filter out") in one click, keyboard too (a menu button). The lists give
// their URL state through EventPivotProvider; the cells read it.
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { Menu } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LightGroup, LightIconButton } from '../../../components/light-mantine/light-mantine';
import { tableSearchUpdates, type TableSearch } from '../../../components/paged-table/table-search';
import { MenuButton } from '../../../components/menu-button/MenuButton';
import { useLatest } from '../../../components/use-latest';
import { i18next } from '../../../i18n/i18n';
import { PIVOTS, type PivotField } from '../api/event-filters';

interface PivotState {
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
}

/** What a pivot does on a click: the list's latest search, changed. */
type Pivoting = (change: (search: TableSearch) => TableSearch) => void;

interface PivotContextValue {
  pivot: Pivoting;
  /** The list's words, looked up once for its cells (useTranslation in each cost in profiles). */
  t: TFunction;
  /** A value's menu button's name ("Filter on <value>"). */
  menuName: (value: string) => string;
}

/** Stands for the value in the menu name's message, translated once per language. */
const VALUE_MARK = '\u0000';

const PivotContext = createContext<PivotContextValue | null>(null);

/**
 * The list's search for its pivots. The context holds one function for the list's life (and its
 * words, new with the language), so that a change of the search (opening an event, a filter) does
 * not render every cell's pivot again.
 */
export function EventPivotProvider({ children, ...state }: PivotState & { children: ReactNode }) {
  const { t } = useTranslation();
  const latestRef = useLatest(state);
  const pivot = useCallback<Pivoting>(
    (change) => latestRef.current.onSearchChange(change(latestRef.current.search)),
    [latestRef],
  );
  const value = useMemo(() => {
    // One interpolation per language instead of one per pivot (hundreds on a page of events).
    const [before, after = ''] = t('events.pivot.menu', { value: VALUE_MARK }).split(VALUE_MARK);
    return { pivot, t, menuName: (value: string) => `${before}${value}${after}` };
  }, [pivot, t]);
  return <PivotContext.Provider value={value}>{children}</PivotContext.Provider>;
}

/** The words for an event's values: the list's, or i18next's own outside a list. */
export function usePivotWords(): TFunction {
  return useContext(PivotContext)?.t ?? i18next.t;
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
  const context = useContext(PivotContext);
  if (!context) return <>{children}</>;
  const { pivot, t, menuName } = context;
  return (
    <LightGroup>
      {children}
      <MenuButton
        position="bottom-start"
        withinPortal
        target={
          <LightIconButton aria-label={menuName(label)}>
            <svg aria-hidden width="14" height="14" viewBox="0 0 14 14" fill="currentColor">
              <circle cx="2.5" cy="7" r="1.5" />
              <circle cx="7" cy="7" r="1.5" />
              <circle cx="11.5" cy="7" r="1.5" />
            </svg>
          </LightIconButton>
        }
      >
        {() =>
          field === 'search' ? (
            <Menu.Item
              onClick={() =>
                pivot((search) => ({ ...tableSearchUpdates.search(search, value), detail: undefined }))
              }
            >
              {t('events.pivot.search')}
            </Menu.Item>
          ) : (
            <>
              <Menu.Item onClick={() => pivot((search) => pivotSearch(search, field, value, false))}>
                {t('events.pivot.keep')}
              </Menu.Item>
              <Menu.Item onClick={() => pivot((search) => pivotSearch(search, field, value, true))}>
                {t('events.pivot.leaveOut')}
              </Menu.Item>
            </>
          )
        }
      </MenuButton>
    </LightGroup>
  );
}
