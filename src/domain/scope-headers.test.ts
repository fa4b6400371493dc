import { describe, expect, it } from 'vitest';
import { scopeHeadersFor } from './scope-headers';
import { EMPTY_SCOPE_SELECTION, type Role, type ScopeSelection } from './scope-selection';

const PARTNER = '3f2a1c9e-5b7d-4e21-9a0c-1d2e3f405101';
const CLAIM_PARTNER = '9d8c7b6a-5b7d-4e21-9a0c-1d2e3f405199';
const COMPANY = '7c1e2d3f-0a4b-4c5d-8e6f-102030405060';
const SITE = 'a0b1c2d3-e4f5-4a6b-8c7d-0e1f20304050';
const GROUP = 'b1c2d3e4-f5a6-4b7c-8d9e-0f1020304050';

/** Everything selected, no role: the stored selections as they are. */
function selection(overrides: Partial<ScopeSelection> = {}): ScopeSelection {
  return {
    ...EMPTY_SCOPE_SELECTION,
    partner: { guid: PARTNER, id: 1, name: 'Northwind Partners' },
    company: { guid: COMPANY, id: 10, name: 'Contoso' },
    site: { guid: SITE, id: 100, name: 'Tokyo', mainId: 5001 },
    group: { guid: GROUP, id: 1000, name: 'Finance', mainId: 7001 },
    partnerIdClaim: CLAIM_PARTNER,
    ...overrides,
  };
}

const ALL = {
  'x-partner-guid': PARTNER,
  'x-company-guid': COMPANY,
  'x-site-guid': SITE,
  'x-group-guid': GROUP,
};

describe('scopeHeadersFor: every /restapi request carries the four headers', () => {
  it('sends the stored selections when no role is known', () => {
    expect(scopeHeadersFor('/restapi/Company/GetCompanyList', selection())).toEqual(ALL);
  });

  it('sends empty strings for levels with no selection', () => {
    expect(scopeHeadersFor('/restapi/Dashboard/GetTopComputers', EMPTY_SCOPE_SELECTION)).toEqual({
      'x-partner-guid': '',
      'x-company-guid': '',
      'x-site-guid': '',
      'x-group-guid': '',
    });
  });

  it('sends only the levels that are selected', () => {
    expect(
      scopeHeadersFor('/restapi/Dashboard/GetTopComputers', selection({ site: null, group: null })),
    ).toEqual({ ...ALL, 'x-site-guid': '', 'x-group-guid': '' });
  });

  it.each(['/bff/user', '/bff/logout', '/index.html', '/restapix/Company/GetCompanyList', '/api/restapi/x'])(
    'sends no scope headers outside /restapi: %s',
    (path) => {
      expect(scopeHeadersFor(path, selection())).toBeNull();
    },
  );
});

describe('scopeHeadersFor: the without-flags', () => {
  it('empties the group header of GetGroups when withoutGroupHeader is set', () => {
    expect(scopeHeadersFor('/restapi/Group/GetGroups', selection({ withoutGroupHeader: true }))).toEqual({
      ...ALL,
      'x-group-guid': '',
    });
  });

  it('keeps the group header of GetGroups when withoutGroupHeader is not set', () => {
    expect(scopeHeadersFor('/restapi/Group/GetGroups', selection())).toEqual(ALL);
  });

  it.each(['/restapi/Group/GetGroupById', '/restapi/Group/GetSiteGroups', '/restapi/Site/GetSites'])(
    'withoutGroupHeader touches GetGroups only, not %s',
    (path) => {
      expect(scopeHeadersFor(path, selection({ withoutGroupHeader: true }))).toEqual(ALL);
    },
  );

  it('empties the site and group headers of GetSites when withoutSiteHeader is set', () => {
    expect(scopeHeadersFor('/restapi/Site/GetSites', selection({ withoutSiteHeader: true }))).toEqual({
      ...ALL,
      'x-site-guid': '',
      'x-group-guid': '',
    });
  });

  it('keeps the site and group headers of GetSites when withoutSiteHeader is not set', () => {
    expect(scopeHeadersFor('/restapi/Site/GetSites', selection())).toEqual(ALL);
  });

  it.each(['/restapi/Site/GetSiteById', '/restapi/Site/GetSitesByCompanyId', '/restapi/Group/GetGroups'])(
    'withoutSiteHeader touches GetSites only, not %s',
    (path) => {
      expect(scopeHeadersFor(path, selection({ withoutSiteHeader: true }))).toEqual(ALL);
    },
  );

  it('matches the two paths whatever their letter case (the server routes ignore it)', () => {
    expect(
      scopeHeadersFor('/restapi/group/getgroups', selection({ withoutGroupHeader: true }))?.['x-group-guid'],
    ).toBe('');
    expect(
      scopeHeadersFor('/restapi/site/getsites', selection({ withoutSiteHeader: true }))?.['x-site-guid'],
    ).toBe('');
  });
});

describe('scopeHeadersFor: by effective role', () => {
  const path = '/restapi/Dashboard/GetCompanyAssets';

  it('AGMSAdmin sends empty partner and company headers', () => {
    expect(scopeHeadersFor(path, selection({ realRole: 'AGMSAdmin' }))).toEqual({
      ...ALL,
      'x-partner-guid': '',
      'x-company-guid': '',
    });
  });

  it('PartnerAdmin sends an empty company header and the stored partner', () => {
    expect(scopeHeadersFor(path, selection({ realRole: 'PartnerAdmin' }))).toEqual({
      ...ALL,
      'x-company-guid': '',
    });
  });

  it.each<Role>(['CompanyAdmin', 'SiteAdmin', 'GroupAdmin'])(
    '%s takes the partner from the PartnerId claim',
    (role) => {
      expect(scopeHeadersFor(path, selection({ realRole: role }))).toEqual({
        ...ALL,
        'x-partner-guid': CLAIM_PARTNER,
      });
    },
  );

  it.each<Role>(['CompanyAdmin', 'SiteAdmin', 'GroupAdmin'])(
    '%s without a PartnerId claim (a Global admin acting at that level) keeps the stored partner',
    (role) => {
      expect(
        scopeHeadersFor(path, selection({ realRole: 'AGMSAdmin', selectedRole: role, partnerIdClaim: null })),
      ).toEqual(ALL);
    },
  );

  it.each<Role>(['SiteAudit', 'GroupAudit'])('%s sends the stored selections as they are', (role) => {
    expect(scopeHeadersFor(path, selection({ realRole: role }))).toEqual(ALL);
  });

  it('the selected role overrides the real role', () => {
    // A Global admin who picked a partner acts as PartnerAdmin: the partner is sent.
    expect(scopeHeadersFor(path, selection({ realRole: 'AGMSAdmin', selectedRole: 'PartnerAdmin' }))).toEqual(
      {
        ...ALL,
        'x-company-guid': '',
      },
    );
    // A company admin whose stored selectedRole is AGMSAdmin is treated as AGMSAdmin.
    expect(scopeHeadersFor(path, selection({ realRole: 'CompanyAdmin', selectedRole: 'AGMSAdmin' }))).toEqual(
      {
        ...ALL,
        'x-partner-guid': '',
        'x-company-guid': '',
      },
    );
  });

  it('role rules and without-flags combine', () => {
    expect(
      scopeHeadersFor(
        '/restapi/Site/GetSites',
        selection({ realRole: 'CompanyAdmin', withoutSiteHeader: true }),
      ),
    ).toEqual({
      'x-partner-guid': CLAIM_PARTNER,
      'x-company-guid': COMPANY,
      'x-site-guid': '',
      'x-group-guid': '',
    });
  });
});
