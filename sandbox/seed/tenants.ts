// The tenant tree: the named data set of the contract's examples first (same ids, guids and
// names), then generated partners, companies, sites, groups, computers and users around it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { projectRoot } from '../config';
import { hashPasswordSync } from '../passwords';
import { insertRows, type SeedContext } from './context';
import * as N from './names';

export const DEMO_PASSWORD = 'Sandbox-Demo-1';

interface Dataset {
  partners: Array<{
    id: number;
    guid: string;
    name: string;
    shortName: string;
    contactName: string;
    phone: string;
    email: string;
    agms: boolean;
  }>;
  companies: Array<
    Record<string, string | number> & { companyId: number; companyGuid: string; partnerId: number }
  >;
  sites: Array<{ siteId: number; siteGuid: string; mainId: number; companyId: number; name: string }>;
  groups: Array<{
    groupId: number;
    groupGuid: string;
    mainId: number | null;
    siteId: number;
    name: string;
    agms: boolean;
  }>;
  computers: Array<{
    computerId: number;
    computerGuid: string;
    name: string;
    groupId: number;
    os: string;
    protectionMode: string;
    online: boolean;
    agentVersion: string;
    policyVersion: string;
    ipv4: string;
    ipv6: string | null;
  }>;
  users: Array<{
    userId: number;
    userGuid: string;
    firstName: string;
    lastName: string;
    email: string;
    role: string;
    partnerId?: number;
    companyId?: number;
    siteId?: number;
    groupId?: number;
  }>;
}

export function loadDataset(): Dataset {
  return parse(readFileSync(path.join(projectRoot, 'openapi/examples/dataset.yaml'), 'utf8')) as Dataset;
}

export interface TenantIds {
  companyIds: number[];
  siteIds: number[];
  groupIds: number[];
  computerIds: number[];
}

/** Fabrikam Manufacturing: the company of company.admin@sandbox.test and of the site and group accounts. */
const DEMO_COMPANY_ID = 1001;

/** multi.company.admin@sandbox.test: Company Administrator of Fabrikam Manufacturing and Tailspin Toys. */
const MULTI_COMPANY_ADMIN = {
  id: 8999,
  guid: '5d6e7f80-1a2b-4c3d-9e8f-000000008999',
  firstName: 'Jordan',
  lastName: 'Ellis',
  email: 'multi.company.admin@sandbox.test',
  partnerId: 101,
  /** Their own company (users.company_id) first. */
  companyIds: [DEMO_COMPANY_ID, 1002],
} as const;

export async function seedTenants(ctx: SeedContext): Promise<TenantIds> {
  const { db, sizes, now } = ctx;
  const rng = ctx.random('tenants');
  const data = loadDataset();

  // Partners
  const partners = data.partners.map((p) => [
    p.id,
    p.guid,
    p.name,
    p.shortName,
    p.contactName,
    p.phone,
    p.email,
    p.agms,
  ]);
  for (let i = 0; partners.length < sizes.partners; i++) {
    const name = N.PARTNER_NAMES[i % N.PARTNER_NAMES.length]!;
    const first = rng.pick(N.FIRST_NAMES);
    const last = rng.pick(N.LAST_NAMES);
    partners.push([
      101 + partners.length,
      rng.uuid(),
      name,
      name
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 4)
        .toUpperCase() || `PT${i}`,
      `${first} ${last}`,
      `+1 555 01${String(rng.int(10, 99))}`,
      `${first.toLowerCase()}.${last.toLowerCase()}@partner${i}.example`,
      rng.chance(0.8),
    ]);
  }
  await insertRows(
    db,
    'partners',
    [
      ['id', 'int'],
      ['guid', 'uuid'],
      ['name', 'text'],
      ['short_name', 'text'],
      ['contact_name', 'text'],
      ['phone', 'text'],
      ['email', 'text'],
      ['agms', 'boolean'],
    ],
    partners,
  );

  // Companies
  const companies: unknown[][] = data.companies.map((c) => [
    c.companyId,
    c.companyGuid,
    c.partnerId,
    c.companyName,
    c.shortName,
    c.address1,
    c.address2 || null,
    c.city,
    c.state,
    c.postalCode,
    c.country,
    c.contactName,
    c.phone,
    c.ext || null,
    c.fax || null,
    c.email,
    c.licenseStatus,
    new Date(now.getTime() - (400 - (Number(c.companyId) % 100)) * 86_400_000),
  ]);
  let companyId = 1009;
  const usedNames = new Set(companies.map((c) => c[3]));
  for (const p of partners) {
    const partnerId = p[0] as number;
    const existing = companies.filter((c) => c[2] === partnerId).length;
    const target = rng.int(...sizes.companiesPerPartner);
    for (let i = existing; i < target; i++) {
      const japanese = rng.chance(partnerId === 102 ? 0.9 : 0.15);
      let name = '';
      for (let tries = 0; tries < 20 && (!name || usedNames.has(name)); tries++) {
        name = japanese
          ? `${rng.pick(N.COMPANY_WORDS_JA)}${rng.pick(N.COMPANY_KINDS_JA)}株式会社`
          : `${rng.pick(N.COMPANY_WORDS_EN)} ${rng.pick(N.COMPANY_KINDS_EN)}`;
      }
      if (usedNames.has(name)) name = `${name} ${companyId}`;
      usedNames.add(name);
      const [city, state, postal] = japanese ? rng.pick(N.CITIES_JP) : rng.pick(N.CITIES_US);
      const first = japanese ? rng.pick(N.LAST_NAMES_JA) : rng.pick(N.FIRST_NAMES);
      const last = japanese ? rng.pick(N.FIRST_NAMES_JA) : rng.pick(N.LAST_NAMES);
      const short = `${
        name
          .replace(/[^A-Za-z]/g, '')
          .toUpperCase()
          .slice(0, 8) || 'JP'
      }${companyId}`.slice(0, 15);
      companies.push([
        companyId,
        rng.uuid(),
        partnerId,
        name,
        short.length >= 4 ? short : `CO${companyId}`,
        japanese
          ? `中央区${rng.int(1, 9)}-${rng.int(1, 30)}-${rng.int(1, 20)}`
          : `${rng.int(10, 9999)} ${rng.pick(['Main St', 'Market St', 'Oak Ave', 'Commerce Dr', 'Lake Blvd'])}`,
        null,
        city,
        state,
        postal,
        japanese ? 'Japan' : 'United States',
        `${first} ${last}`,
        japanese
          ? `+81 ${rng.int(3, 9)} 5555 0${rng.int(100, 999)}`
          : `+1 ${rng.int(201, 989)} 555 0${rng.int(100, 199)}`,
        null,
        null,
        `it@${short.toLowerCase()}.example`,
        rng.weighted([
          ['activated', 80],
          ['notActivated', 8],
          ['expired', 8],
          ['deactivated', 4],
        ] as const),
        rng.dateBefore(now, 900),
      ]);
      companyId++;
    }
  }
  await insertRows(
    db,
    'companies',
    [
      ['id', 'int'],
      ['guid', 'uuid'],
      ['partner_id', 'int'],
      ['name', 'text'],
      ['short_name', 'text'],
      ['address1', 'text'],
      ['address2', 'text'],
      ['city', 'text'],
      ['state', 'text'],
      ['postal_code', 'text'],
      ['country', 'text'],
      ['contact_name', 'text'],
      ['phone', 'text'],
      ['ext', 'text'],
      ['fax', 'text'],
      ['email', 'text'],
      ['license_status', 'text'],
      ['created_on', 'timestamptz'],
    ],
    companies,
  );

  // Sites
  const sites: unknown[][] = data.sites.map((s) => [s.siteId, s.siteGuid, s.companyId, s.mainId, s.name]);
  let siteId = 2007;
  for (const c of companies) {
    const cid = c[0] as number;
    const japanese = c[10] === 'Japan';
    const existing = sites.filter((s) => s[2] === cid).length;
    const target = existing > 0 ? existing : rng.int(...sizes.sitesPerCompany);
    const pool = japanese ? N.SITE_NAMES_JA : N.SITE_NAMES;
    for (let i = existing; i < target; i++) {
      sites.push([siteId, rng.uuid(), cid, 5000 + siteId - 2000, pool[i % pool.length]]);
      siteId++;
    }
  }
  await insertRows(
    db,
    'sites',
    [
      ['id', 'int'],
      ['guid', 'uuid'],
      ['company_id', 'int'],
      ['main_id', 'int'],
      ['name', 'text'],
    ],
    sites,
  );

  // Groups
  const groups: unknown[][] = data.groups.map((g) => [
    g.groupId,
    g.groupGuid,
    g.siteId,
    g.mainId,
    g.name,
    g.agms,
  ]);
  let groupId = 3009;
  const companyOfSite = new Map(sites.map((s) => [s[0] as number, s[2] as number]));
  const japaneseCompany = new Set(companies.filter((c) => c[10] === 'Japan').map((c) => c[0] as number));
  for (const s of sites) {
    const sid = s[0] as number;
    const existing = groups.filter((g) => g[2] === sid).length;
    const target = existing > 0 ? existing : rng.int(...sizes.groupsPerSite);
    const pool = japaneseCompany.has(companyOfSite.get(sid)!) ? N.GROUP_NAMES_JA : N.GROUP_NAMES;
    const offset = rng.int(0, pool.length - 1);
    for (let i = existing; i < target; i++) {
      const agms = rng.chance(0.75);
      groups.push([
        groupId,
        rng.uuid(),
        sid,
        agms ? 7000 + groupId - 3000 : null,
        pool[(offset + i) % pool.length],
        agms,
      ]);
      groupId++;
    }
  }
  await insertRows(
    db,
    'groups',
    [
      ['id', 'int'],
      ['guid', 'uuid'],
      ['site_id', 'int'],
      ['main_id', 'int'],
      ['name', 'text'],
      ['agms', 'boolean'],
    ],
    groups,
  );

  // Computers: the named ones, then the estate, spread over the groups.
  const shortOfCompany = new Map(
    companies.map((c) => [
      c[0] as number,
      String(c[4])
        .replace(/[^A-Z]/g, '')
        .slice(0, 3) || 'JPN',
    ]),
  );
  const siteOfGroup = new Map(groups.map((g) => [g[0] as number, g[2] as number]));
  const computers: unknown[][] = data.computers.map((c) => [
    c.computerId,
    c.computerGuid,
    c.groupId,
    c.name,
    c.os,
    c.protectionMode,
    c.online,
    true,
    c.agentVersion,
    c.policyVersion,
    c.ipv4,
    c.ipv6,
    c.online ? new Date(now.getTime() - 5 * 60_000) : new Date(now.getTime() - 3 * 86_400_000),
    'CORP',
    null,
    'Intel Core i7-1365U',
    16384,
    new Date('2025-03-14T09:00:00Z'),
    null,
    null,
    900000 + c.computerId,
  ]);
  const groupIds = groups.map((g) => g[0] as number);
  const demoGroupIds = groupIds.filter((g) => companyOfSite.get(siteOfGroup.get(g)!) === DEMO_COMPANY_ID);
  const counters = new Map<string, number>();
  let computerId = 40100;
  while (computers.length < sizes.computers) {
    // (No draw at all when the share is 0, so that the small world stays as it was.)
    const gid =
      sizes.demoCompanyShare > 0 && rng.chance(sizes.demoCompanyShare)
        ? rng.pick(demoGroupIds)
        : rng.pick(groupIds);
    const cid = companyOfSite.get(siteOfGroup.get(gid)!)!;
    const os = rng.weighted(N.OS_VERSIONS);
    const server = os.startsWith('Windows Server');
    const prefix = `${shortOfCompany.get(cid)}-${server ? 'SRV' : rng.pick(['WS', 'LT', 'PC', 'NB'])}`;
    const n = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, n);
    const online = rng.chance(server ? 0.95 : 0.7);
    const net = `10.${cid % 250}.${gid % 250}`;
    computers.push([
      computerId,
      rng.uuid(),
      gid,
      `${prefix}${String(n).padStart(3, '0')}`,
      os,
      rng.weighted([
        ['Protected', 60],
        ['Lockdown', 20],
        ['Discovery', 20],
      ] as const),
      online,
      rng.chance(0.96),
      rng.weighted(N.AGENT_VERSIONS),
      `2026.11.${String(rng.int(1, 20)).padStart(2, '0')}.${rng.int(1, 4)}`,
      `${net}.${rng.int(2, 254)}`,
      rng.chance(0.5) ? `fd${rng.hex(2)}:${rng.hex(4)}::${rng.hex(3)}` : null,
      online ? new Date(now.getTime() - rng.int(1, 30) * 60_000) : rng.dateBefore(now, 45),
      japaneseCompany.has(cid) ? 'JP-CORP' : 'CORP',
      `${rng.pick(N.FIRST_NAMES).toLowerCase()}.${rng.pick(N.LAST_NAMES).toLowerCase()}`,
      rng.pick(N.CPUS),
      rng.pick([8192, 16384, 32768]),
      rng.dateBefore(now, 1200),
      Array.from({ length: 6 }, () => rng.hex(2))
        .join(':')
        .toUpperCase(),
      `${rng.pick(['PF', 'MJ', '5CG', 'CND'])}${rng.hex(6).toUpperCase()}`,
      900000 + computerId,
    ]);
    computerId++;
  }
  await insertRows(
    db,
    'computers',
    [
      ['id', 'int'],
      ['guid', 'uuid'],
      ['group_id', 'int'],
      ['name', 'text'],
      ['os', 'text'],
      ['protection_mode', 'text'],
      ['online', 'boolean'],
      ['active', 'boolean'],
      ['agent_version', 'text'],
      ['policy_version', 'text'],
      ['ipv4', 'text'],
      ['ipv6', 'text'],
      ['last_seen', 'timestamptz'],
      ['domain', 'text'],
      ['logged_on_user', 'text'],
      ['cpu', 'text'],
      ['memory_mb', 'int'],
      ['install_date', 'timestamptz'],
      ['mac_address', 'text'],
      ['serial_number', 'text'],
      ['main_id', 'int'],
    ],
    computers,
  );

  // Users: the demo accounts (one per role) and more around them. One password for all.
  const passwordHash = hashPasswordSync(DEMO_PASSWORD, Buffer.from('endpoint-console-sandbox-salt'));
  const users: unknown[][] = [];
  const userSites: unknown[][] = [];
  const userGroups: unknown[][] = [];
  for (const u of data.users) {
    users.push([
      u.userId,
      u.userGuid,
      u.firstName,
      u.lastName,
      u.email,
      passwordHash,
      u.role,
      u.partnerId ?? null,
      u.companyId ?? null,
      rng.dateBefore(now, 500),
    ]);
    if (u.siteId) userSites.push([u.userId, u.siteId, 0]);
    if (u.groupId) userGroups.push([u.userId, u.groupId, 0]);
  }
  // The group admin of the demo also looks after a second group of the site.
  userGroups.push([9006, 3002, 1]);
  // A company admin of two companies of the demo partner (issue 31: company selection), with no
  // random draw so that the rest of the world stays as it was.
  const multi = MULTI_COMPANY_ADMIN;
  users.push([
    multi.id,
    multi.guid,
    multi.firstName,
    multi.lastName,
    multi.email,
    passwordHash,
    'CompanyAdmin',
    multi.partnerId,
    multi.companyIds[0],
    new Date(now.getTime() - 40 * 86_400_000),
  ]);
  const userCompanies = multi.companyIds.map((companyId, position) => [multi.id, companyId, position]);
  let userId = 9011;
  const partnerOfCompany = new Map(companies.map((c) => [c[0] as number, c[2] as number]));
  const sitesOfCompany = new Map<number, number[]>();
  for (const s of sites)
    sitesOfCompany.set(s[2] as number, [...(sitesOfCompany.get(s[2] as number) ?? []), s[0] as number]);
  const groupsOfSite = new Map<number, number[]>();
  for (const g of groups)
    groupsOfSite.set(g[2] as number, [...(groupsOfSite.get(g[2] as number) ?? []), g[0] as number]);
  for (const c of companies) {
    const cid = c[0] as number;
    const japanese = japaneseCompany.has(cid);
    const domain = String(c[15]).split('@')[1] ?? 'example.com';
    const count = rng.int(2, 5);
    for (let i = 0; i < count; i++) {
      const role =
        i === 0
          ? 'CompanyAdmin'
          : rng.pick(['CompanyAdmin', 'SiteAdmin', 'SiteAudit', 'GroupAdmin', 'GroupAudit'] as const);
      const first = japanese ? rng.pick(N.FIRST_NAMES_JA) : rng.pick(N.FIRST_NAMES);
      const last = japanese ? rng.pick(N.LAST_NAMES_JA) : rng.pick(N.LAST_NAMES);
      const email = `user${userId}@${domain}`;
      users.push([
        userId,
        rng.uuid(),
        first,
        last,
        email,
        passwordHash,
        role,
        partnerOfCompany.get(cid),
        cid,
        rng.dateBefore(now, 700),
      ]);
      const companySites = sitesOfCompany.get(cid) ?? [];
      if ((role === 'SiteAdmin' || role === 'SiteAudit') && companySites.length > 0)
        userSites.push([userId, rng.pick(companySites), 0]);
      if (role === 'GroupAdmin' || role === 'GroupAudit') {
        const siteGroups = groupsOfSite.get(rng.pick(companySites)) ?? [];
        if (siteGroups.length > 0) userGroups.push([userId, rng.pick(siteGroups), 0]);
      }
      userId++;
    }
  }
  for (const p of partners.slice(3)) {
    users.push([
      userId,
      rng.uuid(),
      rng.pick(N.FIRST_NAMES),
      rng.pick(N.LAST_NAMES),
      `admin${userId}@partner.example`,
      passwordHash,
      'PartnerAdmin',
      p[0],
      null,
      rng.dateBefore(now, 700),
    ]);
    userId++;
  }
  await insertRows(
    db,
    'users',
    [
      ['id', 'int'],
      ['guid', 'uuid'],
      ['first_name', 'text'],
      ['last_name', 'text'],
      ['email', 'text'],
      ['password_hash', 'text'],
      ['role', 'text'],
      ['partner_id', 'int'],
      ['company_id', 'int'],
      ['created_on', 'timestamptz'],
    ],
    users,
  );
  await db.query(
    `update users set last_login = created_on + (id % 97) * interval '3 days' where last_login is null and id % 5 <> 0`,
  );
  await db.query(`update users set last_login = least(last_login, $1::timestamptz)`, [now]);
  await insertRows(
    db,
    'user_companies',
    [
      ['user_id', 'int'],
      ['company_id', 'int'],
      ['position', 'int'],
    ],
    userCompanies,
  );
  await insertRows(
    db,
    'user_sites',
    [
      ['user_id', 'int'],
      ['site_id', 'int'],
      ['position', 'int'],
    ],
    userSites,
  );
  await insertRows(
    db,
    'user_groups',
    [
      ['user_id', 'int'],
      ['group_id', 'int'],
      ['position', 'int'],
    ],
    userGroups,
  );

  return {
    companyIds: companies.map((c) => c[0] as number),
    siteIds: sites.map((s) => s[0] as number),
    groupIds,
    computerIds: computers.map((c) => c[0] as number),
  };
}
