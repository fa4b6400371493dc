import { describe, expect, it } from 'vitest';
import { EMPTY_STORED_SELECTION } from '../../../session/stored-selection';
import { GUID, TREE } from '../../../session/testing/scope-fixtures';
import { companyChoices, filterChoices, selectionForCompany } from './company-choices';

const twoCompanies = {
  partnerId: GUID.northwind,
  companies: [
    { key: GUID.tailspin, value: 'Tailspin Toys' },
    { key: GUID.fabrikam, value: 'Fabrikam Manufacturing' },
  ],
  sites: [],
  groups: [],
};

describe('the companies to choose from', () => {
  it('are a company-level user’s claims, in their order, with the tree’s details', () => {
    const choices = companyChoices('CompanyAdmin', TREE.partner, twoCompanies);
    expect(choices.map((c) => c.node.name)).toEqual(['Tailspin Toys', 'Fabrikam Manufacturing']);
    expect(choices[1]!.node.id).toBe(1001);
  });

  it('come from the claims alone where the tree starts below the companies (a site role)', () => {
    const choices = companyChoices('SiteAdmin', [], twoCompanies);
    expect(choices.map((c) => [c.node.type, c.node.guid, c.path])).toEqual([
      [1, GUID.tailspin, []],
      [1, GUID.fabrikam, []],
    ]);
  });

  it('are every company of the tree for a Partner Admin, with the partner’s name', () => {
    const choices = companyChoices('PartnerAdmin', TREE.partner, null);
    expect(choices.length).toBeGreaterThan(1);
    expect(choices.every((c) => c.node.type === 1 && c.partnerName !== null)).toBe(true);
    expect(filterChoices(choices, 'tail').map((c) => c.node.name)).toEqual(['Tailspin Toys']);
  });
});

describe('a choice', () => {
  it('stores the company and its level’s role, as the scope dialog does', () => {
    const [tailspin] = companyChoices('PartnerAdmin', TREE.partner, null).filter(
      (c) => c.node.guid === GUID.tailspin,
    );
    const next = selectionForCompany(tailspin!, { ...EMPTY_STORED_SELECTION, realRole: 'PartnerAdmin' });
    expect(next).toMatchObject({
      partner: { guid: GUID.northwind },
      company: { guid: GUID.tailspin, id: 1002, name: 'Tailspin Toys' },
      site: null,
      group: null,
      selectedRole: 'CompanyAdmin',
    });
  });

  it('keeps a site role in its own role', () => {
    const [first] = companyChoices('SiteAudit', [], twoCompanies);
    const next = selectionForCompany(first!, { ...EMPTY_STORED_SELECTION, realRole: 'SiteAudit' });
    expect(next).toMatchObject({ company: { guid: GUID.tailspin }, selectedRole: null });
  });
});
