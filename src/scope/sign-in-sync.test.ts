import { describe, expect, it } from 'vitest';
import { EMPTY_SCOPE_SELECTION, type ScopeSelection } from '../domain/scope-selection';
import { signInSync } from '../session/sign-in-sync-due';
import { signInSyncUrl } from './sign-in-sync';

const BASE = 'http://127.0.0.1:19101';
const selection = (over: Partial<ScopeSelection>): ScopeSelection => ({ ...EMPTY_SCOPE_SELECTION, ...over });

describe('the sign-in sync frame\u2019s address', () => {
  it('is the legacy dashboard of the selected company', () => {
    const url = signInSyncUrl(BASE, selection({ partnerIdClaim: 'p-1', company: { guid: 'c-1' } }));
    expect(url).toBe(`${BASE}/Dashboard/Index?companyId=c-1`);
  });

  it('is the partner\u2019s dashboard without a company: the selected partner, else the PartnerId claim', () => {
    expect(signInSyncUrl(BASE, selection({ partner: { guid: 'p-2' } }))).toBe(
      `${BASE}/Dashboard/Index?partnerId=p-2`,
    );
    expect(signInSyncUrl(BASE, selection({ partnerIdClaim: 'p-1' }))).toBe(
      `${BASE}/Dashboard/Index?partnerId=p-1`,
    );
  });

  it('is none for a Global Admin above every partner, or without the legacy server\u2019s address', () => {
    expect(signInSyncUrl(BASE, selection({ realRole: 'AGMSAdmin' }))).toBeNull();
    expect(signInSyncUrl(null, selection({ company: { guid: 'c-1' } }))).toBeNull();
  });
});

describe('the sign-in sync, due once per sign-in', () => {
  it('is due for the session that signed in, until done', () => {
    signInSync.markDue('sid-1');
    expect(signInSync.isDue('sid-1')).toBe(true);
    expect(signInSync.isDue('sid-2')).toBe(false);
    expect(signInSync.isDue(null)).toBe(false);
    signInSync.done();
    expect(signInSync.isDue('sid-1')).toBe(false);
  });
});
