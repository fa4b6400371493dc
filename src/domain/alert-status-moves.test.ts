import { describe, expect, it } from 'vitest';
import { allowedMoves, canMoveTo, namesToShow, splitRefused, undoRequests } from './alert-status-moves';

describe('allowedMoves', () => {
  it('offers nothing for no alerts', () => {
    expect(allowedMoves([])).toEqual([]);
  });

  it('leaves out the status every selected alert already has', () => {
    expect(
      allowedMoves([
        { alarmId: 1, status: 'Unresolved' },
        { alarmId: 2, status: 'Unresolved' },
      ]),
    ).toEqual([
      { to: 'InReview', alarmIds: [1, 2] },
      { to: 'Resolved', alarmIds: [1, 2] },
    ]);
  });

  it('offers every move to a mixed selection, each with the alerts it changes', () => {
    expect(
      allowedMoves([
        { alarmId: 1, status: 'Unresolved' },
        { alarmId: 2, status: 'InReview' },
        { alarmId: 3, status: 'Resolved' },
      ]),
    ).toEqual([
      { to: 'InReview', alarmIds: [1, 3] },
      { to: 'Resolved', alarmIds: [1, 2] },
      { to: 'Unresolved', alarmIds: [2, 3] },
    ]);
  });

  it('offers reopening and review for resolved alerts only', () => {
    expect(allowedMoves([{ alarmId: 9, status: 'Resolved' }]).map((move) => move.to)).toEqual([
      'InReview',
      'Unresolved',
    ]);
  });
});

describe('canMoveTo', () => {
  it('is false for an alert already in the target status', () => {
    expect(canMoveTo('Resolved')({ status: 'Resolved' })).toBe(false);
    expect(canMoveTo('Resolved')({ status: 'InReview' })).toBe(true);
  });
});

describe('undoRequests', () => {
  it('puts each alert back in the status it had, one request per status', () => {
    expect(
      undoRequests(
        [
          { alarmId: 1, status: 'Unresolved' },
          { alarmId: 2, status: 'InReview' },
          { alarmId: 3, status: 'Unresolved' },
        ],
        'Resolved',
      ),
    ).toEqual([
      { status: 'InReview', alarmIds: [2] },
      { status: 'Unresolved', alarmIds: [1, 3] },
    ]);
  });

  it('leaves alone the alerts the move did not change', () => {
    expect(
      undoRequests(
        [
          { alarmId: 1, status: 'Resolved' },
          { alarmId: 2, status: 'Unresolved' },
        ],
        'Resolved',
      ),
    ).toEqual([{ status: 'Unresolved', alarmIds: [2] }]);
  });

  it('asks nothing when nothing changed', () => {
    expect(undoRequests([{ alarmId: 1, status: 'InReview' }], 'InReview')).toEqual([]);
  });
});

describe('splitRefused', () => {
  const moved = [
    { alarmId: 1, status: 'Unresolved' as const },
    { alarmId: 2, status: 'InReview' as const },
    { alarmId: 3, status: 'Unresolved' as const },
  ];

  it('keeps every alert changed when the server refused none', () => {
    expect(splitRefused(moved, [])).toEqual({ changed: moved, refused: [] });
  });

  it('names the refused alerts and keeps the others changed', () => {
    expect(splitRefused(moved, [2, 99])).toEqual({ changed: [moved[0], moved[2]], refused: [moved[1]] });
  });
});

describe('namesToShow', () => {
  it('lists every name up to the limit', () => {
    expect(namesToShow(['a', 'b'], 2)).toEqual({ names: ['a', 'b'], more: 0 });
  });

  it('counts the names beyond the limit', () => {
    expect(namesToShow(['a', 'b', 'c', 'd'], 2)).toEqual({ names: ['a', 'b'], more: 2 });
  });
});
