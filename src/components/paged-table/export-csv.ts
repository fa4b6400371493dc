// CSV export of everything the current filter and scope match, across all pages: pages of 1000
// (spec section 9, the export size), with progress and cancel; the file's first lines say which
// filters, scope and time it was made with.
export const EXPORT_PAGE_SIZE = 1000;
/** The export-complete signal comes this long after the file is ready (spec section 9). */
export const EXPORT_DONE_SIGNAL_DELAY_MS = 300;

export interface PageOf<T> {
  rows: readonly T[];
  totalCount: number;
}

export interface ExportProgress {
  fetched: number;
  total: number;
}

export class ExportCancelled extends Error {
  constructor() {
    super('export cancelled');
    this.name = 'ExportCancelled';
  }
}

/**
 * Fetches page 1, 2, ... of EXPORT_PAGE_SIZE rows until every row the first reply's totalCount
 * announced is in (or a page comes back short). Rejects with ExportCancelled once `signal` aborts.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number, pageSize: number, signal: AbortSignal) => Promise<PageOf<T>>,
  options: { signal: AbortSignal; onProgress?: (progress: ExportProgress) => void; pageSize?: number },
): Promise<T[]> {
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  const rows: T[] = [];
  let total = Infinity;
  for (let page = 1; rows.length < total; page++) {
    if (options.signal.aborted) throw new ExportCancelled();
    let reply: PageOf<T>;
    try {
      reply = await fetchPage(page, pageSize, options.signal);
    } catch (error) {
      if (options.signal.aborted) throw new ExportCancelled();
      throw error;
    }
    if (options.signal.aborted) throw new ExportCancelled();
    total = reply.totalCount;
    rows.push(...reply.rows);
    options.onProgress?.({ fetched: rows.length, total });
    if (reply.rows.length < pageSize) break;
  }
  return rows;
}

/** One CSV field: quoted when needed; a leading = + - @ is defused (spreadsheet formulas). */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

/**
 * The file: the preamble lines (each "# ..."), a blank line, the header row, the rows. CRLF line
 * ends and a byte-order mark, so spreadsheet programs read Japanese text as UTF-8. A preamble
 * line is data like the rest (a scope or filter names what users typed): one field, quoted and
 * defused as any other, so that a comma in a company name cannot start a cell of its own (a
 * formula: `Tailspin,=cmd|' /C calc'!A0`).
 */
export function toCsv<T>(
  preamble: readonly string[],
  columns: readonly CsvColumn<T>[],
  rows: readonly T[],
): string {
  const lines = [
    ...preamble.map((line) => csvField(`# ${line.replace(/[\r\n]+/g, ' ')}`)),
    '',
    columns.map((column) => csvField(column.header)).join(','),
    ...rows.map((row) => columns.map((column) => csvField(column.value(row))).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A file name for the export: "<name>-YYYYMMDD-HHmm.csv" in local time. */
export function exportFileName(name: string, at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}`;
  return `${name}-${stamp}.csv`;
}
