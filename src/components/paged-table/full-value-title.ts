// A cut value shows whole on hover: when the pointer enters a body cell whose text (or a badge
// in it) is cut by the column's width, the cell gets the full text as its title. Checked on
// hover (or the focus of a link in the cell: StaticTable), one cell at a time: measuring every
// cell of a page would force a layout per page.
import type { SyntheticEvent } from 'react';

function isCut(element: HTMLElement): boolean {
  if (element.scrollWidth > element.clientWidth) return true;
  for (const child of element.querySelectorAll<HTMLElement>('*'))
    if (child.scrollWidth > child.clientWidth) return true;
  return false;
}

/** The table body's mouseover (and focus) handler. */
export function titleCutCell(event: SyntheticEvent<HTMLElement>): void {
  const cell = (event.target as HTMLElement).closest('td, tbody th');
  if (!(cell instanceof HTMLElement)) return;
  if (cell.dataset.titleChecked === cell.textContent) return;
  // Checked once per text (a row's cell is reused for another row's value when paging).
  cell.dataset.titleChecked = cell.textContent ?? '';
  const text = cell.textContent?.trim() ?? '';
  if (text && isCut(cell)) cell.title = text;
  else cell.removeAttribute('title');
}
