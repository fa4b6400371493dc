import { it } from 'vitest';
import { signIn, startTestSandbox } from '../support/sandbox';
import { contractProblems } from '../support/contract-response';

it('smoke', async () => {
  const t0 = Date.now();
  const sb = await startTestSandbox();
  console.log('start', Date.now() - t0);
  const { cookie } = await signIn(sb.app, 'company.admin@sandbox.test');
  const h = { cookie, 'x-csrf': '1', 'x-company-guid': '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801001' };
  const calls: Array<[string, string, unknown?]> = [
    ['POST', '/restapi/Event/GetEventInspectionPageData', { page: 1, pageSize: 5, mode: 'individual', dateRange: { startDate: '2026-11-01T00:00:00Z', endDate: '2026-11-19T23:59:59Z' } }],
    ['POST', '/restapi/Event/GetEventInspectionPageData', { page: 1, pageSize: 5, mode: 'summary', sortColumn: 'count', sortDir: 'desc' }],
    ['POST', '/restapi/HashInspection/GetHashInformationAllHash', { page: 1, pageSize: 5 }],
    ['POST', '/restapi/HashInspection/GetHashInformationPage', { sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' }],
    ['POST', '/restapi/HashInspection/GetHashVisibilityHashDetail', { page: 1, pageSize: 3, sha256: 'c6d90591a3d1c06c841b3f6c7311292f90d21844a6e03658d87a70ec189bdef1' }],
    ['POST', '/restapi/Agsc/GetAuditLogs', { page: 1, pageSize: 3 }],
    ['POST', '/restapi/Computer/GetActiveOrOffileneComputers', { page: 1, pageSize: 3, status: 'all' }],
    ['POST', '/restapi/Computer/GetGroupComputersFromEs', { page: 1, pageSize: 3, groupGuid: 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3001' }],
    ['GET', '/restapi/Computer/GetComputerList?pageSize=3'],
    ['GET', '/restapi/Computer/GetComputerDetail?computerGuid=1a2b3c4d-0001-4e5f-8a9b-000000040001'],
    ['GET', '/restapi/Computer/SearchComputer?search=FAB'],
    ['GET', '/restapi/Computer/GetComputerUserList?pageSize=3'],
    ['GET', '/restapi/Computer/GetAgscComputerList?groupGuid=e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3001'],
    ['POST', '/restapi/Computer/GenerateOtp', { computerGuid: '1a2b3c4d-0003-4e5f-8a9b-000000040003' }],
    ['GET', '/restapi/Dashboard/GetCompanyAssets'],
    ['GET', '/restapi/Dashboard/GetSiteAssets?companyGuid=8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801001'],
    ['GET', '/restapi/Dashboard/GetGroupAssets?siteGuid=c47d2e90-6a1b-4f3c-8d2e-9f0a1b2c2001'],
    ['GET', '/restapi/Dashboard/GetTopComputers'],
    ['GET', '/restapi/Dashboard/GetTopFiveGroups'],
    ['GET', '/restapi/Dashboard/GetCompanyOverviewInformation'],
    ['GET', '/restapi/Dashboard/GetKnownThreads'],
    ['POST', '/restapi/Dashboard/GetEventTrends', { startDate: '2026-11-14T00:00:00Z', endDate: '2026-11-20T23:59:59Z' }],
    ['POST', '/restapi/Dashboard/GetTopComputerBlocks', { startDate: '2026-11-14T00:00:00Z', endDate: '2026-11-20T23:59:59Z' }],
    ['POST', '/restapi/Dashboard/GetBlocksOverTime', { startDate: '2026-11-20T00:00:00Z', endDate: '2026-11-20T23:59:59Z', bucket: 'hour' }],
    ['POST', '/restapi/Dashboard/GetAlertSummary', { startDate: '2026-11-14T09:00:00Z', endDate: '2026-11-21T09:00:00Z' }],
    ['POST', '/restapi/Dashboard/GetNumberOfBlocksByTime', { startDate: '2026-11-14T00:00:00Z', endDate: '2026-11-20T23:59:59Z' }],
    ['POST', '/restapi/Dashboard/GetGroupAssetsWithComputer', { page: 1, pageSize: 5, siteGuid: 'c47d2e90-6a1b-4f3c-8d2e-9f0a1b2c2001', computersPerGroup: 2 }],
    ['POST', '/restapi/Dashboard/GetComputerBrowseAsset', { page: 1, pageSize: 3, siteGuid: 'c47d2e90-6a1b-4f3c-8d2e-9f0a1b2c2001' }],
    ['DELETE', '/restapi/Computer/DeleteComputer?computerId=40005'],
  ];
  for (const [method, url, payload] of calls) {
    const t = Date.now();
    const res = await sb.app.inject({ method: method as 'GET', url, headers: h, ...(payload ? { payload: payload as object } : {}) });
    const body = res.json();
    const problems = await contractProblems(url.split('?')[0]!, method, res.statusCode, body);
    console.log(res.statusCode, Date.now() - t, 'ms', url, problems.join(' | ').slice(0, 600), JSON.stringify(body).slice(0, 700));
  }
  await sb.close();
}, 300_000);
