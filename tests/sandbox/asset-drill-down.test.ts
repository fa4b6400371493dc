// The calls the endpoints' drill-down makes that the dashboard does not: a company's sites by
// the id its path carries (GetSiteAssets?companyId), refused like the guid out of the scope, and
// neither or both of the two names refused with a field error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../support/sandbox';
import { signInClient, type QueryParamsOf, type SandboxClient } from './support/client';
import { FABRIKAM, type Who } from './support/fixtures';

let sb: TestSandbox;
let api: SandboxClient['api'];

const siteAssets = (who: Who, query?: QueryParamsOf<'GET', '/restapi/Dashboard/GetSiteAssets'>) =>
  api(who, 'GET', '/restapi/Dashboard/GetSiteAssets', { query });

beforeAll(async () => {
  sb = await startTestSandbox();
  ({ api } = await signInClient(sb.app, ['company', 'siteAuditor']));
});
afterAll(async () => {
  await sb?.close();
});

describe('GetSiteAssets by company id', () => {
  it('gives the same sites as by guid, within the role’s scope', async () => {
    const byGuid = await siteAssets('company', { companyGuid: FABRIKAM });
    const byId = await siteAssets('company', { companyId: 1001 });
    expect(byId.status).toBe(200);
    expect(byId.body.entityData).toEqual(byGuid.body.entityData);
    const auditor = await siteAssets('siteAuditor', { companyId: 1001 });
    expect(auditor.body.entityData.map((site) => site.siteName)).toEqual(['Chicago HQ']);
  });

  it('refuses another tenant’s company and an unknown id as a 403', async () => {
    expect((await siteAssets('company', { companyId: 1003 })).status).toBe(403);
    expect((await siteAssets('company', { companyId: 999999 })).status).toBe(403);
  });

  it('refuses neither or both names with a field error', async () => {
    const neither = await siteAssets('company');
    expect(neither.status).toBe(400);
    expect(neither.body.errors?.[0]?.field).toBe('/companyGuid');
    expect((await siteAssets('company', { companyGuid: FABRIKAM, companyId: 1001 })).status).toBe(400);
  });
});
