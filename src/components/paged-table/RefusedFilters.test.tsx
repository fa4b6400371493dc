// @vitest-environment jsdom
// A filter value the list's request would refuse: typed, it stays in its box with the filter's
// message and is not applied; refused by the server (a 400 naming the request field that carries
// it), the previous rows stay and the alert names the filter, with a way to remove it.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { hostTable, hosts, renderTable, type Host } from '../../../tests/support/render-table';
import type { PagedReply } from './paged-table-options';
import { refusedFilters } from './refused-filters';
import type { FilterSpec, TableDefinition } from './table-definition';
import type { TableRequest } from './table-search';
import { madeUpKey } from '../../../tests/support/made-up-words';

afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

const OS: FilterSpec = { id: 'os', kind: 'text', labelKey: 'forms.company.city', pattern: /^[a-z]+$/ };
const definition: TableDefinition<Host, 'name'> = { ...hostTable, filters: [OS] };

const refusal = (field: string) =>
  new ApiError({
    status: 400,
    data: {
      isSuccess: false,
      message: 'Invalid request',
      errors: [{ field, messageKey: 'validation.common.invalid', message: 'This value is not valid.' }],
    },
  });

/** Rows in memory; the server refuses the os "linux" (a 400 on /os). */
function refusingPageQuery(rows: readonly Host[]) {
  const requests: TableRequest<'name'>[] = [];
  const pageQuery = (request: TableRequest<'name'>) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    queryOptions({
      queryKey: ['test-hosts', request] as const,
      queryFn: async (): Promise<PagedReply<Host>> => {
        requests.push(request);
        if (request.filters.os === 'linux') throw refusal('/os');
        const matching = request.filters.os ? rows.filter((row) => row.os === request.filters.os) : rows;
        return { entityData: matching.slice(0, request.pageSize), totalCount: matching.length };
      },
    });
  return { pageQuery, requests };
}

const firstCells = () =>
  [...document.querySelectorAll<HTMLElement>('tbody tr[data-row-index] td:first-child')].map(
    (cell) => cell.textContent,
  );

describe('a refused filter value', () => {
  it('typed against the filter\u2019s pattern: stays in the box with its message, and is not applied', async () => {
    const { pageQuery, requests } = refusingPageQuery(hosts(30));
    const { searches } = renderTable({ pageQuery, definition });
    await waitFor(() => expect(firstCells()).toHaveLength(25), { timeout: 10_000 });
    const box = screen.getByRole('textbox', { name: 'City' });
    await userEvent.setup({ delay: null }).type(box, 'Linux 1{Enter}');
    expect(await screen.findByText('The value is not valid for this filter.')).toBeTruthy();
    expect((box as HTMLInputElement).value).toBe('Linux 1');
    expect(searches).toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it('refused by the server: the previous rows stay, the alert names the filter, and removes it', async () => {
    const { pageQuery } = refusingPageQuery(hosts(30));
    const { searches } = renderTable({ pageQuery, definition });
    await waitFor(() => expect(firstCells()).toHaveLength(25), { timeout: 10_000 });
    const before = firstCells();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'linux{Enter}');
    const alert = await screen.findByRole('alert', undefined, { timeout: 10_000 });
    expect(within(alert).getByText('The server refused a filter')).toBeTruthy();
    expect(within(alert).getByText('City: linux: This value is not valid.')).toBeTruthy();
    expect(within(alert).getByText('The rows below are from before that filter.')).toBeTruthy();
    expect(firstCells()).toEqual(before);

    await user.click(within(alert).getByRole('button', { name: 'Remove the filter City' }));
    expect(searches.at(-1)?.filters).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('refusedFilters', () => {
  const period: FilterSpec = {
    id: 'period',
    kind: 'enum',
    labelKey: madeUpKey('x'),
    options: [],
    requestFields: ['/dateRange'],
  };
  const notHash: FilterSpec = {
    id: 'notSha256',
    kind: 'text',
    labelKey: madeUpKey('y'),
    requestFields: ['/exclude/sha256'],
  };
  const search = { filters: { period: '7d', notSha256: 'abc', os: 'linux' } };

  it('names the active filters whose request fields a 400 points at (or within)', () => {
    expect(
      refusedFilters([period, notHash, OS], search, refusal('/dateRange/endDate')).map((r) => r.spec.id),
    ).toEqual(['period']);
    expect(
      refusedFilters([period, notHash, OS], search, refusal('/exclude/sha256')).map((r) => r.value),
    ).toEqual(['abc']);
    expect(refusedFilters([period, notHash, OS], search, refusal('/os')).map((r) => r.spec.id)).toEqual([
      'os',
    ]);
  });

  it('names none for another field, an inactive filter, or another failure', () => {
    expect(refusedFilters([period, notHash, OS], search, refusal('/search'))).toEqual([]);
    expect(refusedFilters([period], {}, refusal('/dateRange'))).toEqual([]);
    expect(refusedFilters([OS], search, new ApiError({ status: 500, data: null }))).toEqual([]);
    expect(refusedFilters([OS], search, new Error('offline'))).toEqual([]);
  });
});
