// The seeded world the sandbox tests speak of: the demo accounts by role and the tenants' guids
// (sandbox/seed/tenants.ts seeds them; the seed's version fixes them).

/** The demo accounts, one per role (and the few the tests need besides). */
export const USERS = {
  global: 'global.admin@sandbox.test',
  partner: 'partner.admin@sandbox.test',
  company: 'company.admin@sandbox.test',
  site: 'site.admin@sandbox.test',
  siteAuditor: 'site.auditor@sandbox.test',
  group: 'group.admin@sandbox.test',
  groupAuditor: 'group.auditor@sandbox.test',
  /** A Company Administrator of Fabrikam Manufacturing and Tailspin Toys. */
  multi: 'multi.company.admin@sandbox.test',
  /** A user of Tokyo Seimitsu (TOKYO). */
  tokyo: 'h.yamada@tokyo-seimitsu.example',
} as const;

export type Who = keyof typeof USERS;

/** The demo accounts of the seven roles, from the top of the tenant tree down. */
export const ROLE_ACCOUNTS = [
  'global',
  'partner',
  'company',
  'site',
  'siteAuditor',
  'group',
  'groupAuditor',
] as const satisfies readonly Who[];

// Partners.
export const NORTHWIND = '3f2a1c9e-5b7d-4e21-9a0c-1d2e3f405101';
export const SAKURA = '3f2a1c9e-5b7d-4e21-9a0c-1d2e3f405102';
// Companies.
export const FABRIKAM = '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801001';
export const TAILSPIN = '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801002';
export const TOKYO = '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801003';
// Sites.
export const CHICAGO = 'c47d2e90-6a1b-4f3c-8d2e-9f0a1b2c2001';
export const DETROIT = 'c47d2e90-6a1b-4f3c-8d2e-9f0a1b2c2002';
export const TOKYO_HONSHA = 'c47d2e90-6a1b-4f3c-8d2e-9f0a1b2c2003';
// Groups.
export const FINANCE = 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3001';
export const ENGINEERING = 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3002';
/** Not an AGMS group. */
export const KIOSKS = 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3003';
export const TOKYO_KEIRI = 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3004';
// Computers.
export const FAB_FIN_WS014 = '1a2b3c4d-0001-4e5f-8a9b-000000040001';
export const FAB_FIN_WS022 = '1a2b3c4d-0003-4e5f-8a9b-000000040003';
export const TKY_KEIRI_PC07 = '1a2b3c4d-0007-4e5f-8a9b-000000040007';
// Users.
export const MARCUS_GUID = '5d6e7f80-1a2b-4c3d-9e8f-000000009003';
export const HANNAH_GUID = '5d6e7f80-1a2b-4c3d-9e8f-000000009004';

/** An e-mail no account has (a sign-in or reset for it must look like one for a known account). */
export const NO_ACCOUNT = 'nobody@sandbox.test';
