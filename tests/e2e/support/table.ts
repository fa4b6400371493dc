// Reading the PagedTable as a user sees it: its body rows with data, its range status, and the
// text of one column's cells found by the column's header.
import type { Page } from '@playwright/test';

export const table = (page: Page, name: string) => page.getByRole('table', { name });

/** Body rows with data (the header row and the spacer rows of a virtualized page are not). */
export const dataRows = (page: Page, name: string) => table(page, name).locator('tbody tr[data-row-index]');

/** The list's range, "1–50 of 2,165" (a total over 999 has its thousands separated). */
export const rangeStatus = (page: Page) => page.getByRole('status').filter({ hasText: / of [\d,]+$/ });

/**
 * An empty list's words (its range status says nothing then, never "0–0 of 0"): the table's own,
 * or a list's (the event lists say "No events match").
 */
export const emptyState = (page: Page) =>
  page.getByText(/^(There is nothing in this list yet\.|No rows match these filters\.|No events match)$/);

/** The text of one column's cells, in row order. */
export async function columnTexts(page: Page, tableName: string, header: string): Promise<string[]> {
  const headers = await table(page, tableName).getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((text) => text.replace(/[▲▼↕]/g, '').trim() === header);
  // Not (yet) there, e.g. while the page is still changing: a value that fails the caller's
  // comparison, so that expect.poll asks again (an assertion thrown here would end the poll).
  if (index < 0) return [`<no column "${header}" among: ${headers.join(' | ')}>`];
  // textContent: what the cell says (a badge's CSS capitals aside).
  const texts = await dataRows(page, tableName)
    .locator(`td:nth-child(${index + 1})`)
    .allTextContents();
  return texts.map((text) => text.trim());
}
