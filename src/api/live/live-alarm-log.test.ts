// The alert console's view of the live stream over the page on screen: the pill's count (raised
// since the page was fetched, of the view's status, not already shown) and the rows moved.
import { describe, expect, it } from 'vitest';
import { createLiveAlarmLog, liveAlarmView } from './live-alarm-log';

const AT = '2026-11-27T10:00:00Z';

function logOf(
  changes: Array<
    [number, 'alarmRaised' | 'alarmStatusChanged', number, 'Unresolved' | 'InReview' | 'Resolved']
  >,
) {
  const log = createLiveAlarmLog();
  for (const [receivedAt, kind, alarmId, status] of changes)
    log.record({ id: receivedAt, kind, at: AT, alarmId, status }, receivedAt);
  return log.entries();
}

const rows = [
  { alarmId: 1, status: 'Unresolved' },
  { alarmId: 2, status: 'Unresolved' },
];

describe('liveAlarmView', () => {
  it('counts the alerts raised since the page was fetched that the view would list', () => {
    const entries = logOf([
      [50, 'alarmRaised', 10, 'Unresolved'], // before the page: it is in the page or was
      [150, 'alarmRaised', 11, 'Unresolved'],
      [160, 'alarmRaised', 12, 'Unresolved'],
      [170, 'alarmRaised', 12, 'Unresolved'], // the same alert twice counts once
      [180, 'alarmRaised', 2, 'Unresolved'], // already shown
    ]);
    expect(liveAlarmView(entries, { status: 'Unresolved', rows, fetchedAt: 100 }).newCount).toBe(2);
    expect(liveAlarmView(entries, { status: 'all', rows, fetchedAt: 100 }).newCount).toBe(2);
    expect(liveAlarmView(entries, { status: 'Resolved', rows, fetchedAt: 100 }).newCount).toBe(0);
    // The page fetched again holds them: the pill goes.
    expect(liveAlarmView(entries, { status: 'Unresolved', rows, fetchedAt: 200 }).newCount).toBe(0);
  });

  it('counts a raised alert in the view of the status another admin moved it to since', () => {
    const entries = logOf([
      [150, 'alarmRaised', 11, 'Unresolved'],
      [160, 'alarmStatusChanged', 11, 'InReview'],
      [170, 'alarmRaised', 12, 'Unresolved'],
    ]);
    const view = (status: 'Unresolved' | 'InReview' | 'all') =>
      liveAlarmView(entries, { status, rows, fetchedAt: 100 });
    expect(view('Unresolved').newCount).toBe(1);
    expect(view('InReview').newCount).toBe(1);
    expect(view('all').newCount).toBe(2);
    expect(view('Unresolved').raisedIds).toEqual([11, 12]);
    // A raised alert is not a moved row of this page.
    expect(view('Unresolved').moved.size).toBe(0);
  });

  it('marks shown rows moved since, with their new status, and unmarks one moved back', () => {
    const entries = logOf([
      [150, 'alarmStatusChanged', 1, 'InReview'],
      [160, 'alarmStatusChanged', 2, 'Resolved'],
      [170, 'alarmStatusChanged', 2, 'Unresolved'],
      [180, 'alarmStatusChanged', 99, 'Resolved'], // not on this page
    ]);
    expect([...liveAlarmView(entries, { status: 'Unresolved', rows, fetchedAt: 100 }).moved]).toEqual([
      [1, 'InReview'],
    ]);
    // The all view shows the row with its status as fetched; an own move already shows the new one.
    const shownMoved = [{ alarmId: 1, status: 'InReview' }];
    expect(liveAlarmView(entries, { status: 'all', rows: shownMoved, fetchedAt: 100 }).moved.size).toBe(0);
    expect(liveAlarmView(entries, { status: 'Unresolved', rows, fetchedAt: 200 }).moved.size).toBe(0);
  });
});
