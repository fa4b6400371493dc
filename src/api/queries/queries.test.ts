// The queryOptions factories: each reads the operation it names, keys are hierarchical and
// carry the scope, and together they cover every read operation of the contract.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import contract from '../../gen/openapi.bundle.gen.json';
import { createApiClient } from '../client';
import { queryKeys } from '../query-keys';
import { EMPTY_SCOPE_SELECTION, type ScopeSelection } from '../../domain/scope-selection';
import { createApiQueries, type ApiQueries } from './index';

const COMPANY_A = '7c1e2d3f-0a4b-4c5d-8e6f-102030405060';
const COMPANY_B = '8d2f3e40-1b5c-4d6e-9f70-203040506070';
const SITE = 'a0b1c2d3-e4f5-4a6b-8c7d-0e1f20304050';

interface Seen {
  method: string;
  path: string;
  search: string;
  body: unknown;
  headers: Headers;
}

function setup(
  initial: ScopeSelection = { ...EMPTY_SCOPE_SELECTION, company: { guid: COMPANY_A } },
  hold: Promise<void> = Promise.resolve(),
) {
  let selection = initial;
  const seen: Seen[] = [];
  const signals: AbortSignal[] = [];
  const client = createApiClient({
    baseUrl: 'http://console.test',
    fetch: async (request) => {
      signals.push(request.signal);
      await hold;
      const url = new URL(request.url);
      const text = await request.text();
      seen.push({
        method: request.method,
        path: url.pathname,
        search: url.search,
        body: text ? (JSON.parse(text) as unknown) : undefined,
        headers: request.headers,
      });
      return new Response(
        JSON.stringify({ isSuccess: true, message: null, entityData: { from: url.pathname } }),
        {
          status: 200,
          headers: { 'content-type': 'application/json' },
        },
      );
    },
    getSelection: () => selection,
    getSession: () => ({ sid: 's', email: null }),
    isDialogOpen: () => false,
    onErrorOutcome: () => undefined,
  });
  const api = createApiQueries(client, () => selection);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    api,
    queryClient,
    seen,
    signals,
    select: (next: ScopeSelection) => {
      selection = next;
    },
  };
}

// Inputs only need the right shape for routing here; their types are checked in the factories.
const body = { page: 1, pageSize: 25 } as never;
const query = { page: 2 } as never;

/** Every factory with an input, and the call it must make. */
const CASES: [string, (api: ApiQueries) => { queryKey: readonly unknown[] }, string, string][] = [
  ['session.user', (a) => a.session.user(), 'GET', '/bff/user'],
  ['session.consoleConfig', (a) => a.session.consoleConfig(), 'GET', '/bff/config'],
  [
    'session.claimsInformation',
    (a) => a.session.claimsInformation(),
    'GET',
    '/restapi/User/GetUserClaimsInformation',
  ],
  [
    'session.groupsForSite',
    (a) => a.session.groupsForSite({ siteGuid: SITE }),
    'GET',
    '/restapi/Asset/GetAllGroupsForSite',
  ],
  ['tenants.scopeTree', (a) => a.tenants.scopeTree(), 'GET', '/restapi/Company/GetScopeTree'],
  ['tenants.companies', (a) => a.tenants.companies(query), 'GET', '/restapi/Company/GetCompanyList'],
  [
    'tenants.companyById',
    (a) => a.tenants.companyById({ companyId: 10 }),
    'GET',
    '/restapi/Company/GetCompanyById',
  ],
  [
    'tenants.companyByGuid',
    (a) => a.tenants.companyByGuid({ companyGuid: COMPANY_A }),
    'GET',
    '/restapi/Company/GetCompanyByGuid',
  ],
  ['tenants.companyTree', (a) => a.tenants.companyTree(), 'GET', '/restapi/Company/GetCompanyTree'],
  ['tenants.sites', (a) => a.tenants.sites(), 'GET', '/restapi/Site/GetSites'],
  ['tenants.siteById', (a) => a.tenants.siteById({ siteId: 1 }), 'GET', '/restapi/Site/GetSiteById'],
  [
    'tenants.siteByMainId',
    (a) => a.tenants.siteByMainId({ mainId: 5001 }),
    'GET',
    '/restapi/Site/GetSiteByMainId',
  ],
  [
    'tenants.sitesByCompanyId',
    (a) => a.tenants.sitesByCompanyId({ companyId: 10 }),
    'GET',
    '/restapi/Site/GetSitesByCompanyId',
  ],
  ['tenants.groups', (a) => a.tenants.groups(), 'GET', '/restapi/Group/GetGroups'],
  ['tenants.groupById', (a) => a.tenants.groupById({ groupId: 1 }), 'GET', '/restapi/Group/GetGroupById'],
  [
    'tenants.siteGroups',
    (a) => a.tenants.siteGroups({ siteGuid: SITE }),
    'GET',
    '/restapi/Group/GetSiteGroups',
  ],
  ['tenants.partnerSearch', (a) => a.tenants.partnerSearch(body), 'POST', '/restapi/Partner/Search'],
  ['tenants.partnerById', (a) => a.tenants.partnerById({ id: 3 }), 'GET', '/restapi/Partner/3'],
  ['users.list', (a) => a.users.list(query), 'GET', '/restapi/Users'],
  ['users.byId', (a) => a.users.byId({ id: 7 } as never), 'GET', '/restapi/Users/7'],
  [
    'users.authorizedEntities',
    (a) => a.users.authorizedEntities({ id: 7 } as never),
    'GET',
    '/restapi/User/GetUserAuthorizedEntities/7',
  ],
  ['users.profile', (a) => a.users.profile(), 'GET', '/restapi/User/GetProfile'],
  ['users.sessions', (a) => a.users.sessions(), 'GET', '/restapi/User/GetSessions'],
  [
    'users.settings',
    (a) => a.users.settings({ userGuid: SITE }),
    'GET',
    '/restapi/UserSettings/GetUserSettings',
  ],
  [
    'settings.global',
    (a) => a.settings.global({ settingKey: 'smtp' } as never),
    'GET',
    '/restapi/GlobalSettings/GetSettings',
  ],
  ['settings.ssoProviders', (a) => a.settings.ssoProviders(), 'GET', '/restapi/Sso/GetProviders'],
  [
    'settings.ssoProviderById',
    (a) => a.settings.ssoProviderById({ providerId: 1 } as never),
    'GET',
    '/restapi/Sso/GetProviderById',
  ],
  [
    'dashboard.companyAssets',
    (a) => a.dashboard.companyAssets(),
    'GET',
    '/restapi/Dashboard/GetCompanyAssets',
  ],
  [
    'dashboard.siteAssets',
    (a) => a.dashboard.siteAssets({ companyGuid: COMPANY_A }),
    'GET',
    '/restapi/Dashboard/GetSiteAssets',
  ],
  [
    'dashboard.groupAssets',
    (a) => a.dashboard.groupAssets({ siteGuid: SITE }),
    'GET',
    '/restapi/Dashboard/GetGroupAssets',
  ],
  ['dashboard.topComputers', (a) => a.dashboard.topComputers(), 'GET', '/restapi/Dashboard/GetTopComputers'],
  [
    'dashboard.topFiveGroups',
    (a) => a.dashboard.topFiveGroups(),
    'GET',
    '/restapi/Dashboard/GetTopFiveGroups',
  ],
  [
    'dashboard.companyOverview',
    (a) => a.dashboard.companyOverview(),
    'GET',
    '/restapi/Dashboard/GetCompanyOverviewInformation',
  ],
  ['dashboard.knownThreats', (a) => a.dashboard.knownThreats(), 'GET', '/restapi/Dashboard/GetKnownThreads'],
  [
    'dashboard.eventTrends',
    (a) => a.dashboard.eventTrends(body),
    'POST',
    '/restapi/Dashboard/GetEventTrends',
  ],
  [
    'dashboard.topComputerBlocks',
    (a) => a.dashboard.topComputerBlocks(body),
    'POST',
    '/restapi/Dashboard/GetTopComputerBlocks',
  ],
  [
    'dashboard.blocksOverTime',
    (a) => a.dashboard.blocksOverTime(body),
    'POST',
    '/restapi/Dashboard/GetBlocksOverTime',
  ],
  [
    'dashboard.alertSummary',
    (a) => a.dashboard.alertSummary(body),
    'POST',
    '/restapi/Dashboard/GetAlertSummary',
  ],
  [
    'dashboard.numberOfBlocksByTime',
    (a) => a.dashboard.numberOfBlocksByTime(body),
    'POST',
    '/restapi/Dashboard/GetNumberOfBlocksByTime',
  ],
  [
    'dashboard.groupAssetsWithComputer',
    (a) => a.dashboard.groupAssetsWithComputer(body),
    'POST',
    '/restapi/Dashboard/GetGroupAssetsWithComputer',
  ],
  [
    'dashboard.computerBrowseAsset',
    (a) => a.dashboard.computerBrowseAsset(body),
    'POST',
    '/restapi/Dashboard/GetComputerBrowseAsset',
  ],
  [
    'inspection.events',
    (a) => a.inspection.events(body),
    'POST',
    '/restapi/Event/GetEventInspectionPageData',
  ],
  ['inspection.event', (a) => a.inspection.event(7734460), 'GET', '/restapi/Event/GetEventDetail'],
  [
    'inspection.allHashes',
    (a) => a.inspection.allHashes(body),
    'POST',
    '/restapi/HashInspection/GetHashInformationAllHash',
  ],
  [
    'inspection.hashPage',
    (a) => a.inspection.hashPage(body),
    'POST',
    '/restapi/HashInspection/GetHashInformationPage',
  ],
  [
    'inspection.hashVisibilityDetail',
    (a) => a.inspection.hashVisibilityDetail(body),
    'POST',
    '/restapi/HashInspection/GetHashVisibilityHashDetail',
  ],
  ['inspection.auditLogs', (a) => a.inspection.auditLogs(body), 'POST', '/restapi/Agsc/GetAuditLogs'],
  [
    'policyReview.individualProposedUniqueBlocks',
    (a) => a.policyReview.individualProposedUniqueBlocks(body),
    'POST',
    '/restapi/PolicyReview/IndividualProposedUniqueBlocks',
  ],
  [
    'policyReview.proposedUniqueBlocks',
    (a) => a.policyReview.proposedUniqueBlocks(body),
    'POST',
    '/restapi/PolicyReview/ProposedUniqueBlocks',
  ],
  [
    'policyReview.checkList',
    (a) => a.policyReview.checkList(body),
    'POST',
    '/restapi/PolicyReview/ListCheckList',
  ],
  [
    'policyReview.reviewCheckList',
    (a) => a.policyReview.reviewCheckList(body),
    'POST',
    '/restapi/PolicyReview/ListReviewCheckList',
  ],
  ['policyReview.reviews', (a) => a.policyReview.reviews(body), 'POST', '/restapi/PolicyReview/ListReviews'],
  ['savedFilter.list', (a) => a.savedFilter.list(body), 'POST', '/restapi/SavedFilter/ListSavedFilters'],
  [
    'savedFilter.byId',
    (a) => a.savedFilter.byId({ savedFilterId: 701 }),
    'GET',
    '/restapi/SavedFilter/GetSavedFilter',
  ],
  [
    'policyReview.dashboard',
    (a) => a.policyReview.dashboard(body),
    'POST',
    '/restapi/PolicyReview/GetPolicyReviewDashboard',
  ],
  [
    'policyReview.comparison',
    (a) => a.policyReview.comparison(body),
    'POST',
    '/restapi/PolicyReview/CompareReviews',
  ],
  [
    'policyReview.permissionLevels',
    (a) => a.policyReview.permissionLevels(),
    'GET',
    '/restapi/PolicyReview/GetPermissionLevels',
  ],
  [
    'policyReview.reviewStatuses',
    (a) => a.policyReview.reviewStatuses(),
    'GET',
    '/restapi/PolicyReview/GetReviewStatuses',
  ],
  [
    'policyReview.riskLevels',
    (a) => a.policyReview.riskLevels(),
    'GET',
    '/restapi/PolicyReview/GetRiskLevels',
  ],
  ['policyReview.modes', (a) => a.policyReview.modes(), 'GET', '/restapi/PolicyReview/GetModes'],
  ['policyReview.scopes', (a) => a.policyReview.scopes(), 'GET', '/restapi/PolicyReview/GetScopes'],
  [
    'policyReview.decisionStatuses',
    (a) => a.policyReview.decisionStatuses(),
    'GET',
    '/restapi/PolicyReview/GetDecisionStatus',
  ],
  [
    'policyReview.decisionOptions',
    (a) => a.policyReview.decisionOptions(),
    'GET',
    '/restapi/PolicyReview/DecisionOptions',
  ],
  ['policyReview.decisions', (a) => a.policyReview.decisions(), 'GET', '/restapi/PolicyReview/GetDecisions'],
  ['alarm.list', (a) => a.alarm.list(body), 'POST', '/restapi/Alarm/ListAlarms'],
  ['alarm.withDetail', (a) => a.alarm.withDetail(body), 'POST', '/restapi/Alarm/GetAlarmsWithDetail'],
  [
    'alarm.conditionCategories',
    (a) => a.alarm.conditionCategories(),
    'GET',
    '/restapi/Alarm/GetAlarmConditionCategories',
  ],
  [
    'alarm.companyConditions',
    (a) => a.alarm.companyConditions(),
    'GET',
    '/restapi/Alarm/GetCompanyConditions',
  ],
  [
    'alarm.conditions',
    (a) => a.alarm.conditions({ kind: 'Security' } as never),
    'GET',
    '/restapi/Alarm/GetAlarmConditions',
  ],
  [
    'computer.activeOrOffline',
    (a) => a.computer.activeOrOffline(body),
    'POST',
    '/restapi/Computer/GetActiveOrOffileneComputers',
  ],
  [
    'computer.groupComputers',
    (a) => a.computer.groupComputers(body),
    'POST',
    '/restapi/Computer/GetGroupComputersFromEs',
  ],
  ['computer.list', (a) => a.computer.list(), 'GET', '/restapi/Computer/GetComputerList'],
  [
    'computer.detail',
    (a) => a.computer.detail({ computerGuid: SITE }),
    'GET',
    '/restapi/Computer/GetComputerDetail',
  ],
  ['computer.search', (a) => a.computer.search({ search: 'FAB' }), 'GET', '/restapi/Computer/SearchComputer'],
  ['computer.users', (a) => a.computer.users(), 'GET', '/restapi/Computer/GetComputerUserList'],
  ['computer.agscList', (a) => a.computer.agscList(), 'GET', '/restapi/Computer/GetAgscComputerList'],
  ['server.globalServers', (a) => a.server.globalServers(body), 'POST', '/restapi/Server/GetGlobalServers'],
  ['server.list', (a) => a.server.list(body), 'POST', '/restapi/Server/GetServers'],
  ['server.byId', (a) => a.server.byId({ serverId: 1 } as never), 'GET', '/restapi/Server/GetServerById'],
  [
    'server.companyServerById',
    (a) => a.server.companyServerById({ serverId: 1 } as never),
    'GET',
    '/restapi/Server/GetCompanyServerById',
  ],
  ['server.zones', (a) => a.server.zones(), 'GET', '/restapi/Server/GetZones'],
  ['agent.main', (a) => a.agent.main(), 'GET', '/restapi/AgentMain/GetOrCreateDefaultAgentMain'],
  ['agent.ignoreEvents', (a) => a.agent.ignoreEvents(), 'GET', '/restapi/agms/IgnoreEvents'],
  ['agent.severityEvents', (a) => a.agent.severityEvents(), 'GET', '/restapi/agms/SeverityEvents'],
  ['agent.templatePolicy', (a) => a.agent.templatePolicy(), 'GET', '/restapi/agms/TemplatePolicy'],
  ['agent.eventPolicy', (a) => a.agent.eventPolicy(), 'GET', '/restapi/agms/EventPolicy'],
];

describe('every factory reads the operation it names', () => {
  it.each(CASES)('%s: %s %s', async (_name, make, method, path) => {
    const { api, queryClient, seen } = setup();
    const options = make(api) as Parameters<QueryClient['fetchQuery']>[0];
    const data = await queryClient.fetchQuery(options);
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([`${method} ${path}`]);
    expect(data).toEqual({ isSuccess: true, message: null, entityData: { from: path } });
    if (method === 'POST') expect(seen[0]?.body).toEqual({ page: 1, pageSize: 25 });
  });

  it('covers every read of the contract: every GET (but the logout navigation) and every POST read', () => {
    const contractGets = Object.entries(contract.paths as Record<string, { get?: unknown }>)
      .filter(([path, item]) => item.get && path !== '/bff/logout')
      .map(([path]) => path.replace('{id}', '3'));
    const covered = new Set(
      CASES.filter(([, , m]) => m === 'GET').map(([, , , p]) => p.replace(/\/7$/, '/3')),
    );
    expect(contractGets.filter((p) => !covered.has(p))).toEqual([]);
  });
});

describe('query keys', () => {
  it('are hierarchical and end with the scope headers of the request', () => {
    const { api } = setup();
    expect(api.tenants.companies({ page: 1 }).queryKey).toEqual([
      'tenants',
      'companies',
      'list',
      { page: 1 },
      { 'x-partner-guid': '', 'x-company-guid': COMPANY_A, 'x-site-guid': '', 'x-group-guid': '' },
    ]);
  });

  it('/bff calls carry no scope in their key', () => {
    const { api } = setup();
    expect(api.session.user().queryKey).toEqual(['session', 'user', null]);
  });

  it('differ between scopes, so one scope is never served the data of another', async () => {
    const { api, queryClient, seen, select } = setup();
    await queryClient.fetchQuery(api.dashboard.companyAssets());
    select({ ...EMPTY_SCOPE_SELECTION, company: { guid: COMPANY_B } });
    const optionsB = api.dashboard.companyAssets();
    expect(queryClient.getQueryData(optionsB.queryKey)).toBeUndefined();
    await queryClient.fetchQuery(optionsB);
    expect(seen.map((s) => s.headers.get('x-company-guid'))).toEqual([COMPANY_A, COMPANY_B]);
  });

  it('follow the without-flags: GetSites listed with and without the site header are two entries', () => {
    const { api, select } = setup({
      ...EMPTY_SCOPE_SELECTION,
      company: { guid: COMPANY_A },
      site: { guid: SITE },
    });
    const withSite = api.tenants.sites().queryKey;
    select({
      ...EMPTY_SCOPE_SELECTION,
      company: { guid: COMPANY_A },
      site: { guid: SITE },
      withoutSiteHeader: true,
    });
    expect(api.tenants.sites().queryKey).not.toEqual(withSite);
  });

  it('let a mutation invalidate a whole branch by prefix, in every scope', async () => {
    const { api, queryClient } = setup();
    await queryClient.fetchQuery(api.tenants.companies({ page: 1 }));
    await queryClient.fetchQuery(api.tenants.companyById({ companyId: 10 }));
    await queryClient.fetchQuery(api.tenants.sites());
    await queryClient.invalidateQueries({ queryKey: queryKeys.tenants.companies.all });
    const state = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(state(api.tenants.companies({ page: 1 }).queryKey)).toBe(true);
    expect(state(api.tenants.companyById({ companyId: 10 }).queryKey)).toBe(true);
    expect(state(api.tenants.sites().queryKey)).toBe(false);
  });

  it('pass query parameters to the server', async () => {
    const { api, queryClient, seen } = setup();
    await queryClient.fetchQuery(api.tenants.companies({ page: 2, pageSize: 50, search: 'fab' }));
    expect(seen[0]?.search).toBe('?page=2&pageSize=50&search=fab');
  });

  it("pass the query's abort signal to fetch, so a cancelled query cancels its request", async () => {
    let release = () => undefined as void;
    const { api, queryClient, signals } = setup(
      undefined,
      new Promise<void>((resolve) => (release = resolve)),
    );
    const options = api.tenants.companies({ page: 1 });
    const pending = queryClient.fetchQuery(options).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await queryClient.cancelQueries({ queryKey: options.queryKey });
    release();
    await pending;
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(true);
  });
});
