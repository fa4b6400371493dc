// @vitest-environment jsdom
// A short list as a user and a screen reader meet it: a named table with column headers, a row
// header where a column names its row, the empty state's words instead of an empty table, and a
// cut value shown whole on hover or focus.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import { textMinWidth } from '../paged-table/column-fit';
import { StaticTable, type StaticColumn } from './StaticTable';

interface Provider {
  id: number;
  name: string;
  clientId: string;
}

const ROWS: Provider[] = [
  { id: 1, name: 'Contoso Entra', clientId: '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0' },
  { id: 2, name: 'Fabrikam Okta', clientId: 'fabrikam' },
];

const COLUMNS: StaticColumn<Provider>[] = [
  { id: 'name', header: 'Display name', rowHeader: true, cell: (row) => row.name },
  { id: 'clientId', header: 'Client ID', cut: true, cell: (row) => <a href="#client">{row.clientId}</a> },
];

afterEach(cleanup);

describe('StaticTable', () => {
  it('is named by its caption, with column headers and a row header per row', () => {
    renderUi(
      <StaticTable
        caption="Single sign-on providers"
        rows={ROWS}
        rowKey={(row) => row.id}
        columns={COLUMNS}
      />,
    );
    const table = screen.getByRole('table', { name: 'Single sign-on providers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Display name', 'Client ID']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Contoso Entra', 'Fabrikam Okta']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0', 'fabrikam']);
  });

  it('says its empty state instead of showing an empty table', () => {
    renderUi(
      <StaticTable
        label="Providers"
        emptyText="No provider yet."
        rows={[]}
        rowKey={(row: Provider) => row.id}
        columns={COLUMNS}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No provider yet.')).toBeTruthy();
  });

  it('shows a cut value whole on hover and when a link in it takes the focus', () => {
    renderUi(<StaticTable label="Providers" rows={ROWS} rowKey={(row) => row.id} columns={COLUMNS} />);
    const [cut, whole] = screen.getAllByRole('cell');
    // jsdom lays nothing out: the first value is made wider than its cell, the second is not.
    Object.defineProperty(cut!, 'scrollWidth', { value: 300 });
    Object.defineProperty(cut!, 'clientWidth', { value: 120 });
    fireEvent.mouseOver(cut!);
    expect(cut!.getAttribute('title')).toBe('0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0');
    fireEvent.focus(within(whole!).getByRole('link'));
    expect(whole!.hasAttribute('title')).toBe(false);

    cleanup();
    renderUi(<StaticTable label="Providers" rows={ROWS} rowKey={(row) => row.id} columns={COLUMNS} />);
    const [focused] = screen.getAllByRole('cell');
    Object.defineProperty(focused!, 'scrollWidth', { value: 300 });
    Object.defineProperty(focused!, 'clientWidth', { value: 120 });
    fireEvent.focus(within(focused!).getByRole('link'));
    expect(focused!.getAttribute('title')).toBe('0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0');
  });

  it('keeps each column as wide as its header\u2019s widest word and its widest label', () => {
    renderUi(
      <StaticTable
        label="Conditions"
        rows={[{ id: 1, severity: '重大' }]}
        rowKey={(row) => row.id}
        columns={[
          {
            id: 'severity',
            header: '重大度',
            labels: ['重大', '情報', 'とても長い重大度の名前'],
            cell: (row) => row.severity,
          },
          { id: 'name', header: 'Display name', cell: () => 'x' },
        ]}
      />,
    );
    const [severity, name] = screen.getAllByRole('columnheader');
    const minWidth = (header: HTMLElement) => parseFloat(header.style.minWidth);
    // The widest label whole, and the Japanese header on one line (jsdom: 1.2 em a wide character).
    expect(minWidth(severity!)).toBeGreaterThanOrEqual(textMinWidth('とても長い重大度の名前'));
    expect(minWidth(name!)).toBeGreaterThanOrEqual(textMinWidth('Display'));
    expect(minWidth(name!)).toBeLessThan(textMinWidth('Display name'));
  });
});
