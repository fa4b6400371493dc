import { describe, expect, it } from 'vitest';
import {
  expiresAtFor,
  expiresWithin,
  folderLikePattern,
  isExpired,
  matchesFolder,
  publisherName,
  ruleMatchesEvent,
} from './rule-match';
import { resolveRulesAt, type PolicyComponent } from './effective-policy';

describe('a publisher rule names the certificate subject’s common name', () => {
  it.each([
    [
      'CN=Zoom Video Communications, Inc., O=Zoom Video Communications, Inc., C=US',
      'Zoom Video Communications, Inc.',
    ],
    ['O=Microsoft Corporation, CN=Microsoft Windows, C=US', 'Microsoft Windows'],
    ['cn=Igor Pavlov', 'Igor Pavlov'],
    ['Igor Pavlov', 'Igor Pavlov'],
  ])('%s → %s', (subject, name) => {
    expect(publisherName(subject)).toBe(name);
  });
});

describe('a folder rule matches paths case-insensitively, * any run, ? one character', () => {
  it.each<[string, string, boolean]>([
    ['C:\\Users\\*\\Downloads\\*', 'C:\\Users\\mwebb\\Downloads\\invoice_viewer.exe', true],
    ['C:\\Users\\*\\Downloads\\*', 'c:\\users\\mwebb\\downloads\\sub\\a.exe', true],
    ['C:\\Users\\*\\Downloads\\*', 'C:\\Users\\mwebb\\Desktop\\a.exe', false],
    ['C:\\Program Files\\7-Zip', 'C:\\Program Files\\7-Zip\\7zG.exe', true],
    ['C:\\Program Files\\7-Zip', 'C:\\Program Files\\7-Zip2\\7zG.exe', false],
    ['C:\\Program Files\\7-Zip\\', 'C:\\Program Files\\7-Zip\\x\\7z.dll', true],
    ['C:\\Temp\\a?.exe', 'C:\\Temp\\ab.exe', true],
    ['C:\\Temp\\a?.exe', 'C:\\Temp\\abc.exe', false],
    ['C:\\50%_off\\*', 'C:\\50%_off\\a.exe', true],
    ['C:\\50%_off\\*', 'C:\\50x0off\\a.exe', false],
  ])('%s on %s: %s', (pattern, path, expected) => {
    expect(matchesFolder(pattern, path)).toBe(expected);
  });

  it('gives SQL the same pattern (LIKE, escape !, lower case)', () => {
    expect(folderLikePattern('C:\\Users\\*\\Downloads\\*')).toBe('c:\\users\\%\\downloads\\%');
    expect(folderLikePattern('C:\\50%_off!')).toBe('c:\\50!%!_off!!\\%');
    expect(folderLikePattern('C:\\Temp\\a?.exe')).toBe('c:\\temp\\a_.exe');
  });
});

describe('which events a rule names', () => {
  const event = {
    sha256: 'ab'.repeat(32),
    publisher: 'Igor Pavlov',
    filePath: 'C:\\Program Files\\7-Zip\\7zG.exe',
  };
  it.each<[string, Parameters<typeof ruleMatchesEvent>[0], boolean]>([
    ['its hash, any case', { kind: 'hash', sha256: 'AB'.repeat(32), publisher: null, path: null }, true],
    ['another hash', { kind: 'hash', sha256: 'cd'.repeat(32), publisher: null, path: null }, false],
    [
      'its signer',
      { kind: 'trustedPublisher', sha256: null, publisher: 'CN=igor pavlov, C=RU', path: null },
      true,
    ],
    ['another signer', { kind: 'trustedPublisher', sha256: null, publisher: 'CN=Igor', path: null }, false],
    [
      'its folder',
      { kind: 'trustedFolder', sha256: null, publisher: null, path: 'C:\\Program Files\\*' },
      true,
    ],
  ])('%s: %s', (_name, rule, expected) => {
    expect(ruleMatchesEvent(rule, event)).toBe(expected);
  });
  it('an unsigned file matches no publisher rule', () => {
    expect(
      ruleMatchesEvent(
        { kind: 'trustedPublisher', sha256: null, publisher: 'CN=Igor Pavlov', path: null },
        { ...event, publisher: null },
      ),
    ).toBe(false);
  });
});

describe('expiry', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  it.each([
    ['never', null],
    ['oneHour', '2026-11-21T11:00:00.000Z'],
    ['oneDay', '2026-11-22T10:00:00.000Z'],
    ['sevenDays', '2026-11-28T10:00:00.000Z'],
  ] as const)('%s from the save → %s', (expiry, expected) => {
    expect(expiresAtFor(expiry, now)).toBe(expected);
  });
  it('a date is kept as given', () => {
    expect(expiresAtFor('date', now, '2026-12-01T00:00:00Z')).toBe('2026-12-01T00:00:00.000Z');
  });
  it('a rule expires at its time, not before', () => {
    expect(isExpired({ expiresAt: '2026-11-21T10:00:00Z' }, now)).toBe(true);
    expect(isExpired({ expiresAt: '2026-11-21T10:00:01Z' }, now)).toBe(false);
    expect(isExpired({ expiresAt: null }, now)).toBe(false);
    expect(expiresWithin({ expiresAt: '2026-11-28T10:00:00Z' }, now, 7)).toBe(true);
    expect(expiresWithin({ expiresAt: '2026-11-28T10:00:01Z' }, now, 7)).toBe(false);
    expect(expiresWithin({ expiresAt: '2026-11-21T09:00:00Z' }, now, 7)).toBe(false);
  });

  it('an expired allow neither decides nor shadows; an expired deny lets the allow decide', () => {
    const rule = (action: 'allow' | 'deny', expiresAt: string | null): PolicyComponent => ({
      componentKey: `${action}-${expiresAt}`,
      kind: 'hash',
      action,
      target: 'x',
      publisher: null,
      product: null,
      versionFrom: null,
      versionTo: null,
      path: null,
      executable: null,
      mayLaunch: null,
      appName: null,
      iconId: null,
      sha256: 'a'.repeat(64),
      fileName: null,
      note: null,
      expiresAt,
      provenance: null,
    });
    const origin = (blockId: number) => ({ blockId, ownerDepth: 4 });
    const resolved = resolveRulesAt(
      [
        { component: rule('deny', '2026-11-21T09:00:00Z'), origin: origin(1) },
        { component: rule('allow', null), origin: origin(2) },
      ],
      now,
    );
    expect(resolved).toHaveLength(1);
    expect(resolved[0]).toMatchObject({ state: 'inForce', component: { action: 'allow' } });
  });
});
