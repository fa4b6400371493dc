import { describe, expect, it } from 'vitest';
import { scopeHeadersFor } from '../domain/scope-headers';
import { findScopeNode } from '../session/scope-tree';
import { EMPTY_STORED_SELECTION, type StoredSelection } from '../session/stored-selection';
import { GUID, TREE } from '../session/testing/scope-fixtures';
import {
  globalSelection,
  offersGlobal,
  selectionForChoice,
  sessionSyncUrl,
  type ScopeChoice,
} from './scope-choice';

const choice = (tree: Parameters<typeof findScopeNode>[0], guid: string): ScopeChoice => {
  const found = findScopeNode(tree, guid);
  if (!found) throw new Error(`no node ${guid}`);
  return found;
};
const stored = (patch: Partial<StoredSelection>): StoredSelection => ({
  ...EMPTY_STORED_SELECTION,
  ...patch,
});
const headers = (
  selection: StoredSelection,
  partnerIdClaim: string | null,
  path = '/restapi/Dashboard/GetTopComputers',
) => {
  const result = scopeHeadersFor(path, { ...selection, partnerIdClaim });
  if (!result) throw new Error(`${path} carries no scope headers`);
  return result;
};

describe('choosing a node of the scope tree', () => {
  const global = stored({ realRole: 'AGMSAdmin' });

  it('a partner: role PartnerAdmin, the partner only', () => {
    const next = selectionForChoice(choice(TREE.global, GUID.northwind), global);
    expect(next).toEqual(
      stored({
        realRole: 'AGMSAdmin',
        selectedRole: 'PartnerAdmin',
        partner: { guid: GUID.northwind, name: 'Northwind Security Partners', id: 101, mainId: null },
      }),
    );
    expect(headers(next, null)).toEqual({
      'x-partner-guid': GUID.northwind,
      'x-company-guid': '',
      'x-site-guid': '',
      'x-group-guid': '',
    });
  });

  it('a company: role CompanyAdmin, its partner and the company', () => {
    const next = selectionForChoice(choice(TREE.global, GUID.fabrikam), global);
    expect(next).toMatchObject({
      selectedRole: 'CompanyAdmin',
      partner: { guid: GUID.northwind },
      company: { guid: GUID.fabrikam, id: 1001 },
      site: null,
      group: null,
    });
    expect(headers(next, null)).toEqual({
      'x-partner-guid': GUID.northwind,
      'x-company-guid': GUID.fabrikam,
      'x-site-guid': '',
      'x-group-guid': '',
    });
  });

  it('a site: role SiteAdmin, its path, and the sites picker lists the whole company', () => {
    const next = selectionForChoice(choice(TREE.global, GUID.chicago), global);
    expect(next).toMatchObject({
      selectedRole: 'SiteAdmin',
      company: { guid: GUID.fabrikam },
      site: { guid: GUID.chicago, mainId: 5001 },
      group: null,
      withoutSiteHeader: true,
      withoutGroupHeader: false,
    });
    expect(headers(next, null)['x-site-guid']).toBe(GUID.chicago);
    expect(headers(next, null, '/restapi/Site/GetSites')['x-site-guid']).toBe('');
  });

  it('a group: role GroupAdmin, its path, with both pickers listing everything', () => {
    const next = selectionForChoice(choice(TREE.global, GUID.finance), global);
    expect(next).toMatchObject({
      selectedRole: 'GroupAdmin',
      site: { guid: GUID.chicago },
      group: { guid: GUID.finance, mainId: 7001 },
      withoutGroupHeader: true,
      withoutSiteHeader: true,
    });
    expect(headers(next, null)).toEqual({
      'x-partner-guid': GUID.northwind,
      'x-company-guid': GUID.fabrikam,
      'x-site-guid': GUID.chicago,
      'x-group-guid': GUID.finance,
    });
    expect(headers(next, null, '/restapi/Group/GetGroups')['x-group-guid']).toBe('');
  });

  it('clears the levels below the chosen node', () => {
    const deep = selectionForChoice(choice(TREE.global, GUID.finance), global);
    const up = selectionForChoice(choice(TREE.global, GUID.tailspin), deep);
    expect(up).toMatchObject({
      company: { guid: GUID.tailspin },
      site: null,
      group: null,
      withoutSiteHeader: false,
      withoutGroupHeader: false,
    });
  });

  it("keeps a company admin's partner claim in the headers (their tree starts at the company)", () => {
    const companyAdmin = stored({ realRole: 'CompanyAdmin', company: { guid: GUID.fabrikam } });
    const next = selectionForChoice(choice(TREE.company, GUID.detroit), companyAdmin);
    expect(next).toMatchObject({
      partner: null,
      company: { guid: GUID.fabrikam },
      site: { guid: GUID.detroit },
      selectedRole: 'SiteAdmin',
      withoutSiteHeader: true,
    });
    expect(headers(next, GUID.northwind)).toEqual({
      'x-partner-guid': GUID.northwind,
      'x-company-guid': GUID.fabrikam,
      'x-site-guid': GUID.detroit,
      'x-group-guid': '',
    });
  });

  it("keeps a site admin's company, and lists only the site's groups for them", () => {
    const siteAdmin = stored({
      realRole: 'SiteAdmin',
      company: { guid: GUID.fabrikam },
      site: { guid: GUID.chicago },
    });
    const next = selectionForChoice(choice(TREE.siteAdmin, GUID.engineering), siteAdmin);
    expect(next).toMatchObject({
      company: { guid: GUID.fabrikam },
      site: { guid: GUID.chicago },
      group: { guid: GUID.engineering },
      selectedRole: 'GroupAdmin',
      withoutSiteHeader: false,
      withoutGroupHeader: true,
    });
  });

  it('leaves the site empty for a group chosen from a tree of groups', () => {
    const groupAdmin = stored({
      realRole: 'GroupAdmin',
      company: { guid: GUID.fabrikam },
      site: { guid: GUID.chicago },
      group: { guid: GUID.finance },
    });
    const next = selectionForChoice(choice(TREE.groupAdmin, GUID.engineering), groupAdmin);
    expect(next).toMatchObject({
      site: null,
      group: { guid: GUID.engineering },
      selectedRole: 'GroupAdmin',
      withoutGroupHeader: false,
    });
  });

  it('keeps an auditor an auditor', () => {
    const auditor = stored({ realRole: 'SiteAudit', company: { guid: GUID.fabrikam } });
    expect(selectionForChoice(choice(TREE.siteAdmin, GUID.finance), auditor).selectedRole).toBe('GroupAudit');
  });
});

describe('the Global choice', () => {
  it('clears company, site, group and partner, and sends empty headers', () => {
    const chosen = selectionForChoice(choice(TREE.global, GUID.finance), stored({ realRole: 'AGMSAdmin' }));
    const next = globalSelection(chosen);
    expect(next).toEqual(stored({ realRole: 'AGMSAdmin' }));
    expect(headers(next, null)).toEqual({
      'x-partner-guid': '',
      'x-company-guid': '',
      'x-site-guid': '',
      'x-group-guid': '',
    });
  });

  it('is offered to the Global Admin only', () => {
    expect(offersGlobal('AGMSAdmin')).toBe(true);
    for (const role of [
      'PartnerAdmin',
      'CompanyAdmin',
      'SiteAdmin',
      'SiteAudit',
      'GroupAdmin',
      'GroupAudit',
    ] as const) {
      expect(offersGlobal(role)).toBe(false);
    }
  });
});

describe('the legacy session-sync address', () => {
  const base = 'http://127.0.0.1:8081/';

  it('is the dashboard by partnerId for a partner', () => {
    const next = selectionForChoice(choice(TREE.global, GUID.northwind), stored({ realRole: 'AGMSAdmin' }));
    const url = new URL(sessionSyncUrl(base, next, 0)!);
    expect(url.origin).toBe('http://127.0.0.1:8081');
    expect(url.pathname.toLowerCase()).toContain('dashboard');
    expect([...url.searchParams]).toEqual([['partnerId', GUID.northwind]]);
  });

  it('is the dashboard by companyId for a company, a site or a group', () => {
    for (const guid of [GUID.fabrikam, GUID.chicago, GUID.finance]) {
      const found = choice(TREE.global, guid);
      const next = selectionForChoice(found, stored({ realRole: 'AGMSAdmin' }));
      const url = new URL(sessionSyncUrl(base, next, found.node.type)!);
      expect(url.origin).toBe('http://127.0.0.1:8081');
      expect(url.pathname.toLowerCase()).toContain('dashboard');
      expect([...url.searchParams]).toEqual([['companyId', GUID.fabrikam]]);
    }
  });

  it('is none without a legacy server', () => {
    expect(sessionSyncUrl(null, stored({ company: { guid: GUID.fabrikam } }), 1)).toBeNull();
    expect(sessionSyncUrl('', stored({ company: { guid: GUID.fabrikam } }), 1)).toBeNull();
  });
});
