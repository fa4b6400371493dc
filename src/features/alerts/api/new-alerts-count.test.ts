// The "N new alerts" pill of a filtered view counts what the refreshed list would show: the view
// asks the server which raised alerts its filter matches, and shows its answer, not the log's count.
import { describe, expect, it } from 'vitest';
import type { Queries } from '../../../api/query-layer';
import { createLiveAlarmLog, liveAlarmView } from '../../../api/live/live-alarm-log';
import { newAlertsFigure, newAlertsQuestion } from './new-alerts-count';

const AT = '2026-11-27T10:00:00Z';
type Sent = Record<string, unknown>;
const queries = { Alarm_ListAlarms: (body: Sent) => ({ queryKey: ['Alarm', 'Alarm_ListAlarms', body] }) };
const asQueries = queries as unknown as Queries;

/** The server's alerts: only 11 and 13 are Critical. */
const SEVERITY: Record<number, string> = { 2: 'High', 11: 'Critical', 12: 'Low', 13: 'Critical', 14: 'Low' };
const serverCount = (body: Sent) => ({
  totalCount: (body.alarmIds as number[]).filter((id) => !body.severity || SEVERITY[id] === body.severity)
    .length,
});

function viewOfLog() {
  const log = createLiveAlarmLog();
  const raised: Array<[number, number, 'Unresolved' | 'Resolved']> = [
    [50, 10, 'Unresolved'], // before the page was fetched
    [150, 11, 'Unresolved'],
    [160, 12, 'Unresolved'],
    [170, 13, 'Unresolved'],
    [175, 11, 'Unresolved'], // the same alert again
    [180, 2, 'Unresolved'], // already shown
    [190, 14, 'Resolved'],
  ];
  for (const [receivedAt, alarmId, status] of raised)
    log.record({ id: receivedAt, kind: 'alarmRaised', at: AT, alarmId, status }, receivedAt);
  return liveAlarmView(log.entries(), {
    status: 'Unresolved',
    rows: [{ alarmId: 2, status: 'Unresolved' }],
    fetchedAt: 100,
  });
}

describe('the new alerts pill of a filtered view', () => {
  it('asks the server about the alerts raised since, not shown, in the view’s filter and key', () => {
    const view = viewOfLog();
    expect(view.newCount).toBe(3); // by status alone: 11, 12, 13
    const question = newAlertsQuestion(
      asQueries,
      'Unresolved',
      { filters: { severity: 'Critical' } },
      view.raisedIds,
    );
    expect(question.asked).toBe(true);
    const sent = question.query.queryKey[2] as Sent;
    expect(sent).toMatchObject({ pageSize: 1, status: 'Unresolved', severity: 'Critical' });
    // Its status now is the server's to say (14 may have been raised and moved since).
    expect(sent.alarmIds).toEqual([11, 12, 13, 14]);
    // The pill: nothing until the answer, then the server's count (the list's), not the log's 3.
    expect(newAlertsFigure(view.newCount, question.asked, undefined)).toBeUndefined();
    expect(newAlertsFigure(view.newCount, question.asked, serverCount(sent))).toBe(2);
  });

  it('asks nothing without filters besides the status (the log’s count is exact) or raised alerts', () => {
    const view = viewOfLog();
    const plain = newAlertsQuestion(asQueries, 'Unresolved', { filters: {} }, view.raisedIds);
    expect(plain.asked).toBe(false);
    expect(newAlertsFigure(view.newCount, plain.asked, undefined)).toBe(3);
    // A search is a filter too; an unknown filter value is not sent, so it filters nothing.
    expect(newAlertsQuestion(asQueries, 'all', { search: 'usb', filters: {} }, view.raisedIds).asked).toBe(
      true,
    );
    expect(
      newAlertsQuestion(asQueries, 'all', { filters: { severity: 'Bogus' } }, view.raisedIds).asked,
    ).toBe(false);
    expect(newAlertsQuestion(asQueries, 'all', { filters: { computer: 'FAB' } }, []).asked).toBe(false);
  });
});
