// The policy compare page's URL: the two sides (`review`, and `against`: another review's id,
// absent for the policy as it stands) beside the table's own state (page, sort, search,
// filters). A link or a reload shows the same comparison.
import type { TableSearch } from '../../../components/paged-table/table-search';
import { tableSearchValidator } from '../../../components/paged-table/table-search';
import { compareTable } from './compare-table';

export interface CompareSearch extends TableSearch {
  /** Review A. Absent: nothing is compared yet (the page asks for a review). */
  review?: number;
  /** Review B. Absent: review A is compared with the policy as it stands. */
  against?: number;
}

const validateTable = tableSearchValidator(compareTable('policy'));

const reviewId = (raw: unknown): number | undefined => {
  const value = typeof raw === 'string' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2147483647
    ? value
    : undefined;
};

export function validateCompareSearch(raw: Record<string, unknown>): CompareSearch {
  const review = reviewId(raw.review);
  const against = reviewId(raw.against);
  return {
    ...validateTable(raw),
    ...(review !== undefined ? { review } : {}),
    ...(review !== undefined && against !== undefined ? { against } : {}),
  };
}

/** The table's part of the URL (what the PagedTable reads and changes). */
export function tableSearchOf({ review: _review, against: _against, ...table }: CompareSearch): TableSearch {
  return table;
}
