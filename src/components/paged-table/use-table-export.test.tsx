// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hostTable, hosts } from '../../../tests/support/render-table';
import { installJsdomShims } from '../../../tests/support/render-ui';
import { i18next, loadConsoleMessages } from '../../i18n/i18n';
import { NO_SELECTION, toggleRow } from './selection';
import type { FetchPage } from './use-page-query';
import { useTableExport } from './use-table-export';
import type { Host } from '../../../tests/support/render-table';

const all = hosts(1500);
let files: Blob[] = [];

beforeEach(async () => {
  installJsdomShims();
  await loadConsoleMessages();
  await i18next.changeLanguage('en');
  files = [];
  URL.createObjectURL = (blob: Blob) => {
    files.push(blob);
    return 'blob:test';
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function setup(selection = NO_SELECTION, selectedCount = 0) {
  const fetchPage = vi.fn<FetchPage<Host>>(async (page, pageSize) => ({
    rows: all.slice((page - 1) * pageSize, page * pageSize),
    totalCount: all.length,
  }));
  const wrapper = ({ children }: { children: ReactNode }) => <MantineProvider>{children}</MantineProvider>;
  const hook = renderHook(
    () =>
      useTableExport({
        definition: hostTable,
        search: { search: 'host' },
        visibleColumns: hostTable.columns.slice(0, 1),
        fetchPage,
        selection,
        selectedCount,
        fileName: 'hosts',
      }),
    { wrapper },
  );
  return { fetchPage, ...hook };
}

/** The lines of the one file downloaded (jsdom's Blob reads through a FileReader). */
async function exported(): Promise<string[]> {
  await waitFor(() => expect(files).toHaveLength(1));
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(files[0]!);
  });
  return text.replace(/^\uFEFF/, '').split('\r\n');
}

describe('the table\u2019s export', () => {
  it('writes every page that matches, the visible columns only, under lines naming the table and filters', async () => {
    const { result, fetchPage } = setup();
    act(() => result.current.start(false));
    const lines = await exported();
    expect(fetchPage.mock.calls.map(([page, size]) => [page, size])).toEqual([
      [1, 1000],
      [2, 1000],
    ]);
    expect(lines[0]).toBe('# Companies');
    expect(lines).toContain('# Filters: Search: host');
    const header = lines.indexOf('Company name');
    expect(header).toBeGreaterThan(0);
    expect(lines.slice(header + 1, -1)).toHaveLength(1500);
    expect(lines[header + 1]).toBe('host-001');
  });

  it('writes only the selected rows of them, and says how many were selected', async () => {
    const selection = toggleRow(toggleRow(NO_SELECTION, 'host-1400'), 'host-002');
    const { result } = setup(selection, 2);
    act(() => result.current.start(true));
    const lines = await exported();
    expect(lines).toContain('# Selected rows only: 2');
    const header = lines.indexOf('Company name');
    expect(lines.slice(header + 1, -1)).toEqual(['host-002', 'host-1400']);
  });
});
