import { describe, expect, it } from 'vitest';
import type { ApiSchema } from '../../../api/contract-types';
import { computerPageQuery, computerTableFor } from './computer-table';
import { placeFilterOptions } from './place-filter-options';

type Node = ApiSchema<'ScopeTreeNode'>;
const node = (type: Node['type'], guid: string, name: string, childNodes: Node[] = []): Node => ({
  type,
  guid,
  name,
  id: 1,
  mainId: null,
  childNodes,
});
const g = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

// A partner with two companies; both have a "Laptops" group, the second a site named like the first's.
const TREE = [
  node(0, g(1), 'Partner', [
    node(1, g(10), 'Fabrikam', [
      node(2, g(100), 'Chicago', [node(3, g(1000), 'Laptops'), node(3, g(1001), 'Finance')]),
      node(2, g(101), 'Detroit', [node(3, g(1010), 'Kiosks')]),
    ]),
    node(1, g(11), 'Tailspin', [node(2, g(110), 'Chicago', [node(3, g(1100), 'Laptops')])]),
  ]),
];
const NONE = { partner: null, company: null, site: null, group: null };

describe('placeFilterOptions', () => {
  it('offers the sites and groups below the scope, by name, a repeated name with its parent', () => {
    const all = placeFilterOptions(TREE, NONE);
    expect(all.sites).toEqual([
      { value: g(100), label: 'Chicago (Fabrikam)' },
      { value: g(110), label: 'Chicago (Tailspin)' },
      { value: g(101), label: 'Detroit' },
    ]);
    expect(all.groups.map((option) => 'label' in option && option.label)).toEqual([
      'Finance',
      'Kiosks',
      'Laptops (Chicago)',
      'Laptops (Chicago)',
    ]);
  });

  it('keeps to the chosen company, and to the chosen site of the filters', () => {
    const fabrikam = placeFilterOptions(TREE, { ...NONE, company: { guid: g(10) } });
    expect(fabrikam.sites.map((option) => option.value)).toEqual([g(100), g(101)]);
    expect(fabrikam.groups).toEqual([
      { value: g(1001), label: 'Finance' },
      { value: g(1010), label: 'Kiosks' },
      { value: g(1000), label: 'Laptops' },
    ]);
    const chicago = placeFilterOptions(TREE, { ...NONE, company: { guid: g(10) } }, g(100));
    expect(chicago.groups.map((option) => option.value)).toEqual([g(1001), g(1000)]);
  });

  it('offers no site to a group role (its tree starts at its groups)', () => {
    const groups = placeFilterOptions([node(3, g(1000), 'Laptops')], NONE);
    expect(groups).toEqual({ sites: [], groups: [{ value: g(1000), label: 'Laptops' }] });
  });
});

describe('computerTableFor', () => {
  const places = placeFilterOptions(TREE, NONE);
  it('shows the company column only above the company', () => {
    const ids = (showCompany: boolean) =>
      computerTableFor({ showCompany, places }).columns.map((column) => column.id);
    expect(ids(true)).toContain('companyName');
    expect(ids(false)).not.toContain('companyName');
    expect(ids(false)).toEqual(
      expect.arrayContaining(['policyVersion', 'lastIpv6', 'groupName', 'siteName']),
    );
  });

  it('offers the places as choices; one place is no choice (a chip only)', () => {
    const filters = computerTableFor({ showCompany: false, places }).filters!;
    expect(filters.find((filter) => filter.id === 'site')).toMatchObject({ kind: 'enum', searchable: true });
    expect(filters.find((filter) => filter.id === 'site')?.control).toBeUndefined();
    const one = computerTableFor({
      showCompany: false,
      places: { sites: [], groups: [{ value: g(1000), label: 'Laptops' }] },
    }).filters!;
    expect(one.find((filter) => filter.id === 'group')).toMatchObject({ kind: 'enum', control: false });
  });
});

describe('the computer list request', () => {
  it('sends the site and group guids of the filters, and no value that is no guid', () => {
    const asked: unknown[] = [];
    const queries = { Computer_GetActiveOrOffileneComputers: (body: unknown) => asked.push(body) };
    const page = computerPageQuery(queries as never, 'online');
    page({ page: 1, pageSize: 50, filters: { site: g(100), group: g(1000) } });
    page({ page: 1, pageSize: 50, filters: { site: 'Chicago', group: 'x' } });
    expect(asked[0]).toMatchObject({ status: 'online', siteGuid: g(100), groupGuid: g(1000) });
    expect(asked[1]).not.toHaveProperty('siteGuid');
    expect(asked[1]).not.toHaveProperty('groupGuid');
  });
});
