// Which cached queries a live change makes stale (by key; pages on screen are left alone) and
// what it patches in place (a computer's online state in the rows that show it).
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyLiveChanges, invalidatedBy, type LiveChange } from './live-invalidation';

const AT = '2026-11-27T10:00:00Z';
const SCOPE = { 'X-Company-Guid': 'c' };
const KEYS: Record<string, QueryKey> = {
  alertPage: ['Alarm', 'Alarm_ListAlarms', { page: 1, pageSize: 25, status: 'Unresolved' }, SCOPE],
  alertCount: ['Alarm', 'Alarm_ListAlarms', { page: 1, pageSize: 1, status: 'InReview' }, SCOPE],
  alertDrawer: ['Alarm', 'Alarm_GetAlarmsWithDetail', { alarmIds: [60001] }, SCOPE],
  otherDrawer: ['Alarm', 'Alarm_GetAlarmsWithDetail', { alarmIds: [60002] }, SCOPE],
  conditions: ['Alarm', 'Alarm_GetAlarmConditions', { kind: 'Security' }, SCOPE],
  dashboard: ['Dashboard', 'Dashboard_GetAlertSummary', {}, SCOPE],
  computerPage: [
    'Computer',
    'Computer_GetActiveOrOffileneComputers',
    { page: 1, pageSize: 25, status: 'online' },
    SCOPE,
  ],
  computerCount: [
    'Computer',
    'Computer_GetActiveOrOffileneComputers',
    { page: 1, pageSize: 1, status: 'offline' },
    SCOPE,
  ],
  computer: ['Computer', 'Computer_GetComputerDetail', { computerGuid: 'g-1' }, SCOPE],
  otherComputer: ['Computer', 'Computer_GetComputerDetail', { computerGuid: 'g-2' }, SCOPE],
  events: ['Inspection', 'Inspection_GetEvents', { page: 1, pageSize: 25 }, SCOPE],
};

const CHANGES: Record<string, LiveChange> = {
  raised: { id: 1, kind: 'alarmRaised', at: AT, alarmId: 60009, status: 'Unresolved' },
  moved: { id: 2, kind: 'alarmStatusChanged', at: AT, alarmId: 60001, status: 'InReview' },
  offline: { id: 3, kind: 'computerStatusChanged', at: AT, computerGuid: 'g-1', online: false },
  events: { id: 4, kind: 'eventsReported', at: AT, count: 12 },
};

describe('invalidatedBy', () => {
  it.each([
    ['raised', ['alertCount', 'dashboard']],
    ['moved', ['alertCount', 'alertDrawer', 'dashboard']],
    ['offline', ['dashboard', 'computerCount', 'computer']],
    ['events', ['dashboard']],
  ])('%s makes exactly these stale: %j', (name, stale) => {
    const hit = Object.entries(KEYS)
      .filter(([, key]) => invalidatedBy(CHANGES[name]!, key))
      .map(([keyName]) => keyName);
    expect(hit).toEqual(stale);
  });
});

describe('applyLiveChanges', () => {
  it('invalidates the stale queries once, leaves the pages alone and patches a computer row in place', () => {
    const client = new QueryClient();
    const rows = [
      { computerGuid: 'g-0', computerName: 'A', online: true },
      { computerGuid: 'g-1', computerName: 'B', online: true },
    ];
    for (const key of Object.values(KEYS)) client.setQueryData(key, { entityData: [], totalCount: 0 });
    client.setQueryData(KEYS.computerPage!, { entityData: rows, totalCount: 2 });
    applyLiveChanges(client, [CHANGES.raised!, CHANGES.offline!]);
    const stale = Object.entries(KEYS)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
    expect(stale).toEqual(['alertCount', 'dashboard', 'computerCount', 'computer']);
    expect(client.getQueryData(KEYS.computerPage!)).toEqual({
      entityData: [rows[0], { ...rows[1], online: false }],
      totalCount: 2,
    });
  });
});
