import { describe, expect, it } from 'vitest';
import type { AlertRef } from '../../../domain/alert-status-moves';
import { pageAfterMove } from './alert-cache';

const rows: AlertRef[] = [
  { alarmId: 1, status: 'Unresolved' },
  { alarmId: 2, status: 'Unresolved' },
  { alarmId: 3, status: 'Unresolved' },
];

describe('pageAfterMove', () => {
  it('takes the moved alerts out of the tab they leave and lowers its count', () => {
    const before = [rows[0]!, rows[1]!];
    const page = pageAfterMove({ entityData: rows, totalCount: 10 }, 'Unresolved', before, 'Resolved');
    expect(page.entityData.map((row) => row.alarmId)).toEqual([3]);
    expect(page.totalCount).toBe(8);
  });

  it('counts them in the tab they go to', () => {
    const page = pageAfterMove({ entityData: [], totalCount: 4 }, 'Resolved', [rows[0]!], 'Resolved');
    expect(page.totalCount).toBe(5);
  });

  it('shows their new status in the all tab, with the same count', () => {
    const page = pageAfterMove({ entityData: rows, totalCount: 3 }, 'all', [rows[1]!], 'InReview');
    expect(page.entityData.map((row) => row.status)).toEqual(['Unresolved', 'InReview', 'Unresolved']);
    expect(page.totalCount).toBe(3);
  });

  it('leaves a third tab alone', () => {
    const page = pageAfterMove({ entityData: [], totalCount: 7 }, 'InReview', [rows[0]!], 'Resolved');
    expect(page.totalCount).toBe(7);
  });

  it('ignores alerts already in the target status', () => {
    const already: AlertRef = { alarmId: 4, status: 'Resolved' };
    const page = pageAfterMove({ entityData: [], totalCount: 4 }, 'Resolved', [already], 'Resolved');
    expect(page.totalCount).toBe(4);
  });
});
