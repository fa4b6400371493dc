// The calls the endpoints' drill-down makes that the dashboard does not: a company's sites by
// the id its path carries (GetSiteAssets?companyId), refused like the guid out of the scope, and
// neither or both of the two names refused with a field error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesContract } from '../support/contract-response';
import { signIn, startTestSandbox, type TestSandbox } from '../support/sandbox';

let sb: TestSandbox;
const cookies: Record<string, string> = {};
const FABRIKAM = '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801001';

async function siteAssets(who: 'company' | 'siteAuditor', query: string) {
  const res = await sb.app.inject({
    method: 'GET',
    url: `/restapi/Dashboard/GetSiteAssets?${query}`,
    headers: { cookie: cookies[who]!, 'x-csrf': '1' },
  });
  const body = res.json() as { entityData: Array<{ siteName: string }>; errors?: Array<{ field: string }> };
  await expectMatchesContract('/restapi/Dashboard/GetSiteAssets', 'GET', res.statusCode, body);
  return { status: res.statusCode, body };
}

beforeAll(async () => {
  sb = await startTestSandbox();
  cookies.company = (await signIn(sb.app, 'company.admin@sandbox.test')).cookie;
  cookies.siteAuditor = (await signIn(sb.app, 'site.auditor@sandbox.test')).cookie;
});
afterAll(async () => {
  await sb?.close();
});

describe('GetSiteAssets by company id', () => {
  it('gives the same sites as by guid, within the role’s scope', async () => {
    const byGuid = await siteAssets('company', `companyGuid=${FABRIKAM}`);
    const byId = await siteAssets('company', 'companyId=1001');
    expect(byId.status).toBe(200);
    expect(byId.body.entityData).toEqual(byGuid.body.entityData);
    const auditor = await siteAssets('siteAuditor', 'companyId=1001');
    expect(auditor.body.entityData.map((site) => site.siteName)).toEqual(['Chicago HQ']);
  });

  it('refuses another tenant’s company and an unknown id as a 403', async () => {
    expect((await siteAssets('company', 'companyId=1003')).status).toBe(403);
    expect((await siteAssets('company', 'companyId=999999')).status).toBe(403);
  });

  it('refuses neither or both names with a field error', async () => {
    const neither = await siteAssets('company', '');
    expect(neither.status).toBe(400);
    expect(neither.body.errors?.[0]?.field).toBe('/companyGuid');
    expect((await siteAssets('company', `companyGuid=${FABRIKAM}&companyId=1001`)).status).toBe(400);
  });
});
