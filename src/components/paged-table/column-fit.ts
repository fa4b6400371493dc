// The narrowest a list column may be so that nothing fixed in it is cut: its header (which wraps
// between words, so its widest word), its badges (an enum's labels, never cut) and its dates. Texts are
// measured in the page's own font on a canvas: no layout of the page is forced. The sizes below
// are the table's CSS (PagedTable.module.css) and Mantine's (Table, Badge size "sm").

/** Mantine's table cell padding on each side (horizontal spacing "xs"). */
const CELL_PADDING = 10;
/** The header's padding at its end: room for the resize handle (PagedTable.module.css). */
const HEADER_END_PADDING = 28;
/** The sort button's gap before its arrow. */
const SORT_GAP = 4;
const SORT_ARROW = '↕';
/** Rounding of sub-pixel text, and a font that loads a moment late. */
const SLACK = 4;

/** Mantine Badge, size "sm", variant "dot": 10 px bold capitals spaced 0.25 px, 8 px padding. */
const BADGE = { fontSize: 10, letterSpacing: 0.25, padding: 8, border: 1, dot: 18 / 3.4 };

export type TextWidth = (text: string, font: { size: number; weight: number }) => number;

let context: CanvasRenderingContext2D | null | undefined;
let family = '';

/**
 * The width of a text in the page's font; without a canvas (jsdom), an estimate of 0.6 em per
 * character (wide characters twice that).
 */
export const textWidth: TextWidth = (text, { size, weight }) => {
  if (context === undefined) {
    context = typeof document === 'undefined' ? null : canvasContext();
    family = typeof document === 'undefined' ? 'sans-serif' : getComputedStyle(document.body).fontFamily;
  }
  if (!context) {
    let ems = 0;
    for (const character of text) ems += character.charCodeAt(0) > 0x2e80 ? 1.2 : 0.6;
    return ems * size;
  }
  context.font = `${weight} ${size}px ${family || 'sans-serif'}`;
  return context.measureText(text).width;
};

function canvasContext(): CanvasRenderingContext2D | null {
  try {
    return document.createElement('canvas').getContext('2d');
  } catch {
    // jsdom without the canvas package says "not implemented".
    return null;
  }
}

/** The narrowest header cell that shows its title's every word whole (it wraps between words). */
export function headerMinWidth(title: string, sortable: boolean, measure: TextWidth = textWidth): number {
  const font = { size: 14, weight: 600 };
  const words = title.split(/\s+/);
  // The arrow follows the last word on its line.
  const arrow = sortable ? SORT_GAP + measure(SORT_ARROW, font) : 0;
  const widest = Math.max(
    0,
    ...words.map((word, index) => measure(word, font) + (index === words.length - 1 ? arrow : 0)),
  );
  return Math.ceil(CELL_PADDING + widest + HEADER_END_PADDING + SLACK);
}

/**
 * The narrowest column of a short list (StaticTable, no sort button or resize handle) that shows
 * its header's every word and each of its words (an enum's labels) whole. A Japanese header has
 * no spaces: the whole of it is one word (it never breaks one character a line).
 */
export function staticColumnMinWidth(
  header: string,
  labels: readonly string[] = [],
  measure: TextWidth = textWidth,
): number {
  const font = { size: 14, weight: 600 };
  const widest = Math.max(0, ...header.split(/\s+/).map((word) => measure(word, font)));
  return Math.max(
    Math.ceil(2 * CELL_PADDING + widest + SLACK),
    ...labels.map((label) => textMinWidth(label, measure)),
  );
}

/** The narrowest cell that shows a text of the body's font whole (a date, in its language). */
export function textMinWidth(text: string, measure: TextWidth = textWidth): number {
  return Math.ceil(2 * CELL_PADDING + measure(text, { size: 14, weight: 400 }) + SLACK);
}

/** The narrowest cell that shows the widest of these badges whole (as the badge draws it). */
export function badgeMinWidth(labels: readonly string[], measure: TextWidth = textWidth): number {
  const font = { size: BADGE.fontSize, weight: 700 };
  const widest = Math.max(
    0,
    ...labels.map((label) => measure(label.toUpperCase(), font) + BADGE.letterSpacing * [...label].length),
  );
  const chrome = 2 * BADGE.padding + 2 * BADGE.border + 2 * BADGE.dot;
  return Math.ceil(2 * CELL_PADDING + widest + chrome + SLACK);
}

/** A column as the fitting sees it: its width, its narrowest, and whether it may give way. */
export interface FitColumn {
  id: string;
  size: number;
  min: number;
  /** Text that truncates (its full value on hover) gives way; badges, dates, numbers, custom cells do not. */
  shrinkable: boolean;
  /**
   * Gives way down to its narrowest, which still shows it whole (a badge, a date), when what
   * the text columns give is not enough: a list fits the screen before anything is cut.
   */
  givesLast?: boolean;
}

/**
 * The widths that fit the columns into the room there is, when their widths overflow it: the
 * shrinkable columns give way in proportion to what each can give, never below their narrowest;
 * when that is not enough, the columns that give last do the same. Only the columns that change
 * are returned; none when they fit (or cannot be made to).
 */
export function fitColumns(columns: readonly FitColumn[], room: number): Record<string, number> {
  const first = giveWay(columns, room, (column) => column.shrinkable);
  const after = columns.map((column) => ({ ...column, size: first[column.id] ?? column.size }));
  return { ...first, ...giveWay(after, room, (column) => !column.shrinkable && !!column.givesLast) };
}

function giveWay(
  columns: readonly FitColumn[],
  room: number,
  gives: (column: FitColumn) => boolean,
): Record<string, number> {
  const total = columns.reduce((sum, column) => sum + column.size, 0);
  const excess = total - room;
  if (room <= 0 || excess <= 0) return {};
  const give = columns.map((column) => (gives(column) ? Math.max(0, column.size - column.min) : 0));
  const canGive = give.reduce((sum, value) => sum + value, 0);
  if (canGive <= 0) return {};
  const share = Math.min(1, excess / canGive);
  const fitted: Record<string, number> = {};
  columns.forEach((column, index) => {
    const cut = Math.ceil(give[index]! * share);
    if (cut > 0) fitted[column.id] = Math.max(column.min, column.size - cut);
  });
  return fitted;
}
