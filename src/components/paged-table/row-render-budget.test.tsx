// @vitest-environment jsdom
// What a page turn costs, counted (issue 30: a 50-row page turn under 50 ms of scripting with the
// CPU 4x slower): the React components a row draws, and the useTranslation hooks a turn mounts.
// Counts, not times, so they hold on any machine. Each Mantine component in a row is several
// components (its props, theme and styles hooks, Box); each useTranslation mount copies the i18n
// instance: both were most of a page turn's scripting in CPU profiles.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as ReactI18next from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  hostTable,
  hosts,
  memoryPageQuery,
  renderTable,
  type Host,
} from '../../../tests/support/render-table';
import { columnsOf } from './table-definition';
import type { RowAction } from './paged-table-options';

const counted = vi.hoisted(() => ({ useTranslation: 0 }));
vi.mock('react-i18next', async (original) => {
  const actual = await original<typeof ReactI18next>();
  return {
    ...actual,
    useTranslation: (...args: Parameters<typeof actual.useTranslation>) => {
      counted.useTranslation += 1;
      return actual.useTranslation(...args);
    },
  };
});

afterEach(cleanup);
// Mantine and the table in jsdom take seconds on a busy two-core machine, and the test renders
// two tables (not a timing check: it took 21 s beside the other table tests under load).
vi.setConfig({ testTimeout: 60_000 });

const dataRows = () => [...document.querySelectorAll<HTMLElement>('tbody tr[data-row-index]')];

/** The React fiber of a DOM element (React's own expando property). */
function fiberOf(element: Element): Fiber {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'))!;
  return (element as unknown as Record<string, Fiber>)[key]!;
}
interface Fiber {
  tag: number;
  child: Fiber | null;
  sibling: Fiber | null;
  return: Fiber | null;
  elementType: unknown;
}
// React's work tags of components: function, class, forwardRef, memo, simple memo.
const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);

/** The components that draw one row: from the row's own (memoised) component down. */
function componentsOfRow(row: HTMLElement): number {
  // Up from the <tr> to the nearest memo component: the row's own.
  let top = fiberOf(row);
  while (top.return && top.tag !== 14 && top.tag !== 15) top = top.return;
  let count = 0;
  const visit = (fiber: Fiber | null) => {
    for (let node = fiber; node; node = node.sibling) {
      if (COMPONENT_TAGS.has(node.tag)) count += 1;
      visit(node.child);
    }
  };
  count += COMPONENT_TAGS.has(top.tag) ? 1 : 0;
  visit(top.child);
  return count;
}

const c = columnsOf<Host, 'name'>();
const actions: RowAction<Host>[] = [
  { id: 'edit', label: 'Edit', name: (row) => `Edit ${row.name}`, onSelect: () => undefined },
  {
    id: 'delete',
    label: 'Delete',
    danger: true,
    name: (row) => `Delete ${row.name}`,
    onSelect: () => undefined,
  },
];
const definition = {
  ...hostTable,
  columns: [
    ...hostTable.columns,
    c.badge('state', {
      headerKey: 'forms.company.state',
      badges: {
        open: { labelKey: 'table.selection.unnamedRow', color: 'green' },
        closed: { labelKey: 'table.selection.unnamedRow', color: 'gray' },
      },
    }),
  ],
};

describe('a page turn of the paged table', () => {
  it('draws each row with a few components (no Mantine component per row) and mounts no useTranslation per row', async () => {
    const hooksPerTurn: number[] = [];
    for (const [display, rows] of [
      ['buttons', 25],
      ['menu', 50],
    ] as const) {
      const { pageQuery } = memoryPageQuery(hosts(rows * 2));
      renderTable(
        {
          pageQuery,
          definition,
          rowActions: actions,
          rowActionsDisplay: display,
          expansion: { render: (row) => <p>{`Details of ${row.name}`}</p> },
        },
        { pageSize: rows },
      );
      await waitFor(() => expect(dataRows()).toHaveLength(rows), { timeout: 10_000 });
      counted.useTranslation = 0;
      await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Page 2' }));
      await waitFor(() => expect(dataRows()[0]!.textContent).toContain(`host-0${rows + 1}`));
      // The row's cells, checkbox, toggle and actions: one component each at most, not Mantine's
      // chains (a row was 100 components and more before issue 30's cut).
      expect(componentsOfRow(dataRows()[0]!)).toBeLessThanOrEqual(18);
      hooksPerTurn.push(counted.useTranslation);
      cleanup();
    }
    // The table's own parts render again on a turn; the new rows mount none: a turn of 50 rows
    // mounts as many as a turn of 25.
    expect(hooksPerTurn[1]).toBe(hooksPerTurn[0]);
  });
});
