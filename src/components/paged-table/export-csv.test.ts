import { describe, expect, it, vi } from 'vitest';
import { EXPORT_PAGE_SIZE, ExportCancelled, csvField, fetchAllPages, toCsv } from './export-csv';

/** A server with `total` rows numbered 1..total, answering pages as the contract does. */
function server(total: number) {
  const calls: Array<{ page: number; pageSize: number }> = [];
  const fetchPage = vi.fn(async (page: number, pageSize: number) => {
    calls.push({ page, pageSize });
    const from = (page - 1) * pageSize;
    const rows = Array.from(
      { length: Math.max(0, Math.min(pageSize, total - from)) },
      (_, i) => from + i + 1,
    );
    return { rows, totalCount: total };
  });
  return { calls, fetchPage };
}

describe('export paging', () => {
  it('fetches every page of 1000 until totalCount rows are in, reporting progress', async () => {
    const { calls, fetchPage } = server(2500);
    const progress: number[] = [];
    const rows = await fetchAllPages(fetchPage, {
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(p.fetched),
    });
    expect(EXPORT_PAGE_SIZE).toBe(1000);
    expect(calls).toEqual([
      { page: 1, pageSize: 1000 },
      { page: 2, pageSize: 1000 },
      { page: 3, pageSize: 1000 },
    ]);
    expect(rows).toHaveLength(2500);
    expect(rows[0]).toBe(1);
    expect(rows[2499]).toBe(2500);
    expect(progress).toEqual([1000, 2000, 2500]);
  });

  it('asks once for an empty list and exactly the pages needed for a multiple of 1000', async () => {
    const empty = server(0);
    expect(await fetchAllPages(empty.fetchPage, { signal: new AbortController().signal })).toEqual([]);
    expect(empty.calls).toHaveLength(1);
    const even = server(2000);
    await fetchAllPages(even.fetchPage, { signal: new AbortController().signal });
    expect(even.calls.map((c) => c.page)).toEqual([1, 2]);
  });

  it('stops when cancelled: no further page is asked for', async () => {
    const { calls, fetchPage } = server(5000);
    const controller = new AbortController();
    const done = fetchAllPages(fetchPage, {
      signal: controller.signal,
      onProgress: (p) => {
        if (p.fetched === 2000) controller.abort();
      },
    });
    await expect(done).rejects.toBeInstanceOf(ExportCancelled);
    expect(calls.map((c) => c.page)).toEqual([1, 2]);
  });
});

describe('the CSV file', () => {
  it('starts with its preamble, then the header row and the rows, quoted where needed', () => {
    const csv = toCsv(
      ['Exported: 2026-11-23 09:00', 'Filters: License status = Expired', 'Scope: Northwind'],
      [
        { header: 'Name', value: (row: { name: string; n: number }) => row.name },
        { header: 'Count', value: (row) => row.n },
      ],
      [
        { name: 'Plain', n: 1 },
        { name: 'Comma, "quoted"', n: 2 },
        { name: '=HYPERLINK("x")', n: 3 },
      ],
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '# Exported: 2026-11-23 09:00',
      '# Filters: License status = Expired',
      '# Scope: Northwind',
      '',
      'Name,Count',
      'Plain,1',
      '"Comma, ""quoted""",2',
      `"'=HYPERLINK(""x"")",3`,
      '',
    ]);
  });

  it('writes each preamble line as one quoted, defused field: a name cannot start a formula cell (issue 33)', () => {
    const company = "Tailspin,=cmd|' /C calc'!A0,";
    const csv = toCsv(
      [
        'Companies',
        `Scope: Northwind Security Partners / ${company} (role Company Administrator)`,
        `Filters: Name: ${company}; "quoted", +SUM(1)`,
        '=HYPERLINK("x")',
      ],
      [{ header: 'Name', value: (row: { name: string }) => row.name }],
      [{ name: company }],
    );
    const cells = parseCsv(csv.slice(1));
    expect(cells.slice(0, 4)).toEqual([
      ['# Companies'],
      [`# Scope: Northwind Security Partners / ${company} (role Company Administrator)`],
      [`# Filters: Name: ${company}; "quoted", +SUM(1)`],
      ['# =HYPERLINK("x")'],
    ]);
    // What a spreadsheet would evaluate: a cell that starts with = + - @ (or a tab or CR).
    const formulas = cells.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell));
    expect(formulas).toEqual([]);
  });

  it('writes empty fields for missing values', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField('-5')).toBe("'-5");
  });
});

/** The cells of a CSV text, as a spreadsheet program splits them (RFC 4180 quoting, CRLF rows). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}
