// The contract's named data set, as a scope tree and claims information, for the unit tests of
// role resolution, scope choice and the scope dialog.
import type { ScopeTreeNode } from '../scope-tree';
import type { ClaimsInformation } from '../start-scope';

export const GUID = {
  northwind: '3f2a1c9e-5b7d-4e21-9a0c-1d2e3f405101',
  contoso: '3f2a1c9e-5b7d-4e21-9a0c-1d2e3f405102',
  fabrikam: '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801001',
  tailspin: '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801002',
  chicago: 'c47d2e90-6a1b-4f3c-8d2e-9f0a1b2c2001',
  detroit: 'c47d2e90-6a1b-4f3c-8d2e-9f0a1b2c2002',
  seattle: 'c47d2e90-6a1b-4f3c-8d2e-9f0a1b2c2006',
  finance: 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3001',
  engineering: 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3002',
  kiosks: 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3003',
  design: 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3008',
} as const;

const node = (
  type: ScopeTreeNode['type'],
  guid: string,
  name: string,
  id: number,
  mainId: number | null,
  childNodes: ScopeTreeNode[] = [],
): ScopeTreeNode => ({ type, guid, name, id, mainId, childNodes });

export const finance = node(3, GUID.finance, 'Finance Workstations', 3001, 7001);
export const engineering = node(3, GUID.engineering, 'Engineering Laptops', 3002, 7002);
export const kiosks = node(3, GUID.kiosks, 'Plant Floor Kiosks', 3003, null);
export const design = node(3, GUID.design, 'Design Workstations', 3008, 7008);
export const chicago = node(2, GUID.chicago, 'Chicago HQ', 2001, 5001, [finance, engineering]);
export const detroit = node(2, GUID.detroit, 'Detroit Plant', 2002, 5002, [kiosks]);
export const seattle = node(2, GUID.seattle, 'Seattle Studio', 2006, 5006, [design]);
export const fabrikam = node(1, GUID.fabrikam, 'Fabrikam Manufacturing', 1001, null, [chicago, detroit]);
export const tailspin = node(1, GUID.tailspin, 'Tailspin Toys', 1002, null, [seattle]);
export const northwind = node(0, GUID.northwind, 'Northwind Security Partners', 101, null, [
  fabrikam,
  tailspin,
]);
export const contoso = node(0, GUID.contoso, 'Contoso Partners Japan', 102, null, []);

/** The trees GetScopeTree answers, by the session's role. */
export const TREE = {
  global: [northwind, contoso],
  partner: [northwind],
  company: [fabrikam],
  siteAdmin: [chicago],
  groupAdmin: [finance, engineering],
};

const kv = (key: string, value: string) => ({ key, value });

/** GetUserClaimsInformation's entityData, by demo account. */
export const CLAIMS: Record<'companyAdmin' | 'siteAdmin' | 'twoSites' | 'groupAdmin', ClaimsInformation> = {
  companyAdmin: {
    partnerId: GUID.northwind,
    companies: [kv(GUID.fabrikam, 'Fabrikam Manufacturing')],
    sites: [kv(GUID.chicago, 'Chicago HQ'), kv(GUID.detroit, 'Detroit Plant')],
    groups: [
      kv(GUID.finance, 'Finance Workstations'),
      kv(GUID.engineering, 'Engineering Laptops'),
      kv(GUID.kiosks, 'Plant Floor Kiosks'),
    ],
  },
  siteAdmin: {
    partnerId: GUID.northwind,
    companies: [kv(GUID.fabrikam, 'Fabrikam Manufacturing')],
    sites: [kv(GUID.chicago, 'Chicago HQ')],
    groups: [kv(GUID.finance, 'Finance Workstations'), kv(GUID.engineering, 'Engineering Laptops')],
  },
  twoSites: {
    partnerId: GUID.northwind,
    companies: [kv(GUID.fabrikam, 'Fabrikam Manufacturing')],
    sites: [kv(GUID.detroit, 'Detroit Plant'), kv(GUID.chicago, 'Chicago HQ')],
    groups: [kv(GUID.kiosks, 'Plant Floor Kiosks'), kv(GUID.finance, 'Finance Workstations')],
  },
  groupAdmin: {
    partnerId: GUID.northwind,
    companies: [kv(GUID.fabrikam, 'Fabrikam Manufacturing')],
    sites: [kv(GUID.chicago, 'Chicago HQ')],
    groups: [kv(GUID.finance, 'Finance Workstations'), kv(GUID.engineering, 'Engineering Laptops')],
  },
};
