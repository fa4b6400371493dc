import { describe, expect, it } from 'vitest';
import type { RoleName } from '../domain/roles';
import {
  autoScope,
  companyChoiceNeeded,
  needsSiteGroups,
  preselectsCompany,
  reconcileStoredSelection,
  restrictGroupToSite,
  startLookups,
  withPartnerRecord,
  type StartFacts,
} from './start-scope';
import { EMPTY_STORED_SELECTION, type StoredSelection } from './stored-selection';
import { CLAIMS, GUID, TREE } from './testing/scope-fixtures';

const facts = (realRole: RoleName, partnerIdClaim: string | null = GUID.northwind): StartFacts => ({
  realRole,
  partnerIdClaim: realRole === 'AGMSAdmin' ? null : partnerIdClaim,
});
const stored = (patch: Partial<StoredSelection> = {}): StoredSelection => ({
  ...EMPTY_STORED_SELECTION,
  ...patch,
});

const FABRIKAM = { guid: GUID.fabrikam, name: 'Fabrikam Manufacturing', id: 1001, mainId: null };
const CHICAGO = { guid: GUID.chicago, name: 'Chicago HQ', id: 2001, mainId: 5001 };
const DETROIT = { guid: GUID.detroit, name: 'Detroit Plant', id: 2002, mainId: 5002 };
const FINANCE = { guid: GUID.finance, name: 'Finance Workstations', id: 3001, mainId: 7001 };
const KIOSKS = { guid: GUID.kiosks, name: 'Plant Floor Kiosks', id: 3003, mainId: null };

describe('step 1: the stored selection is reconciled with the session', () => {
  it('stores the role claim as realRole', () => {
    expect(reconcileStoredSelection(stored(), facts('SiteAdmin')).realRole).toBe('SiteAdmin');
  });

  it("drops another user's selection (another stored realRole)", () => {
    const previous = stored({
      company: FABRIKAM,
      site: CHICAGO,
      selectedRole: 'SiteAdmin',
      realRole: 'CompanyAdmin',
    });
    expect(reconcileStoredSelection(previous, facts('GroupAdmin'))).toEqual(
      stored({ realRole: 'GroupAdmin' }),
    );
  });

  it("drops another partner's selection", () => {
    const previous = stored({ partner: { guid: GUID.contoso }, company: FABRIKAM, realRole: 'PartnerAdmin' });
    expect(reconcileStoredSelection(previous, facts('PartnerAdmin'))).toEqual(
      stored({ realRole: 'PartnerAdmin' }),
    );
  });

  it("keeps the same user's selection and chosen role", () => {
    const previous = stored({
      partner: { guid: GUID.northwind },
      company: FABRIKAM,
      site: CHICAGO,
      selectedRole: 'SiteAdmin',
      realRole: 'PartnerAdmin',
      withoutSiteHeader: true,
    });
    expect(reconcileStoredSelection(previous, facts('PartnerAdmin'))).toEqual(previous);
  });

  it('keeps a Global Admin acting as a company administrator', () => {
    const previous = stored({
      partner: { guid: GUID.northwind },
      company: FABRIKAM,
      selectedRole: 'CompanyAdmin',
      realRole: 'AGMSAdmin',
    });
    expect(reconcileStoredSelection(previous, facts('AGMSAdmin'))).toEqual(previous);
  });

  it('drops a selectedRole the real role may not take', () => {
    const previous = stored({ company: FABRIKAM, selectedRole: 'PartnerAdmin', realRole: 'CompanyAdmin' });
    expect(reconcileStoredSelection(previous, facts('CompanyAdmin')).selectedRole).toBeNull();
  });
});

describe('step 2: the lookups at start', () => {
  it('the Global Admin needs none', () => {
    expect(startLookups('AGMSAdmin')).toEqual({
      claimsInformation: false,
      partnerLookup: false,
      scopeTree: false,
    });
  });

  it('the Partner Admin looks up the partner', () => {
    expect(startLookups('PartnerAdmin')).toMatchObject({ partnerLookup: true, claimsInformation: false });
  });

  it.each<RoleName>(['CompanyAdmin', 'SiteAdmin', 'SiteAudit', 'GroupAdmin', 'GroupAudit'])(
    '%s skips the partner lookup and reads the claims information',
    (role) => {
      expect(startLookups(role)).toMatchObject({ partnerLookup: false, claimsInformation: true });
    },
  );

  it('preselects the company for the stored real roles of company level and below', () => {
    expect(preselectsCompany('AGMSAdmin')).toBe(false);
    expect(preselectsCompany('PartnerAdmin')).toBe(false);
    for (const role of ['CompanyAdmin', 'SiteAdmin', 'SiteAudit', 'GroupAdmin', 'GroupAudit'] as const) {
      expect(preselectsCompany(role)).toBe(true);
    }
    expect(preselectsCompany(null)).toBe(false);
  });
});

describe('step 3: the scope at start', () => {
  it('leaves the Global Admin where they chose to be', () => {
    const previous = stored({ company: FABRIKAM, selectedRole: 'CompanyAdmin', realRole: 'AGMSAdmin' });
    expect(autoScope({ stored: previous, facts: facts('AGMSAdmin'), claims: null, tree: null })).toBe(
      previous,
    );
  });

  it('gives the Partner Admin their partner (from the claim, named from the tree) and no company', () => {
    const next = autoScope({
      stored: stored({ realRole: 'PartnerAdmin' }),
      facts: facts('PartnerAdmin'),
      claims: null,
      tree: TREE.partner,
    });
    expect(next.partner).toEqual({
      guid: GUID.northwind,
      name: 'Northwind Security Partners',
      id: 101,
      mainId: null,
    });
    expect(next.company).toBeNull();
    expect(next.site).toBeNull();
  });

  it("keeps a Partner Admin's chosen company while the tree has it", () => {
    const previous = stored({
      company: FABRIKAM,
      site: CHICAGO,
      selectedRole: 'SiteAdmin',
      realRole: 'PartnerAdmin',
    });
    const next = autoScope({
      stored: previous,
      facts: facts('PartnerAdmin'),
      claims: null,
      tree: TREE.partner,
    });
    expect(next).toMatchObject({ company: FABRIKAM, site: CHICAGO, selectedRole: 'SiteAdmin' });

    const gone = autoScope({
      stored: stored({
        company: { guid: 'aaaaaaaa-0000-4000-8000-000000000000' },
        selectedRole: 'CompanyAdmin',
        realRole: 'PartnerAdmin',
      }),
      facts: facts('PartnerAdmin'),
      claims: null,
      tree: TREE.partner,
    });
    expect(gone).toMatchObject({ company: null, selectedRole: null });
  });

  it('preselects the company of a Company Administrator, with its id from the tree', () => {
    const next = autoScope({
      stored: stored({ realRole: 'CompanyAdmin' }),
      facts: facts('CompanyAdmin'),
      claims: CLAIMS.companyAdmin,
      tree: TREE.company,
    });
    expect(next).toEqual(stored({ company: FABRIKAM, realRole: 'CompanyAdmin' }));
  });

  it('leaves the company to choose when the claims list several and none is stored', () => {
    const two = {
      ...CLAIMS.companyAdmin,
      companies: [...CLAIMS.companyAdmin.companies, { key: GUID.tailspin, value: 'Tailspin Toys' }],
    };
    const fresh = autoScope({
      stored: stored({ realRole: 'CompanyAdmin' }),
      facts: facts('CompanyAdmin'),
      claims: two,
      tree: TREE.company,
    });
    expect(fresh.company).toBeNull();
    expect(companyChoiceNeeded('CompanyAdmin', two, fresh)).toBe(true);
    // A company stored earlier (chosen before) is kept: no choice again.
    const chosen = autoScope({
      stored: stored({ company: FABRIKAM, realRole: 'CompanyAdmin' }),
      facts: facts('CompanyAdmin'),
      claims: two,
      tree: TREE.company,
    });
    expect(chosen.company).toEqual(FABRIKAM);
    expect(companyChoiceNeeded('CompanyAdmin', two, chosen)).toBe(false);
    // One company: preselected, no choice.
    expect(companyChoiceNeeded('CompanyAdmin', CLAIMS.companyAdmin, stored())).toBe(false);
    // Site and group roles choose too; Partner and Global admins never.
    expect(companyChoiceNeeded('GroupAudit', two, stored())).toBe(true);
    expect(companyChoiceNeeded('PartnerAdmin', two, stored())).toBe(false);
    expect(companyChoiceNeeded('AGMSAdmin', two, stored())).toBe(false);
  });

  it("keeps a Company Administrator's chosen site while it is theirs", () => {
    const chosen = stored({
      company: FABRIKAM,
      site: DETROIT,
      selectedRole: 'SiteAdmin',
      realRole: 'CompanyAdmin',
      withoutSiteHeader: true,
    });
    expect(
      autoScope({
        stored: chosen,
        facts: facts('CompanyAdmin'),
        claims: CLAIMS.companyAdmin,
        tree: TREE.company,
      }),
    ).toEqual(chosen);

    const foreign = stored({
      company: FABRIKAM,
      site: { guid: GUID.seattle },
      selectedRole: 'SiteAdmin',
      realRole: 'CompanyAdmin',
      withoutSiteHeader: true,
    });
    expect(
      autoScope({
        stored: foreign,
        facts: facts('CompanyAdmin'),
        claims: CLAIMS.companyAdmin,
        tree: TREE.company,
      }),
    ).toEqual(stored({ company: FABRIKAM, realRole: 'CompanyAdmin' }));
  });

  it('scopes a Site Administrator to their first site, with its main id, and preselects the company', () => {
    const next = autoScope({
      stored: stored({ realRole: 'SiteAdmin' }),
      facts: facts('SiteAdmin'),
      claims: CLAIMS.siteAdmin,
      tree: TREE.siteAdmin,
    });
    expect(next).toEqual(
      stored({
        company: { guid: GUID.fabrikam, name: 'Fabrikam Manufacturing' },
        site: CHICAGO,
        realRole: 'SiteAdmin',
      }),
    );
  });

  it("keeps a Site Administrator's other site when they chose it, else takes the first", () => {
    const tree = [TREE.partner[0]!.childNodes[0]!.childNodes[1]!, TREE.siteAdmin[0]!];
    const chosen = autoScope({
      stored: stored({ site: CHICAGO, realRole: 'SiteAdmin' }),
      facts: facts('SiteAdmin'),
      claims: CLAIMS.twoSites,
      tree,
    });
    expect(chosen.site).toEqual(CHICAGO);
    const fresh = autoScope({
      stored: stored({ realRole: 'SiteAdmin' }),
      facts: facts('SiteAdmin'),
      claims: CLAIMS.twoSites,
      tree,
    });
    expect(fresh.site).toEqual(DETROIT);
  });

  it('scopes a Site Auditor to the first site too', () => {
    const next = autoScope({
      stored: stored({ realRole: 'SiteAudit' }),
      facts: facts('SiteAudit'),
      claims: CLAIMS.siteAdmin,
      tree: TREE.siteAdmin,
    });
    expect(next.site).toEqual(CHICAGO);
    expect(next.group).toBeNull();
  });

  it("keeps a site role's chosen group only when it is theirs", () => {
    const chosen = stored({
      site: CHICAGO,
      group: FINANCE,
      selectedRole: 'GroupAdmin',
      realRole: 'SiteAdmin',
    });
    expect(
      autoScope({
        stored: chosen,
        facts: facts('SiteAdmin'),
        claims: CLAIMS.siteAdmin,
        tree: TREE.siteAdmin,
      }),
    ).toMatchObject({
      group: FINANCE,
      selectedRole: 'GroupAdmin',
    });
    const foreign = stored({
      site: CHICAGO,
      group: KIOSKS,
      selectedRole: 'GroupAdmin',
      realRole: 'SiteAdmin',
    });
    expect(
      autoScope({
        stored: foreign,
        facts: facts('SiteAdmin'),
        claims: CLAIMS.siteAdmin,
        tree: TREE.siteAdmin,
      }),
    ).toMatchObject({
      group: null,
      selectedRole: null,
    });
  });

  it.each<RoleName>(['GroupAdmin', 'GroupAudit'])(
    'scopes a %s to the first group and its only site',
    (role) => {
      const next = autoScope({
        stored: stored({ realRole: role }),
        facts: facts(role),
        claims: CLAIMS.groupAdmin,
        tree: TREE.groupAdmin,
      });
      expect(next).toEqual(
        stored({
          company: { guid: GUID.fabrikam, name: 'Fabrikam Manufacturing' },
          site: { guid: GUID.chicago, name: 'Chicago HQ' },
          group: FINANCE,
          realRole: role,
        }),
      );
    },
  );

  it('leaves the site empty for a group role whose groups lie in several sites', () => {
    const next = autoScope({
      stored: stored({ realRole: 'GroupAdmin' }),
      facts: facts('GroupAdmin'),
      claims: CLAIMS.twoSites,
      tree: null,
    });
    expect(next.group).toEqual({ guid: GUID.kiosks, name: 'Plant Floor Kiosks' });
    expect(next.site).toBeNull();
  });

  it('works without the tree (names only) and with empty claims', () => {
    const next = autoScope({
      stored: stored({ realRole: 'CompanyAdmin' }),
      facts: facts('CompanyAdmin'),
      claims: CLAIMS.companyAdmin,
      tree: null,
    });
    expect(next.company).toEqual({ guid: GUID.fabrikam, name: 'Fabrikam Manufacturing' });
    const empty = autoScope({
      stored: stored({ realRole: 'SiteAdmin' }),
      facts: facts('SiteAdmin'),
      claims: null,
      tree: null,
    });
    expect(empty).toEqual(stored({ realRole: 'SiteAdmin' }));
  });
});

describe('step 3b: the partner lookup names the Partner Admin’s partner', () => {
  const record = { id: 101, guid: GUID.northwind, name: 'Northwind Security Partners' };
  it('takes the id and name of the record of the stored partner', () => {
    const next = withPartnerRecord(stored({ partner: { guid: GUID.northwind } }), record);
    expect(next.partner).toEqual({ guid: GUID.northwind, id: 101, name: 'Northwind Security Partners' });
  });
  it('changes nothing for another partner or none', () => {
    const other = stored({ partner: { guid: GUID.contoso } });
    expect(withPartnerRecord(other, record)).toBe(other);
    const none = stored();
    expect(withPartnerRecord(none, record)).toBe(none);
  });
});

describe("step 4: a real site admin's group belongs to the site", () => {
  const selection = stored({
    company: FABRIKAM,
    site: CHICAGO,
    group: FINANCE,
    selectedRole: 'GroupAdmin',
    realRole: 'SiteAdmin',
    withoutGroupHeader: true,
  });

  it('keeps the group when GetAllGroupsForSite lists it', () => {
    expect(restrictGroupToSite(selection, [GUID.finance.toUpperCase(), GUID.engineering])).toBe(selection);
  });

  it('drops it, and the group role, when it does not', () => {
    expect(restrictGroupToSite(selection, [GUID.engineering])).toEqual({
      ...selection,
      group: null,
      selectedRole: null,
      withoutGroupHeader: false,
    });
  });

  it('applies to a real site admin with a site only', () => {
    expect(needsSiteGroups('SiteAdmin', selection)).toBe(true);
    expect(needsSiteGroups('SiteAudit', selection)).toBe(false);
    expect(needsSiteGroups('CompanyAdmin', selection)).toBe(false);
    expect(needsSiteGroups('SiteAdmin', { ...selection, site: null })).toBe(false);
  });
});
