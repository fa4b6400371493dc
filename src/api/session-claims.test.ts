import { describe, expect, it } from 'vitest';
import { readSessionClaims } from './session-claims';

describe('readSessionClaims', () => {
  it('reads role, partner, sid, name, email and the logout address', () => {
    const claims = readSessionClaims([
      { type: 'role', value: 'CompanyAdmin' },
      { type: 'PartnerId', value: '3f2a1c9e-5b7d-4e21-9a0c-1d2e3f405101' },
      { type: 'sid', value: 'a1b2c3' },
      { type: 'name', value: 'Marcus Webb' },
      { type: 'email', value: 'company.admin@sandbox.test' },
      { type: 'bff:logout', value: '/bff/logout?sid=a1b2c3' },
    ]);
    expect(claims).toEqual({
      role: 'CompanyAdmin',
      partnerId: '3f2a1c9e-5b7d-4e21-9a0c-1d2e3f405101',
      sid: 'a1b2c3',
      name: 'Marcus Webb',
      email: 'company.admin@sandbox.test',
      logoutUrl: '/bff/logout?sid=a1b2c3',
    });
  });

  it('treats an unknown role value as no role, and missing claims as null', () => {
    expect(readSessionClaims([{ type: 'role', value: 'Root' }])).toMatchObject({ role: null, sid: null });
  });
});
