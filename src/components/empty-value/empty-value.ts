// The one mark for a value that is not there ("—"), so every card and table shows the same one.

export const EMPTY_VALUE = '—';

/** The text, or the empty-value mark when it is missing or blank. */
export function orEmpty(text: string | null | undefined): string {
  return text ? text : EMPTY_VALUE;
}
