// The Tenants area of the sandbox: companies (list, lookups, create/edit, soft delete), sites,
// groups, partners and the scope trees, as a client sees them.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../support/sandbox';
import {
  signInClient,
  unchecked,
  type BodyOf,
  type PayloadOf,
  type SandboxClient,
  type Unchecked,
} from './support/client';
import {
  ROLE_ACCOUNTS,
  CHICAGO,
  ENGINEERING,
  FABRIKAM,
  FINANCE,
  NORTHWIND,
  SAKURA,
  TOKYO,
  TOKYO_HONSHA,
  type Who,
} from './support/fixtures';

let sb: TestSandbox;
let api: SandboxClient['api'];
let cookies: SandboxClient['cookies'];

const ids = (rows: Array<{ companyId?: number; id?: number }>) => rows.map((r) => r.companyId ?? r.id);

/** A count(*)::int as n query's n. */
const count = async (sql: string, params: unknown[] = []) =>
  (await sb.db.query<{ n: number }>(sql, params))[0]!.n;

beforeAll(async () => {
  sb = await startTestSandbox();
  ({ api, cookies } = await signInClient(sb.app, ROLE_ACCOUNTS));
}, 180_000);
afterAll(async () => {
  await sb?.close();
});

describe('Company/GetCompanyList', () => {
  const list = (who: Who, query: Record<string, string | number> = {}, scope: Record<string, string> = {}) =>
    api(who, 'GET', '/restapi/Company/GetCompanyList', { query, scope });

  it('pages every live company for a Global Admin, with an exact totalCount', async () => {
    const n = await count('select count(*)::int as n from companies where not deleted');
    const first = await list('global', { page: 1, pageSize: 10 });
    expect(first.status).toBe(200);
    expect(first.body.totalCount).toBe(n);
    expect(first.body.entityDataCount).toBe(10);
    expect(ids(first.body.entityData)).toEqual([...ids(first.body.entityData)].sort((a, b) => a! - b!));
    const second = await list('global', { page: 2, pageSize: 10 });
    const overlap = ids(second.body.entityData).filter((id) => ids(first.body.entityData).includes(id));
    expect(overlap).toEqual([]);
    const fabrikam = first.body.entityData.find((c) => c.companyId === 1001);
    expect(fabrikam).toMatchObject({
      companyGuid: FABRIKAM,
      companyName: 'Fabrikam Manufacturing',
      shortName: 'FABRIKAM',
      partnerName: 'Northwind Security Partners',
      licenseStatus: 'activated',
    });
    expect(fabrikam?.computerCount).toBeGreaterThan(0);
  });

  it('sorts in SQL by a whitelisted column and rejects an unknown one', async () => {
    const expected = (
      await sb.db.query<{ id: number }>(
        'select id from companies where not deleted order by lower(name) desc, id desc limit 8',
      )
    ).map((r) => r.id);
    const res = await list('global', { sortColumn: 'companyName', sortDir: 'desc', pageSize: 8 });
    expect(ids(res.body.entityData)).toEqual(expected);
    const bad = await list('global', { sortColumn: 'password' });
    expect(bad.status).toBe(400);
  });

  it('searches name, short name and city and filters by license status', async () => {
    const byCity = await list('global', { search: 'chicago' });
    expect(ids(byCity.body.entityData)).toContain(1001);
    for (const c of byCity.body.entityData)
      expect(
        JSON.stringify([c.companyName, c.shortName, c.city, c.contactName, c.email]).toLowerCase(),
      ).toContain('chicago');
    const byShort = await list('global', { search: 'TAILSPIN' });
    expect(ids(byShort.body.entityData)).toEqual([1002]);
    expect(byShort.body.totalCount).toBe(1);

    const n = await count(
      "select count(*)::int as n from companies where not deleted and license_status = 'expired'",
    );
    const expired = await list('global', { licenseStatus: 'expired', pageSize: 100 });
    expect(expired.body.totalCount).toBe(n);
    expect(expired.body.entityData.every((c) => c.licenseStatus === 'expired')).toBe(true);
    const bad = await list('global', { licenseStatus: 'stolen' });
    expect(bad.status).toBe(400);
  });

  it('shows each role only its tenant', async () => {
    const partner = await list('partner', { pageSize: 100 });
    const n = await count('select count(*)::int as n from companies where partner_id = 101 and not deleted');
    expect(partner.body.totalCount).toBe(n);
    expect(partner.body.entityData.every((c) => c.partnerId === 101)).toBe(true);
    for (const who of ['company', 'site', 'groupAuditor'] as const) {
      const res = await list(who, { pageSize: 100 });
      expect(ids(res.body.entityData)).toEqual([1001]);
    }
    const search = await list('company', { search: '東京' });
    expect(search.body.entityData).toEqual([]);
    expect(search.body.totalCount).toBe(0);
  });

  it('narrows to the partner in x-partner-guid and refuses another tenant in the headers', async () => {
    const sakura = await list('global', { pageSize: 100 }, { 'x-partner-guid': SAKURA });
    expect(sakura.body.entityData.every((c) => c.partnerId === 102)).toBe(true);
    expect(ids(sakura.body.entityData)).toContain(1003);
    expect((await list('company', {}, { 'x-company-guid': TOKYO })).status).toBe(403);
    expect((await list('partner', {}, { 'x-partner-guid': SAKURA })).status).toBe(403);
  });
});

describe('Company lookups', () => {
  it('reads a company by id or guid within the tenant: 403 for another tenant, 404 for none', async () => {
    const byId = await api('company', 'GET', '/restapi/Company/GetCompanyById', {
      query: { companyId: 1001 },
    });
    expect(byId.status).toBe(200);
    expect(byId.body.entityData.companyName).toBe('Fabrikam Manufacturing');
    const byGuid = await api('site', 'GET', '/restapi/Company/GetCompanyByGuid', {
      query: { companyGuid: FABRIKAM },
    });
    expect(byGuid.body.entityData.companyId).toBe(1001);

    const other = await api('company', 'GET', '/restapi/Company/GetCompanyById', {
      query: { companyId: 1003 },
    });
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).not.toContain('東京');
    const otherGuid = await api('partner', 'GET', '/restapi/Company/GetCompanyByGuid', {
      query: { companyGuid: TOKYO },
    });
    expect(otherGuid.status).toBe(403);
    const none = await api('global', 'GET', '/restapi/Company/GetCompanyById', {
      query: { companyId: 999999 },
    });
    expect(none.status).toBe(404);
  });
});

describe('Company/CreateOrEditCompany and DeleteCompany', () => {
  const save = (
    who: Who,
    payload: PayloadOf<'POST', '/restapi/Company/CreateOrEditCompany'> | Unchecked,
    scope: Record<string, string> = {},
  ) => api(who, 'POST', '/restapi/Company/CreateOrEditCompany', { payload, scope });
  const newCompany = {
    companyName: 'Lamna Healthcare',
    shortName: 'LAMNA',
    address1: '410 N Michigan Ave',
    address2: 'Suite 1200',
    city: 'Chicago',
    state: 'IL',
    postalCode: '60611',
    country: 'United States',
    contactName: 'Harper Miller',
    phone: '+1 312 555 0119',
    ext: null,
    fax: null,
    email: 'it@lamnahealthcare.example',
  };
  let lamnaGuid = '';

  it('creates a company under the partner (notActivated) and lists it', async () => {
    // Read first, so a scope tree kept from before the write would show here.
    const before = await api('partner', 'GET', '/restapi/Company/GetScopeTree');
    expect(JSON.stringify(before.body.entityData)).not.toContain('Lamna Healthcare');
    const res = await save('partner', newCompany);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Company created successfully.');
    expect(res.body.entityData).toMatchObject({
      companyName: 'Lamna Healthcare',
      shortName: 'LAMNA',
      partnerId: 101,
      licenseStatus: 'notActivated',
      computerCount: 0,
      ext: null,
    });
    lamnaGuid = res.body.entityData.companyGuid;
    const listed = await api('partner', 'GET', '/restapi/Company/GetCompanyList', {
      query: { search: 'Lamna' },
    });
    expect(listed.body.entityData.map((c) => c.companyGuid)).toEqual([lamnaGuid]);
    const tree = await api('partner', 'GET', '/restapi/Company/GetScopeTree');
    expect(JSON.stringify(tree.body.entityData)).toContain(lamnaGuid);
  });

  it('creates under the selected partner for a Global Admin, and needs one', async () => {
    const none = await save('global', { companyName: 'Contoso Pharma', shortName: 'CONTOSOPH' });
    expect(none.status).toBe(400);
    expect(none.body.errors?.[0]?.messageKey).toBe('validation.company.partner.required');
    const res = await save(
      'global',
      { companyName: '京都精工株式会社', shortName: 'KYOTOSEIKO', city: '京都市', country: 'Japan' },
      { 'x-partner-guid': SAKURA },
    );
    expect(res.status).toBe(200);
    expect(res.body.entityData.partnerId).toBe(102);
  });

  it('creates for the partner a Global Admin picked (partnerGuid); no one else names another partner', async () => {
    const picked = await save('global', {
      companyName: 'Lamna Clinics',
      shortName: 'LAMNACLIN',
      partnerGuid: SAKURA,
    });
    expect(picked.status).toBe(200);
    expect(picked.body.entityData.partnerId).toBe(102);
    const unknown = await save('global', {
      companyName: 'Nowhere Inc',
      shortName: 'NOWHERE',
      partnerGuid: '3f2a1c9e-5b7d-4e21-9a0c-1d2e3f4051ff',
    });
    expect(unknown.status).toBe(404);
    const other = await save('partner', {
      companyName: 'Sneaky Ltd',
      shortName: 'SNEAKY',
      partnerGuid: SAKURA,
    });
    expect(other.status).toBe(403);
    const own = await save('partner', {
      companyName: 'Own Ltd',
      shortName: 'OWNLTD',
      partnerGuid: NORTHWIND,
    });
    expect(own.status).toBe(200);
    expect(own.body.entityData.partnerId).toBe(101);
    const n = await count(
      "select count(*)::int as n from companies where name in ('Nowhere Inc', 'Sneaky Ltd')",
    );
    expect(n).toBe(0);
  });

  it('validates with the company form: message keys per field', async () => {
    const res = await save('partner', { ...newCompany, shortName: 'AB', city: 'Chi<cago', phone: 'call me' });
    expect(res.status).toBe(400);
    const keys = res.body.errors!.map((e) => `${e.field} ${e.messageKey}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        '/shortName validation.company.shortName.length',
        '/city validation.company.city.forbiddenChars',
        '/phone validation.company.phone.invalid',
      ]),
    );
    const script = await save('partner', {
      ...newCompany,
      shortName: 'SCRIPTCO',
      companyName: '<script>x</script>',
    });
    expect(script.status).toBe(400);
    expect(script.body.errors![0]!.messageKey).toBe('validation.company.companyName.forbiddenChars');
  });

  it('refuses a duplicate short name (any case) with its own message key', async () => {
    const res = await save('partner', { ...newCompany, companyName: 'Fabrikam Two', shortName: 'fabrikam' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        field: '/shortName',
        messageKey: 'validation.company.shortName.unique',
        message: 'There is already a company with this short name.',
      },
    ]);
    const n = await count("select count(*)::int as n from companies where name = 'Fabrikam Two'");
    expect(n).toBe(0);
  });

  it('edits a company of the partner (license status is read-only) and reads it back', async () => {
    const res = await save('partner', {
      companyGuid: FABRIKAM,
      companyName: 'Fabrikam Manufacturing',
      shortName: 'FABRIKAM',
      address1: '1200 W Fulton Market',
      address2: 'Suite 410',
      city: 'Chicago',
      ext: '210',
      email: 'secops@fabrikam.example',
      licenseStatus: 'expired',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Company updated successfully.');
    const back = await api('company', 'GET', '/restapi/Company/GetCompanyById', {
      query: { companyId: 1001 },
    });
    expect(back.body.entityData).toMatchObject({
      address2: 'Suite 410',
      ext: '210',
      email: 'secops@fabrikam.example',
      licenseStatus: 'activated',
      state: null,
    });
  });

  it("refuses another partner's company and the roles below partner", async () => {
    const other = await save('partner', {
      companyGuid: TOKYO,
      companyName: 'Mine now',
      shortName: 'MINENOW',
    });
    expect(other.status).toBe(403);
    const [row] = await sb.db.query<{ name: string }>('select name from companies where id = 1003');
    expect(row!.name).toBe('株式会社東京精密工業');
    expect((await save('company', newCompany)).status).toBe(403);
    expect((await save('siteAuditor', newCompany)).status).toBe(403);
    const unknown = await save('partner', {
      companyGuid: '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70809999',
      companyName: 'Nobody',
      shortName: 'NOBODY',
    });
    expect(unknown.status).toBe(404);
  });

  it('soft-deletes a company: gone from lists, lookups and trees; the short name is free again', async () => {
    const del = (who: Who, companyGuid: string) =>
      api(who, 'POST', '/restapi/Company/DeleteCompany', { payload: { companyGuid } });
    expect((await del('partner', TOKYO)).status).toBe(403);
    expect((await del('company', lamnaGuid)).status).toBe(403);
    const res = await del('partner', lamnaGuid);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Company deleted successfully.');
    expect(res.body.entityData.companyGuid).toBe(lamnaGuid);
    const [row] = await sb.db.query<{ deleted: boolean }>('select deleted from companies where guid = $1', [
      lamnaGuid,
    ]);
    expect(row!.deleted).toBe(true);
    const listed = await api('partner', 'GET', '/restapi/Company/GetCompanyList', {
      query: { search: 'Lamna' },
    });
    expect(listed.body.totalCount).toBe(0);
    const lookup = await api('partner', 'GET', '/restapi/Company/GetCompanyByGuid', {
      query: { companyGuid: lamnaGuid },
    });
    expect(lookup.status).toBe(404);
    expect((await del('partner', lamnaGuid)).status).toBe(404);
    const tree = await api('partner', 'GET', '/restapi/Company/GetScopeTree');
    expect(JSON.stringify(tree.body.entityData)).not.toContain(lamnaGuid);
    expect(
      (
        await api('partner', 'GET', '/restapi/Company/GetCompanyList', {
          scope: { 'x-company-guid': lamnaGuid },
        })
      ).status,
    ).toBe(403);
    const again = await save('partner', newCompany);
    expect(again.status).toBe(200);
  });
});

describe('Company/GetScopeTree and GetCompanyTree', () => {
  const tree = (who: Who, scope: Record<string, string> = {}) =>
    api(who, 'GET', '/restapi/Company/GetScopeTree', { scope });
  const names = (nodes: Array<{ type: number; id?: number }>): string[] =>
    nodes.map((n) => `${n.type}:${n.id}`);

  it('roots every partner for a Global Admin (headers do not narrow)', async () => {
    const n = await count('select count(*)::int as n from partners');
    const res = await tree('global', { 'x-partner-guid': SAKURA });
    expect(res.body.entityData).toHaveLength(n);
    expect(res.body.entityData[0]).toMatchObject({ type: 0, id: 101, guid: NORTHWIND, mainId: null });
    const fabrikam = res.body.entityData[0]!.childNodes[0]!;
    expect(fabrikam).toMatchObject({ type: 1, id: 1001, name: 'Fabrikam Manufacturing' });
    expect(names(fabrikam.childNodes)).toEqual(['2:2001', '2:2002']);
    expect(fabrikam.childNodes[0]).toMatchObject({ mainId: 5001 });
    expect(names(fabrikam.childNodes[0]!.childNodes)).toEqual(['3:3001', '3:3002']);
  });

  it('sends the kept tree as brotli, gzip or plain JSON, by Accept-Encoding, the same each time', async () => {
    const call = (acceptEncoding: string) =>
      sb.app.inject({
        method: 'GET',
        url: '/restapi/Company/GetScopeTree',
        headers: { cookie: cookies.global!, 'x-csrf': '1', 'accept-encoding': acceptEncoding },
      });
    const plain = await call('identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('no-store');
    const json = plain.json() as BodyOf<'GET', '/restapi/Company/GetScopeTree'>;
    expect(json.isSuccess).toBe(true);
    expect(json.totalCount).toBe(json.entityData.length);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip, br;q=0', 'gzip', gunzipSync],
    ] as const) {
      const first = await call(accept);
      const second = await call(accept);
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers.vary).toContain('accept-encoding');
      expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decode(first.rawPayload).toString('utf8'))).toEqual(json);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    }
  });

  it('roots at the session level for the other roles', async () => {
    const partner = await tree('partner');
    expect(names(partner.body.entityData)).toEqual(['0:101']);
    expect(JSON.stringify(partner.body.entityData)).not.toContain(TOKYO);
    const company = await tree('company');
    expect(names(company.body.entityData)).toEqual(['1:1001']);
    const site = await tree('siteAuditor');
    expect(names(site.body.entityData)).toEqual(['2:2001']);
    expect(names(site.body.entityData[0]!.childNodes)).toEqual(['3:3001', '3:3002']);
    const group = await tree('group');
    expect(names(group.body.entityData)).toEqual(['3:3001', '3:3002']);
    const groupAuditor = await tree('groupAuditor');
    expect(names(groupAuditor.body.entityData)).toEqual(['3:3001']);
  });

  it("lists the selected partner's companies, pruned to what a role may see", async () => {
    const sakura = await api('global', 'GET', '/restapi/Company/GetCompanyTree', {
      scope: { 'x-partner-guid': SAKURA },
    });
    expect(sakura.body.entityData.every((n) => n.type === 1)).toBe(true);
    expect(names(sakura.body.entityData)).toContain('1:1003');
    const group = await api('group', 'GET', '/restapi/Company/GetCompanyTree');
    expect(names(group.body.entityData)).toEqual(['1:1001']);
    expect(names(group.body.entityData[0]!.childNodes)).toEqual(['2:2001']);
    expect(names(group.body.entityData[0]!.childNodes[0]!.childNodes)).toEqual(['3:3001', '3:3002']);
  });
});

describe('Sites and groups', () => {
  it('lists the sites of the selected company, as the role may see them', async () => {
    const company = await api('company', 'GET', '/restapi/Site/GetSites', {
      scope: { 'x-company-guid': FABRIKAM },
    });
    expect(company.body.entityData.map((s) => s.siteId)).toEqual([2001, 2002]);
    expect(company.body.entityData[0]).toMatchObject({
      key: CHICAGO,
      value: 'Chicago HQ',
      mainId: 5001,
      groupCount: 2,
    });
    expect(company.body.totalCount).toBe(2);
    const site = await api('site', 'GET', '/restapi/Site/GetSites', {
      scope: { 'x-company-guid': FABRIKAM },
    });
    expect(site.body.entityData.map((s) => s.siteId)).toEqual([2001]);
    const group = await api('groupAuditor', 'GET', '/restapi/Site/GetSites');
    expect(group.body.entityData.map((s) => s.siteId)).toEqual([2001]);
    expect(group.body.entityData[0]?.groupCount).toBe(1);
  });

  it('reads a site by id, main id and company id: 403 across tenants, 404 for none', async () => {
    const byId = await api('company', 'GET', '/restapi/Site/GetSiteById', { query: { siteId: 2002 } });
    expect(byId.body.entityData).toMatchObject({ value: 'Detroit Plant', companyId: 1001 });
    expect(
      (await api('company', 'GET', '/restapi/Site/GetSiteById', { query: { siteId: 2003 } })).status,
    ).toBe(403);
    expect((await api('site', 'GET', '/restapi/Site/GetSiteById', { query: { siteId: 2002 } })).status).toBe(
      403,
    );
    expect(
      (await api('company', 'GET', '/restapi/Site/GetSiteById', { query: { siteId: 99999 } })).status,
    ).toBe(404);
    const byMain = await api('site', 'GET', '/restapi/Site/GetSiteByMainId', { query: { mainId: 5001 } });
    expect(byMain.body.entityData.key).toBe(CHICAGO);
    expect(
      (await api('site', 'GET', '/restapi/Site/GetSiteByMainId', { query: { mainId: 5003 } })).status,
    ).toBe(403);
    const byCompany = await api('company', 'GET', '/restapi/Site/GetSitesByCompanyId', {
      query: { companyId: 1001 },
    });
    expect(byCompany.body.entityData.map((s) => s.siteId)).toEqual([2001, 2002]);
    expect(
      (await api('company', 'GET', '/restapi/Site/GetSitesByCompanyId', { query: { companyId: 1003 } }))
        .status,
    ).toBe(403);
    const siteRole = await api('site', 'GET', '/restapi/Site/GetSitesByCompanyId', {
      query: { companyId: 1001 },
    });
    expect(siteRole.body.entityData.map((s) => s.siteId)).toEqual([2001]);
  });

  it('lists the groups of the selected site; group roles see their own', async () => {
    const company = await api('company', 'GET', '/restapi/Group/GetGroups', {
      scope: { 'x-company-guid': FABRIKAM, 'x-site-guid': CHICAGO },
    });
    expect(company.body.entityData.map((g) => g.key)).toEqual([FINANCE, ENGINEERING]);
    expect(company.body.entityData[0]).toMatchObject({
      value: 'Finance Workstations',
      mainid: 7001,
      agms: true,
      siteGuid: CHICAGO,
    });
    const auditor = await api('groupAuditor', 'GET', '/restapi/Group/GetGroups', {
      scope: { 'x-site-guid': CHICAGO },
    });
    expect(auditor.body.entityData.map((g) => g.key)).toEqual([FINANCE]);
    const bySite = await api('company', 'GET', '/restapi/Group/GetSiteGroups', {
      query: { siteGuid: CHICAGO },
    });
    expect(bySite.body.totalCount).toBe(2);
    expect(
      (await api('company', 'GET', '/restapi/Group/GetSiteGroups', { query: { siteGuid: TOKYO_HONSHA } }))
        .status,
    ).toBe(403);
    expect(
      (
        await api('company', 'GET', '/restapi/Group/GetSiteGroups', {
          query: { siteGuid: 'c47d2e90-6a1b-4f3c-8d2e-9f0a1b2c9999' },
        })
      ).status,
    ).toBe(404);
    const group = await api('group', 'GET', '/restapi/Group/GetGroupById', { query: { groupId: 3002 } });
    expect(group.body.entityData.value).toBe('Engineering Laptops');
    expect(
      (await api('groupAuditor', 'GET', '/restapi/Group/GetGroupById', { query: { groupId: 3002 } })).status,
    ).toBe(403);
    expect(
      (await api('company', 'GET', '/restapi/Group/GetGroupById', { query: { groupId: 3004 } })).status,
    ).toBe(403);
    expect(
      (await api('company', 'GET', '/restapi/Group/GetGroupById', { query: { groupId: 99999 } })).status,
    ).toBe(404);
  });
});

describe('Partners', () => {
  const search = (
    who: Who,
    payload: PayloadOf<'POST', '/restapi/Partner/Search'> | Unchecked,
    scope: Record<string, string> = {},
  ) => api(who, 'POST', '/restapi/Partner/Search', { payload, scope });

  it('pages partners by name with an exact count; the picker asks for 9999', async () => {
    const all = (await sb.db.query<{ id: number }>('select id from partners order by lower(name), id')).map(
      (r) => r.id,
    );
    const picker = await search('global', { page: 1, pageSize: 9999 });
    expect(ids(picker.body.entityData)).toEqual(all);
    expect(picker.body.totalCount).toBe(all.length);
    const page2 = await search('global', { page: 2, pageSize: 2 });
    expect(ids(page2.body.entityData)).toEqual(all.slice(2, 4));
    expect(page2.body.totalCount).toBe(all.length);
    const northwind = picker.body.entityData.find((p) => p.id === 101);
    expect(northwind).toMatchObject({
      name: 'Northwind Security Partners',
      shortName: 'NWSP',
      selected: false,
      agms: true,
    });
    const n = await count('select count(*)::int as n from companies where partner_id = 101 and not deleted');
    expect(northwind?.companyCount).toBe(n);
  });

  it('filters, searches and sorts; marks the selected partner', async () => {
    const notAgms = await search('global', { page: 1, pageSize: 50, agms: false });
    expect(notAgms.body.entityData.every((p) => !p.agms)).toBe(true);
    expect(ids(notAgms.body.entityData)).toContain(103);
    const skrs = await search('global', { page: 1, pageSize: 50, search: 'skrs' });
    expect(ids(skrs.body.entityData)).toEqual([102]);
    const byCount = await search('global', {
      page: 1,
      pageSize: 50,
      sortColumn: 'companyCount',
      sortDir: 'desc',
    });
    const counts = byCount.body.entityData.map((p) => p.companyCount);
    expect(counts).toEqual([...counts].sort((a, b) => b! - a!));
    const selected = await search('global', { page: 1, pageSize: 50 }, { 'x-partner-guid': SAKURA });
    expect(selected.body.entityData.filter((p) => p.selected).map((p) => p.id)).toEqual([102]);
    expect((await search('global', unchecked({ page: 1, pageSize: 50, sortColumn: 'secret' }))).status).toBe(
      400,
    );
  });

  it('is for the Global Admin only; Partner/{id} reads only the own partner', async () => {
    expect((await search('partner', { page: 1, pageSize: 10 })).status).toBe(403);
    expect((await search('company', { page: 1, pageSize: 10 })).status).toBe(403);
    const own = await api('partner', 'GET', '/restapi/Partner/{id}', { params: { id: 101 } });
    expect(own.body.entityData).toMatchObject({ id: 101, guid: NORTHWIND, selected: true });
    expect((await api('partner', 'GET', '/restapi/Partner/{id}', { params: { id: 102 } })).status).toBe(403);
    expect((await api('company', 'GET', '/restapi/Partner/{id}', { params: { id: 101 } })).status).toBe(200);
    const sakura = await api('global', 'GET', '/restapi/Partner/{id}', { params: { id: 102 } });
    expect(sakura.body.entityData.name).toBe('さくらシステムズ株式会社');
    expect((await api('global', 'GET', '/restapi/Partner/{id}', { params: { id: 99999 } })).status).toBe(404);
  });
});
