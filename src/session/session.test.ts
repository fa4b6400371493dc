import { describe, expect, it } from 'vitest';
import type { Claim } from '../api/session-claims';
import { toSession, withSelectedRole } from './session';

const SITE_ADMIN_CLAIMS: Claim[] = [
  { type: 'role', value: 'SiteAdmin' },
  { type: 'PartnerId', value: '3f2a1c9e-5b7d-4e21-9a0c-1d2e3f405101' },
  { type: 'sid', value: '9e2a6c4f8b0d41e3a5c7e9f1b3d5a704' },
  { type: 'name', value: 'Hannah Kowalski' },
  { type: 'email', value: 'site.admin@sandbox.test' },
  { type: 'bff:logout', value: '/bff/logout?sid=9e2a6c4f8b0d41e3a5c7e9f1b3d5a704' },
];

describe('the session', () => {
  it('reads the claims of GET /bff/user', () => {
    expect(toSession(SITE_ADMIN_CLAIMS, null)).toEqual({
      claims: SITE_ADMIN_CLAIMS,
      role: 'SiteAdmin',
      realRole: 'SiteAdmin',
      partnerId: '3f2a1c9e-5b7d-4e21-9a0c-1d2e3f405101',
      sid: '9e2a6c4f8b0d41e3a5c7e9f1b3d5a704',
      name: 'Hannah Kowalski',
      email: 'site.admin@sandbox.test',
      logoutUrl: '/bff/logout?sid=9e2a6c4f8b0d41e3a5c7e9f1b3d5a704',
    });
  });

  it('acts in the stored selectedRole and keeps the claim as realRole', () => {
    const session = toSession(SITE_ADMIN_CLAIMS, 'GroupAdmin');
    expect(session.role).toBe('GroupAdmin');
    expect(session.realRole).toBe('SiteAdmin');
  });

  it('follows a new selectedRole, keeping the same object when nothing changes', () => {
    const session = toSession(SITE_ADMIN_CLAIMS, null);
    expect(withSelectedRole(session, null)).toBe(session);
    expect(withSelectedRole(session, 'GroupAdmin').role).toBe('GroupAdmin');
  });
});
