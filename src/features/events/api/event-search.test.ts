import { describe, expect, it } from 'vitest';
import { pivotSearch } from '../components/event-pivot';
import { eventListBody } from './event-request';
import { sortKeysOf } from '../../../components/paged-table/table-definition';
import { EVENT_SORT_KEYS, validateEventSearch } from './event-search';
import { eventTable, summaryTable } from './event-table';

const SHA = 'ab'.repeat(32);
const GUID = '1a2b3c4d-0001-4e5f-8a9b-000000040001';
const GROUP = 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3001';
const individual = validateEventSearch('individual');

describe('the event list\u2019s URL', () => {
  it('accepts the sort columns of the tables, no more', () => {
    expect(sortKeysOf(eventTable).sort()).toEqual([...EVENT_SORT_KEYS.individual].sort());
    expect(sortKeysOf(summaryTable).sort()).toEqual([...EVENT_SORT_KEYS.summary].sort());
  });

  it('keeps the filters the links of other areas send (hash, event type, computer, day)', () => {
    const search = individual({
      filters: {
        sha256: SHA,
        eventType: 'ScriptBlocked',
        computer: GUID,
        reported: '2026-11-19..2026-11-19',
      },
    });
    expect(search.dropped).toBeUndefined();
    const body = eventListBody(
      { page: 1, pageSize: 50, filters: search.filters! },
      'individual',
      Date.parse('2026-11-24T00:00:00Z'),
    );
    expect(body).toMatchObject({
      sha256: SHA,
      eventType: 'ScriptBlocked',
      computerGuid: GUID,
      exclude: null,
    });
    expect(body.dateRange).not.toBeNull();
  });

  it('keeps the group filter of the dashboard\u2019s top groups and sends it as groupGuid', () => {
    const search = individual({ filters: { group: GROUP, action: 'blocked' } });
    expect(search).toEqual({ filters: { group: GROUP, action: 'blocked' } });
    const body = eventListBody({ page: 1, pageSize: 50, filters: search.filters! }, 'individual', 0);
    expect(body).toMatchObject({ groupGuid: GROUP, actionTaken: 'blocked', exclude: null });
    expect(individual({ filters: { group: 'Finance', action: 'blocked' } })).toEqual({
      filters: { action: 'blocked' },
      dropped: true,
    });
  });

  it('leaves out what the contract would refuse, and says so', () => {
    const search = individual({
      filters: { sha256: 'nothex', computer: 'FAB-WS1', action: 'blocked' },
      detail: 'x',
    });
    expect(search).toEqual({ filters: { action: 'blocked' }, dropped: true });
    expect(individual({ filters: 'not json' })).toEqual({ dropped: true });
    // A whole-number event id is kept as a number: the URL then says detail=7734460, unquoted.
    expect(individual({ detail: 7734460 })).toEqual({ detail: 7734460 });
    expect(validateEventSearch('summary')({ sort: 'computerName' })).toEqual({ dropped: true });
  });

  it('turns a pivot into a filter or an exclusion, never both on one value', () => {
    const kept = pivotSearch({ detail: '5' }, 'action', 'blocked', false);
    expect(kept).toEqual({ filters: { action: 'blocked' }, detail: undefined });
    const out = pivotSearch({ filters: { action: 'blocked' } }, 'action', 'blocked', true);
    expect(out.filters).toEqual({ notAction: 'blocked' });
    const body = eventListBody({ page: 1, pageSize: 50, filters: out.filters! }, 'individual', 0);
    expect(body.actionTaken).toBeNull();
    expect(body.exclude).toEqual({
      computerGuid: null,
      sha256: null,
      hashClass: null,
      eventType: null,
      actionTaken: 'blocked',
    });
  });
});
