import { describe, expect, it } from 'vitest';
import { tableSearchOf, validateCompareSearch } from './compare-search';

describe('the policy compare page’s URL', () => {
  it('keeps the two reviews and the table’s own state', () => {
    expect(
      validateCompareSearch({ review: '502', against: 504, page: '2', filters: { changes: 'changed' } }),
    ).toEqual({ review: 502, against: 504, page: 2, filters: { changes: 'changed' } });
  });

  it('drops ids that are not review ids, and a second side without a first', () => {
    expect(validateCompareSearch({ review: 'x', against: 504 })).toEqual({});
    expect(validateCompareSearch({ review: 0 })).toEqual({});
    expect(validateCompareSearch({ review: 1.5 })).toEqual({});
    expect(validateCompareSearch({ review: 2147483648 })).toEqual({});
    expect(validateCompareSearch({ review: 502, against: -1 })).toEqual({ review: 502 });
  });

  it('keeps only the contract’s sort columns and filter values', () => {
    expect(validateCompareSearch({ review: 502, sort: 'decision', filters: { changes: 'yes' } })).toEqual({
      review: 502,
    });
    expect(validateCompareSearch({ review: 502, sort: 'changed', dir: 'desc' })).toEqual({
      review: 502,
      sort: 'changed',
      dir: 'desc',
    });
  });

  it('gives the table its part only', () => {
    expect(tableSearchOf({ review: 502, against: 504, search: 'exe' })).toEqual({ search: 'exe' });
  });
});
