import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { columnsOf, type TableDefinition } from './table-definition';
import {
  dateRangeToInstants,
  detailIdOf,
  isFiltered,
  tableRequestOf,
  tableSearchUpdates,
  tableSearchValidator,
  type TableSearch,
} from './table-search';
import { madeUpKey } from '../../../tests/support/made-up-words';

interface Row {
  id: string;
  name: string;
  status: 'on' | 'off';
  createdOn: string;
}

const c = columnsOf<Row, 'name' | 'createdOn'>();
const definition: TableDefinition<Row, 'name' | 'createdOn'> = {
  id: 'things',
  labelKey: madeUpKey('things'),
  rowId: (row) => row.id,
  columns: [
    c.text('name', { headerKey: madeUpKey('name'), sortKey: 'name' }),
    c.badge('status', {
      headerKey: madeUpKey('status'),
      badges: {
        on: { labelKey: madeUpKey('on'), color: 'green' },
        off: { labelKey: madeUpKey('off'), color: 'gray' },
      },
    }),
    c.date('createdOn', { headerKey: madeUpKey('created'), sortKey: 'createdOn' }),
  ],
  filters: [
    {
      id: 'status',
      kind: 'enum',
      labelKey: madeUpKey('status'),
      options: [{ value: 'on', labelKey: madeUpKey('on') }],
    },
    { id: 'owner', kind: 'text', labelKey: madeUpKey('owner') },
    { id: 'created', kind: 'dateRange', labelKey: madeUpKey('created') },
  ],
};

const validate = tableSearchValidator(definition);

describe('the table state in the URL', () => {
  it('reads a pasted link back into the same view', () => {
    const search = validate({
      page: 3,
      pageSize: 100,
      sort: 'createdOn',
      dir: 'desc',
      search: 'acme',
      filters: { status: 'on', owner: 'ann', created: '2026-11-01..2026-11-20' },
    });
    expect(tableRequestOf(definition, search)).toEqual({
      page: 3,
      pageSize: 100,
      sortColumn: 'createdOn',
      sortDir: 'desc',
      search: 'acme',
      filters: { status: 'on', owner: 'ann', created: '2026-11-01..2026-11-20' },
    });
  });

  it('accepts the strings a hand-edited URL carries and numbers the parser made of a search', () => {
    expect(validate({ page: '2', pageSize: '25', search: 123 })).toEqual({
      page: 2,
      pageSize: 25,
      search: '123',
    });
  });

  it('drops what this table does not offer: unknown sort, page size, filter, enum value, bad range', () => {
    expect(
      validate({
        page: 0,
        pageSize: 7,
        sort: 'password',
        filters: { status: 'maybe', unknown: 'x', created: '2026-11-20..2026-11-01' },
      }),
    ).toEqual({});
    expect(validate({ page: -1, sort: 'name', dir: 'sideways' })).toEqual({ sort: 'name', dir: 'asc' });
  });

  it('leaves defaults out: page 1 and the default page size', () => {
    expect(validate({ page: 1, pageSize: 50 })).toEqual({});
    expect(tableRequestOf(definition, {})).toEqual({ page: 1, pageSize: 50, filters: {} });
  });

  it('returns to page 1 when a filter, the search, the sort or the page size changes', () => {
    const onPage4: TableSearch = { page: 4, filters: { status: 'on' } };
    expect(tableSearchUpdates.filter(onPage4, 'owner', 'ann')).toEqual({
      filters: { status: 'on', owner: 'ann' },
    });
    expect(tableSearchUpdates.filter(onPage4, 'status', undefined)).toEqual({});
    expect(tableSearchUpdates.search(onPage4, '  acme ')).toEqual({
      search: 'acme',
      filters: { status: 'on' },
    });
    expect(tableSearchUpdates.toggleSort(onPage4, 'name')).toEqual({
      sort: 'name',
      dir: 'asc',
      filters: { status: 'on' },
    });
    expect(tableSearchUpdates.pageSize(onPage4, 100, 50)).toEqual({
      pageSize: 100,
      filters: { status: 'on' },
    });
    expect(tableSearchUpdates.page(onPage4, 5)).toEqual({ page: 5, filters: { status: 'on' } });
  });

  it('cycles a column sort: ascending, descending, the default order', () => {
    const asc = tableSearchUpdates.toggleSort({}, 'name');
    const desc = tableSearchUpdates.toggleSort(asc, 'name');
    expect(desc).toEqual({ sort: 'name', dir: 'desc' });
    expect(tableSearchUpdates.toggleSort(desc, 'name')).toEqual({});
  });

  it('"clear all" removes every filter and the search text, keeping sort and page size', () => {
    const search: TableSearch = {
      page: 2,
      pageSize: 100,
      sort: 'name',
      dir: 'desc',
      search: 'x',
      filters: { a: 'b' },
    };
    expect(isFiltered(search)).toBe(true);
    const cleared = tableSearchUpdates.clearAll(search);
    expect(cleared).toEqual({ pageSize: 100, sort: 'name', dir: 'desc' });
    expect(isFiltered(cleared)).toBe(false);
  });

  it('turns a date range into local day boundaries', () => {
    const range = dateRangeToInstants('2026-11-01..2026-11-20');
    expect(range).toEqual({
      startDate: new Date('2026-11-01T00:00:00').toISOString(),
      endDate: new Date('2026-11-20T23:59:59.999').toISOString(),
    });
    expect(dateRangeToInstants('..2026-11-20')?.startDate).toBe(new Date(0).toISOString());
    expect(dateRangeToInstants('garbage')).toBeNull();
  });

  it('takes exact instants beside days (a link to a window), as they are', () => {
    const window = '2026-11-21T00:00:00.000Z..2026-11-27T23:59:59.999Z';
    expect(dateRangeToInstants(window)).toEqual({
      startDate: '2026-11-21T00:00:00.000Z',
      endDate: '2026-11-27T23:59:59.999Z',
    });
    expect(validate({ filters: { created: window } })).toEqual({ filters: { created: window } });
    // A day and an instant mix; an inverted or impossible instant is refused.
    expect(dateRangeToInstants('2026-11-21T10:00:00Z..2026-11-22')?.startDate).toBe(
      '2026-11-21T10:00:00.000Z',
    );
    expect(dateRangeToInstants('2026-11-27T00:00:00Z..2026-11-21T00:00:00Z')).toBeNull();
    expect(dateRangeToInstants('2026-11-21T25:00:00Z..')).toBeNull();
  });

  it('keeps the open detail drawer’s row only for a table that asks, and only a sane id', () => {
    expect(validate({ detail: 'row-7' })).toEqual({});
    const withDetail = tableSearchValidator({ ...definition, detailInUrl: true });
    expect(withDetail({ page: 2, detail: ' row-7 ' })).toEqual({ page: 2, detail: 'row-7' });
    expect(withDetail({ detail: 'x'.repeat(201) })).toEqual({});
    expect(withDetail({ detail: { nested: true } })).toEqual({});
    // It does not change the request, and paging keeps the drawer open.
    expect(tableRequestOf(definition, { detail: 'row-7' })).toEqual(tableRequestOf(definition, {}));
    expect(tableSearchUpdates.page({ detail: 'row-7' }, 2)).toEqual({ page: 2, detail: 'row-7' });
    expect(tableSearchUpdates.detail({ page: 2, detail: 'row-7' }, undefined)).toEqual({ page: 2 });
  });

  it('writes a numeric row id plainly in the URL (detail=511) and still reads the older quoted form', () => {
    const withDetail = tableSearchValidator({ ...definition, detailInUrl: true });
    const opened = tableSearchUpdates.detail({}, '511');
    expect(defaultStringifySearch(opened)).toBe('?detail=511');
    // A link from before: detail=%22511%22 opens the same drawer, and the next URL is plain.
    const old = withDetail(defaultParseSearch('?detail=%22511%22'));
    expect(detailIdOf(old)).toBe('511');
    expect(defaultStringifySearch(tableSearchUpdates.page(old, 2))).toBe('?page=2&detail=511');
    expect(detailIdOf(withDetail(defaultParseSearch('?detail=511')))).toBe('511');
    // An id that is not a whole number stays a string (leading zeros kept).
    expect(detailIdOf(withDetail(defaultParseSearch(defaultStringifySearch({ detail: '0511' }))))).toBe(
      '0511',
    );
  });
});
