import { describe, expect, it } from 'vitest';
import {
  changeValueText,
  compareVersions,
  fieldsOfChange,
  restoreDifference,
  type ChangeRecord,
} from './change-versions';

let nextId = 100;
const change = (fields: ChangeRecord['fields']): ChangeRecord => ({
  changeId: nextId--,
  changedAt: '2026-11-19T10:42:07Z',
  authorUserId: 9003,
  authorEmail: 'company.admin@sandbox.test',
  authorName: 'Marcus Webb',
  authorRole: 'CompanyAdmin',
  authorScopeName: null,
  clientAddress: null,
  browser: null,
  operation: 'GlobalSettings_CreateOrUpdateSettings',
  action: 'Update',
  entityType: 'Settings',
  entityId: 'EmailSettings',
  entityName: 'SMTP',
  partnerGuid: null,
  companyGuid: null,
  companyName: null,
  fields,
  restorable: true,
  restoredChangeId: null,
});

// Newest first: host a -> b, then port 25 -> 587 with the password, then host b -> c and port 587 -> 465.
const history = [
  change([
    { field: 'smtpHost', before: 'b', after: 'c', secret: false },
    { field: 'port', before: 587, after: 465, secret: false },
  ]),
  change([
    { field: 'port', before: 25, after: 587, secret: false },
    { field: 'password', before: null, after: null, secret: true },
  ]),
  change([{ field: 'smtpHost', before: 'a', after: 'b', secret: false }]),
];

describe('the versions of an entity, from its changes', () => {
  it('compares the current version with the one before the newest change', () => {
    expect(compareVersions(history, 1, 0)).toEqual([
      { field: 'smtpHost', older: 'b', newer: 'c', secret: false },
      { field: 'port', older: 587, newer: 465, secret: false },
    ]);
  });

  it('takes each field from the change nearest to each version, across several changes', () => {
    expect(compareVersions(history, 3, 0)).toEqual([
      { field: 'smtpHost', older: 'a', newer: 'c', secret: false },
      { field: 'port', older: 25, newer: 465, secret: false },
      { field: 'password', older: null, newer: null, secret: true },
    ]);
    // In either order of the arguments.
    expect(compareVersions(history, 1, 2)).toEqual(compareVersions(history, 2, 1));
  });

  it('leaves out a field changed and changed back', () => {
    const back = [
      change([{ field: 'port', before: 587, after: 25, secret: false }]),
      change([{ field: 'port', before: 25, after: 587, secret: false }]),
    ];
    expect(compareVersions(back, 2, 0)).toEqual([]);
  });

  it('restoring writes the change\u2019s before values back, never a secret', () => {
    expect(restoreDifference(history[1]!)).toEqual([{ field: 'port', older: 587, newer: 25, secret: false }]);
    expect(fieldsOfChange(history[2]!)).toEqual([
      { field: 'smtpHost', older: 'a', newer: 'b', secret: false },
    ]);
  });

  it('writes values as text, empty ones as none', () => {
    expect(changeValueText(null)).toBeNull();
    expect(changeValueText('')).toBeNull();
    expect(changeValueText(465)).toBe('465');
    expect(changeValueText(false)).toBe('false');
    expect(changeValueText(['a', 'b'])).toBe('["a","b"]');
  });
});
