import { beforeEach, describe, expect, it } from 'vitest';
import { toSession } from '../session/session';
import { sessionStore } from '../session/session-store';
import { storedSelection } from '../session/stored-selection';
import { envelope, fakeServer } from '../session/testing/fake-server';
import { GUID, TREE } from '../session/testing/scope-fixtures';
import { findScopeNode } from '../session/scope-tree';
import { scopeStore } from './scope-store';

const signIn = (role: string, partnerId: string | null) =>
  sessionStore.set(
    toSession(
      [
        { type: 'role', value: role },
        ...(partnerId ? [{ type: 'PartnerId' as const, value: partnerId }] : []),
        { type: 'sid', value: 'sid-1' },
      ],
      null,
    ),
  );

beforeEach(() => {
  storedSelection.clear();
  sessionStore.set(null);
});

describe('the scope store', () => {
  it('adds the session PartnerId claim to the stored selection', () => {
    signIn('CompanyAdmin', GUID.northwind);
    storedSelection.update({ realRole: 'CompanyAdmin', company: { guid: GUID.fabrikam } });
    expect(scopeStore.getSelection()).toMatchObject({
      company: { guid: GUID.fabrikam },
      partnerIdClaim: GUID.northwind,
      realRole: 'CompanyAdmin',
    });
  });

  it('makes every later request carry the headers of the chosen node', async () => {
    signIn('AGMSAdmin', null);
    storedSelection.update({ realRole: 'AGMSAdmin' });
    const fake = fakeServer(
      { '/restapi/Dashboard/GetTopComputers': () => envelope([]) },
      { getSelection: () => scopeStore.getSelection() },
    );
    await fake.client.GET('/restapi/Dashboard/GetTopComputers');
    scopeStore.select(findScopeNode(TREE.global, GUID.engineering)!);
    await fake.client.GET('/restapi/Dashboard/GetTopComputers');

    const [before, after] = fake.received;
    expect(before?.headers.get('x-company-guid')).toBe('');
    expect(before?.headers.get('x-group-guid')).toBe('');
    expect(after?.headers.get('x-partner-guid')).toBe(GUID.northwind);
    expect(after?.headers.get('x-company-guid')).toBe(GUID.fabrikam);
    expect(after?.headers.get('x-site-guid')).toBe(GUID.chicago);
    expect(after?.headers.get('x-group-guid')).toBe(GUID.engineering);
  });

  it('sends empty headers again after the Global choice', async () => {
    signIn('AGMSAdmin', null);
    storedSelection.update({ realRole: 'AGMSAdmin' });
    scopeStore.select(findScopeNode(TREE.global, GUID.chicago)!);
    scopeStore.selectGlobal();
    const fake = fakeServer(
      { '/restapi/Dashboard/GetTopComputers': () => envelope([]) },
      { getSelection: () => scopeStore.getSelection() },
    );
    await fake.client.GET('/restapi/Dashboard/GetTopComputers');
    const headers = fake.received[0]!.headers;
    expect(
      ['x-partner-guid', 'x-company-guid', 'x-site-guid', 'x-group-guid'].map((h) => headers.get(h)),
    ).toEqual(['', '', '', '']);
  });
});
