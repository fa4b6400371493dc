import { describe, expect, it } from 'vitest';
import { EMPTY_SCOPE_SELECTION, type ScopeSelection } from './scope-selection';
import {
  LEGACY_PAGES,
  legacyDashboardSyncUrl,
  legacyLogOffUrl,
  legacyPageUrl,
  roleParameters,
  type LegacyPageId,
} from './legacy-pages';

const BASE = 'http://legacy.test:8081';

const groupAdmin: ScopeSelection = {
  ...EMPTY_SCOPE_SELECTION,
  realRole: 'GroupAdmin',
  partnerIdClaim: 'p-guid',
  company: { guid: 'c-guid' },
  site: { guid: 's-guid', mainId: 5 },
  group: { guid: 'g-guid', mainId: 77 },
};

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('legacy page URLs', () => {
  it('builds a policy page URL with its policy type id, the group main id and the role parameter set', () => {
    const result = legacyPageUrl('trusted-folders', groupAdmin, BASE);
    expect(result.ok).toBe(true);
    const url = new URL((result as { url: string }).url);
    expect(url.origin).toBe(BASE);
    expect(url.pathname).toBe('/Policy/TrustedFolders');
    expect(params(url.toString())).toEqual({
      mainId: '77',
      policyType: '14',
      role: 'GroupAdmin',
      partnerGuid: 'p-guid',
      companyGuid: 'c-guid',
      siteGuid: 's-guid',
      groupGuid: 'g-guid',
    });
  });

  it('says which main id is missing instead of building a URL', () => {
    const noGroup: ScopeSelection = { ...groupAdmin, group: { guid: 'g', mainId: null } };
    expect(legacyPageUrl('default-enclave', noGroup, BASE)).toEqual({ ok: false, missingMainId: 'group' });
    const noSite: ScopeSelection = { ...groupAdmin, realRole: 'SiteAdmin', site: { guid: 's' } };
    expect(legacyPageUrl('site-overview', noSite, BASE)).toEqual({ ok: false, missingMainId: 'site' });
  });

  it('opens policy tuning on the default enclave target', () => {
    const result = legacyPageUrl('policy-tuning', groupAdmin, BASE) as { url: string };
    expect(new URL(result.url).pathname).toBe(LEGACY_PAGES['default-enclave'].path);
    expect(params(result.url)).toMatchObject({ policyType: '10', mode: 'tuning', mainId: '77' });
  });

  it('frames the partner view list with view=partner for a Partner Admin only', () => {
    const partner: ScopeSelection = {
      ...EMPTY_SCOPE_SELECTION,
      realRole: 'PartnerAdmin',
      partner: { guid: 'p-1' },
    };
    const url = (legacyPageUrl('manage-license', partner, BASE) as { url: string }).url;
    expect(params(url)).toEqual({ role: 'PartnerAdmin', partnerGuid: 'p-1', view: 'partner' });
    const global: ScopeSelection = { ...EMPTY_SCOPE_SELECTION, realRole: 'AGMSAdmin' };
    expect(params((legacyPageUrl('install-package', global, BASE) as { url: string }).url)).toEqual({
      role: 'AGMSAdmin',
    });
  });

  it('sends the scope down to the role\u2019s level only, the selected role over the real one', () => {
    const globalAsCompany: ScopeSelection = {
      ...EMPTY_SCOPE_SELECTION,
      realRole: 'AGMSAdmin',
      selectedRole: 'CompanyAdmin',
      partner: { guid: 'p-2' },
      company: { guid: 'c-2' },
      site: { guid: 's-2' },
    };
    expect(roleParameters(globalAsCompany)).toEqual({
      role: 'CompanyAdmin',
      partnerGuid: 'p-2',
      companyGuid: 'c-2',
    });
    expect(roleParameters(EMPTY_SCOPE_SELECTION)).toEqual({});
  });

  it('gives every page a path of its own, except policy tuning which opens the default enclave', () => {
    const paths = (Object.keys(LEGACY_PAGES) as LegacyPageId[])
      .filter((id) => id !== 'policy-tuning')
      .map((id) => LEGACY_PAGES[id].path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('the legacy base URL (from the backend)', () => {
  it('keeps a path prefix of the base URL and drops its trailing slashes', () => {
    const result = legacyPageUrl('networks', groupAdmin, 'https://mgmt.example.com/app//') as { url: string };
    expect(result.url.startsWith('https://mgmt.example.com/app/Network/List?')).toBe(true);
  });

  it('is the only host and port the URLs carry: none is built in', () => {
    const result = legacyPageUrl('networks', groupAdmin, 'http://127.0.0.1:19101') as { url: string };
    expect(new URL(result.url).origin).toBe('http://127.0.0.1:19101');
    expect(legacyDashboardSyncUrl({ companyId: 'c-1' }, 'http://127.0.0.1:19101/')).toBe(
      'http://127.0.0.1:19101/Dashboard/Index?companyId=c-1',
    );
  });
});

describe('session-sync frames', () => {
  it('loads the legacy dashboard by partner or company and logs off by sid', () => {
    expect(legacyDashboardSyncUrl({ partnerId: 'p-1' }, BASE)).toBe(`${BASE}/Dashboard/Index?partnerId=p-1`);
    expect(legacyDashboardSyncUrl({ companyId: 'c-1' }, BASE)).toBe(`${BASE}/Dashboard/Index?companyId=c-1`);
    expect(legacyLogOffUrl('s/1', BASE)).toBe(`${BASE}/Account/LogOff?sid=s%2F1`);
  });
});
