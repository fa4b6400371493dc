// @vitest-environment jsdom
// The one table with the options lists ask for: rows and the range they show, row actions
// (listed or rendered, buttons or a menu, hidden per row), bulk actions on the selection,
// a detail drawer (click, Enter, the URL), row expansion (a treegrid).
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  hostTable,
  hosts,
  memoryPageQuery,
  renderTable,
  type Host,
} from '../../../tests/support/render-table';
import type { BulkAction, RowAction } from './paged-table-options';
import { columnsOf } from './table-definition';

afterEach(cleanup);
// Mantine and the table in jsdom take seconds on a busy two-core machine (not a timing check).
vi.setConfig({ testTimeout: 20_000 });

const table = () => screen.getByRole('table', { name: 'Companies' });
const dataRows = (container: HTMLElement = document.body) => [
  ...container.querySelectorAll<HTMLElement>('tbody tr[data-row-index]'),
];

async function shown(count: number) {
  await waitFor(() => expect(dataRows()).toHaveLength(count), { timeout: 10_000 });
}

describe('the paged table', () => {
  it('shows the page the URL describes and the range of it, and pages through the server', async () => {
    const { pageQuery, requests } = memoryPageQuery(hosts(60));
    const { searches } = renderTable({ pageQuery });
    await shown(25);
    expect(screen.getByText('1–25 of 60').getAttribute('role')).toBe('status');
    expect(requests.at(-1)).toMatchObject({ page: 1, pageSize: 25 });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Page 3' }));
    await shown(10);
    expect(searches.at(-1)).toEqual({ page: 3 });
    expect(dataRows()[0]!.textContent).toContain('host-051');
    expect(screen.getByText('51–60 of 60')).toBeTruthy();
  });

  it('shows a new page from its top when the rows were scrolled down, and scrolls nothing at the top', async () => {
    const { pageQuery } = memoryPageQuery(hosts(60));
    renderTable({ pageQuery });
    await shown(25);
    // jsdom lays nothing out: the scroller keeps the position it is given.
    const scroller = table().parentElement!;
    let top = 0;
    Object.defineProperty(scroller, 'scrollTop', { get: () => top, set: (value: number) => (top = value) });
    // Scrolling forces a layout of the new rows mid-commit (issue 30): at the top there is none.
    const scrollTo = vi.fn(() => (top = 0));
    scroller.scrollTo = scrollTo as unknown as typeof scroller.scrollTo;
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(dataRows()[0]!.textContent).toContain('host-026'));
    expect(scrollTo).not.toHaveBeenCalled();

    top = 400;
    fireEvent.scroll(scroller);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(dataRows()[0]!.textContent).toContain('host-051'));
    expect(scroller.scrollTop).toBe(0);
  });

  it('says there is nothing of an empty list, never 0–0 of 0 (issue 25)', async () => {
    const { pageQuery } = memoryPageQuery([]);
    renderTable({ pageQuery });
    expect(
      await screen.findByText('There is nothing in this list yet.', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByText(/0–0 of 0/)).toBeNull();
  });

  it('keeps the row actions rendered by a list (the companies, users and servers lists)', async () => {
    const { pageQuery } = memoryPageQuery(hosts(3));
    const edit = vi.fn();
    renderTable({
      pageQuery,
      rowActions: (row) =>
        row.state === 'closed' ? null : <button onClick={() => edit(row.name)}>{`Edit ${row.name}`}</button>,
    });
    await shown(3);
    expect(within(table()).getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Edit host-002' }));
    expect(edit).toHaveBeenCalledWith('host-002');
  });
});

describe('row actions given as a list', () => {
  const actions = (onSelect: (id: string, row: Host) => void): RowAction<Host>[] => [
    {
      id: 'open',
      label: 'Open',
      name: (row) => `Open ${row.name}`,
      onSelect: (row) => onSelect('open', row),
    },
    {
      id: 'close',
      label: 'Close',
      name: (row) => `Close ${row.name}`,
      danger: true,
      hidden: (row) => row.state === 'closed',
      onSelect: (row) => onSelect('close', row),
    },
  ];

  it('shows each action as a button named for its row, and leaves off those hidden on a row', async () => {
    const { pageQuery } = memoryPageQuery(hosts(4));
    const selected = vi.fn();
    renderTable({ pageQuery, rowActions: actions(selected) });
    await shown(4);
    // host-004 is closed: it cannot be closed again.
    expect(within(dataRows()[3]!).queryByRole('button', { name: 'Close host-004' })).toBeNull();
    expect(within(dataRows()[3]!).getByRole('button', { name: 'Open host-004' })).toBeTruthy();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Close host-001' }));
    expect(selected).toHaveBeenCalledWith('close', expect.objectContaining({ name: 'host-001' }));
  });

  it('puts them behind one menu per row with rowActionsDisplay="menu"', async () => {
    const { pageQuery } = memoryPageQuery(hosts(4));
    const selected = vi.fn();
    renderTable({ pageQuery, rowActions: actions(selected), rowActionsDisplay: 'menu' });
    await shown(4);
    const user = userEvent.setup({ delay: null });
    expect(screen.queryByRole('button', { name: 'Close host-004' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Actions for host-004' }));
    const menu = await screen.findByRole('menu');
    const items = await within(menu).findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Open']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Open host-004' }));
    expect(selected).toHaveBeenCalledWith('open', expect.objectContaining({ name: 'host-004' }));
  });
});

describe('bulk actions given as a list', () => {
  const closeAction = (run: BulkAction<Host>['run']): BulkAction<Host> => ({
    id: 'close',
    label: 'Close',
    appliesTo: (row) => row.state === 'open',
    run,
  });
  /** The table of these rows with the one bulk action "Close" (for open rows), its first page shown. */
  async function withClose(rows: Host[], pageRows: number) {
    const { pageQuery, requests } = memoryPageQuery(rows);
    const run = vi.fn<BulkAction<Host>['run']>();
    renderTable({ pageQuery, bulkActions: [closeAction(run)] });
    await shown(pageRows);
    return { run, requests, user: userEvent.setup({ delay: null }) };
  }

  it('run on the selected rows they apply to, and say how many those are', async () => {
    const { run, requests, user } = await withClose(hosts(8), 8);
    for (const name of ['host-003', 'host-004', 'host-005'])
      await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    expect(within(bar).getByText('3 rows selected')).toBeTruthy();
    // host-004 is closed already: the action applies to two of the three.
    const before = requests.length;
    await user.click(within(bar).getByRole('button', { name: 'Close (2)' }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]![0].map((row) => row.name)).toEqual(['host-003', 'host-005']);
    // The rows picked one by one were known: no request for them.
    expect(requests.length).toBe(before);
  });

  it('are disabled when they apply to none of the rows picked', async () => {
    const { user } = await withClose(hosts(8), 8);
    await user.click(screen.getByRole('checkbox', { name: 'Select host-004' }));
    expect(screen.getByRole('button', { name: 'Close (0)' }).hasAttribute('disabled')).toBe(true);
  });

  it('with "all that match", fetch every page first, and run on the rows of all pages they apply to', async () => {
    const { run, requests, user } = await withClose(hosts(60), 25);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: 'Select all 60 that match' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select host-001' }));
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    expect(within(bar).getByText('59 rows selected')).toBeTruthy();
    // Which of 59 rows apply is not known before they are fetched: no count.
    await user.click(within(bar).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(requests.at(-1)).toMatchObject({ page: 1, pageSize: 1000 });
    const names = run.mock.calls[0]![0].map((row) => row.name);
    expect(names).toHaveLength(44); // 45 open of 60, host-001 unticked
    expect(names).not.toContain('host-001');
    expect(names).not.toContain('host-004');
  });

  it('say so, and do not run, when none of "all that match" applies', async () => {
    const closed = hosts(60).map((row) => ({ ...row, state: 'closed' as const }));
    const { run, user } = await withClose(closed, 25);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: 'Select all 60 that match' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('\u201cClose\u201d applies to none of the selected rows.')).toBeTruthy();
    expect(run).not.toHaveBeenCalled();
  });

  it('keep the bar\u2019s own buttons rendered by a list (the servers list)', async () => {
    const { pageQuery } = memoryPageQuery(hosts(5));
    const seen = vi.fn();
    renderTable({
      pageQuery,
      bulkActions: ({ count, fetchSelectedRows, clear }) => (
        <button
          onClick={() =>
            void fetchSelectedRows(new AbortController().signal).then((rows) => {
              seen(
                count,
                rows.map((row) => row.name),
              );
              clear();
            })
          }
        >
          Delete selected
        </button>
      ),
    });
    await shown(5);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('checkbox', { name: 'Select host-002' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    await waitFor(() => expect(seen).toHaveBeenCalledWith(1, ['host-002']));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selected rows' })).toBeNull());
  });
});

describe('the detail drawer', () => {
  const detail = {
    title: ({ id }: { id: string }) => `Host ${id}`,
    render: ({ row, id }: { id: string; row: Host | undefined }) => (
      <p>{row ? `${row.name} runs ${row.os}` : `${id} is not on this page`}</p>
    ),
  };

  it('opens on a click on the row (not on its controls), and on Enter on the focused row', async () => {
    const { pageQuery } = memoryPageQuery(hosts(5));
    renderTable({ pageQuery, detail });
    await shown(5);
    const user = userEvent.setup({ delay: null });
    // The row's checkbox selects; it opens nothing.
    await user.click(screen.getByRole('checkbox', { name: 'Select host-002' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(dataRows()[2]!).getByText('host-003'));
    const drawer = await screen.findByRole('dialog', { name: 'Host host-003' });
    expect(within(drawer).getByText('host-003 runs linux')).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'Close details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus goes back to the row that opened it.
    await waitFor(() => expect(document.activeElement).toBe(dataRows()[2]));

    act(() => dataRows()[1]!.focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Host host-002' })).toBeTruthy();
  });

  it('keeps the open row in the URL when the definition asks, and opens from it', async () => {
    const { pageQuery } = memoryPageQuery(hosts(60));
    const definition = { ...hostTable, detailInUrl: true };
    const { searches } = renderTable({ pageQuery, detail, definition }, { detail: 'host-040' });
    await shown(25);
    // A pasted link may name a row of another page: the drawer gets its id.
    const drawer = await screen.findByRole('dialog', { name: 'Host host-040' });
    expect(within(drawer).getByText('host-040 is not on this page')).toBeTruthy();
    const user = userEvent.setup({ delay: null });
    await user.click(within(drawer).getByRole('button', { name: 'Close details' }));
    expect(searches.at(-1)).toEqual({});
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(dataRows()[4]!).getByText('host-005'));
    expect(searches.at(-1)).toEqual({ detail: 'host-005' });
    expect(await screen.findByRole('dialog', { name: 'Host host-005' })).toBeTruthy();
  });
});

describe('row expansion', () => {
  const expansion = {
    render: (row: Host) => <p>{`Events of ${row.name}`}</p>,
    canExpand: (row: Host) => row.state === 'open',
  };

  it('makes the table a treegrid whose expandable rows say whether they are expanded', async () => {
    const { pageQuery } = memoryPageQuery(hosts(4));
    renderTable({ pageQuery, expansion });
    await shown(4);
    const grid = screen.getByRole('treegrid', { name: 'Companies' });
    const rows = dataRows(grid);
    expect(rows.map((row) => row.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false', null]);
    expect(rows.map((row) => row.getAttribute('aria-level'))).toEqual(['1', '1', '1', '1']);
    expect(within(rows[3]!).queryByRole('button', { name: 'Expand host-004' })).toBeNull();

    const user = userEvent.setup({ delay: null });
    const toggle = within(rows[1]!).getByRole('button', { name: 'Expand host-002' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(rows[1]!.getAttribute('aria-expanded')).toBe('true');
    const part = screen.getByText('Events of host-002').closest('tr')!;
    expect(part.getAttribute('aria-level')).toBe('2');
    expect(toggle.getAttribute('aria-controls')).toBe(part.id);
    // The part is a row of its own: the rows after it count it.
    expect(dataRows(grid).map((row) => row.getAttribute('aria-rowindex'))).toEqual(['2', '3', '5', '6']);
    expect(grid.getAttribute('aria-rowcount')).toBe('6');
    await user.click(toggle);
    expect(screen.queryByText('Events of host-002')).toBeNull();
  });

  it('expands with ArrowRight and collapses with ArrowLeft on the focused row', async () => {
    const { pageQuery } = memoryPageQuery(hosts(4));
    renderTable({ pageQuery, expansion });
    await shown(4);
    const user = userEvent.setup({ delay: null });
    act(() => dataRows()[0]!.focus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Events of host-001')).toBeTruthy();
    expect(dataRows()[0]!.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.queryByText('Events of host-001')).toBeNull();
    // A row with nothing to show does not expand.
    await user.keyboard('{End}{ArrowRight}');
    expect(document.activeElement).toBe(dataRows()[3]);
    expect(dataRows()[3]!.getAttribute('aria-expanded')).toBeNull();
  });

  it('is a plain table without the option', async () => {
    const { pageQuery } = memoryPageQuery(hosts(2));
    renderTable({ pageQuery });
    await shown(2);
    expect(table().getAttribute('role')).toBeNull();
    expect(dataRows()[0]!.getAttribute('aria-expanded')).toBeNull();
  });
});

describe('with every option', () => {
  it('has no violations axe can find in jsdom (ARIA roles, states and names of the treegrid)', async () => {
    const { pageQuery } = memoryPageQuery(hosts(6));
    renderTable({
      pageQuery,
      rowActions: [
        { id: 'open', label: 'Open', name: (row) => `Open ${row.name}`, onSelect: () => undefined },
      ],
      rowActionsDisplay: 'menu',
      bulkActions: [
        { id: 'close', label: 'Close', appliesTo: (row) => row.state === 'open', run: () => undefined },
      ],
      detail: { title: ({ id }) => id, render: ({ id }) => <p>{id}</p> },
      expansion: { render: (row) => <p>{`Events of ${row.name}`}</p> },
    });
    await shown(6);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Expand host-002' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select host-003' }));
    const results = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      // jsdom has no layout or colours to check.
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
});

describe('rendering rows again', () => {
  /** The host table with a cell that counts its renders, by host. */
  function countingTable() {
    const renders = new Map<string, number>();
    const definition = {
      ...hostTable,
      detailInUrl: true,
      columns: [
        ...hostTable.columns,
        columnsOf<Host, 'name'>().custom('state', {
          headerKey: 'forms.company.state',
          value: (row) => row.state,
          render: (row) => {
            renders.set(row.name, (renders.get(row.name) ?? 0) + 1);
            return row.state;
          },
        }),
      ],
    };
    return { definition, renders };
  }

  it('renders no row again when a drawer opens, and only the row whose selection changed', async () => {
    const { pageQuery } = memoryPageQuery(hosts(25));
    const { definition, renders } = countingTable();
    const detail = { title: ({ id }: { id: string }) => `Host ${id}`, render: () => <p>details</p> };
    const { searches } = renderTable({ pageQuery, detail, definition, bulkActions: [] });
    await shown(25);
    const user = userEvent.setup({ delay: null });
    // The clicked row becomes the grid's tab stop (that renders it and the first row again).
    act(() => dataRows()[2]!.focus());
    await waitFor(() => expect(dataRows()[2]!.tabIndex).toBe(0));
    const before = new Map(renders);
    await user.click(within(dataRows()[2]!).getByText('host-003'));
    expect(await screen.findByRole('dialog', { name: 'Host host-003' })).toBeTruthy();
    expect(searches.at(-1)).toEqual({ detail: 'host-003' });
    expect(renders).toEqual(before);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const closed = new Map(renders);
    await user.click(screen.getByRole('checkbox', { name: 'Select host-005' }));
    await waitFor(() => expect(renders.get('host-005')).toBe(closed.get('host-005')! + 1));
    expect([...renders].filter(([name, count]) => count !== closed.get(name)).map(([name]) => name)).toEqual([
      'host-005',
    ]);
  });

  it('keeps every row\u2019s handlers current: Space selects rows one after another, none lost', async () => {
    const { pageQuery } = memoryPageQuery(hosts(6));
    renderTable({ pageQuery, bulkActions: [] });
    await shown(6);
    const user = userEvent.setup({ delay: null });
    act(() => dataRows()[0]!.focus());
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}{ArrowDown} ');
    await user.keyboard('{ArrowDown} ');
    const checked = () =>
      screen
        .getAllByRole('checkbox', { name: /^Select host-/ })
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => box.getAttribute('aria-label'));
    await waitFor(() => expect(checked()).toEqual(['Select host-001', 'Select host-003', 'Select host-004']));
  });
});
