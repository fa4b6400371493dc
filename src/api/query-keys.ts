// Hierarchical query keys, one tree per area: [area, entity, variant, input]. Mutations
// invalidate by prefix (`queryKeys.tenants.companies.all` hits every company list and detail).
// The factories in queries/ append the request's scope headers as a last element, so data of
// one scope is never served for another; prefixes here match every scope.
import type { ApiPath, JsonBodyOf, PathParamsOf, QueryParamsOf } from './operation-types';

type Q<P extends ApiPath> = QueryParamsOf<P>;
type B<P extends ApiPath> = JsonBodyOf<P>;
type Path<P extends ApiPath> = PathParamsOf<P>;

export const queryKeys = {
  session: {
    all: ['session'] as const,
    user: () => ['session', 'user'] as const,
    claimsInformation: () => ['session', 'claimsInformation'] as const,
    consoleConfig: () => ['session', 'consoleConfig'] as const,
    groupsForSite: (query: Q<'/restapi/Asset/GetAllGroupsForSite'>) =>
      ['session', 'groupsForSite', query] as const,
  },

  tenants: {
    all: ['tenants'] as const,
    scopeTree: () => ['tenants', 'scopeTree'] as const,
    companies: {
      all: ['tenants', 'companies'] as const,
      list: (query: Q<'/restapi/Company/GetCompanyList'>) => ['tenants', 'companies', 'list', query] as const,
      byId: (query: Q<'/restapi/Company/GetCompanyById'>) => ['tenants', 'companies', 'byId', query] as const,
      byGuid: (query: Q<'/restapi/Company/GetCompanyByGuid'>) =>
        ['tenants', 'companies', 'byGuid', query] as const,
      tree: () => ['tenants', 'companies', 'tree'] as const,
    },
    sites: {
      all: ['tenants', 'sites'] as const,
      list: () => ['tenants', 'sites', 'list'] as const,
      byId: (query: Q<'/restapi/Site/GetSiteById'>) => ['tenants', 'sites', 'byId', query] as const,
      byMainId: (query: Q<'/restapi/Site/GetSiteByMainId'>) =>
        ['tenants', 'sites', 'byMainId', query] as const,
      byCompanyId: (query: Q<'/restapi/Site/GetSitesByCompanyId'>) =>
        ['tenants', 'sites', 'byCompanyId', query] as const,
    },
    groups: {
      all: ['tenants', 'groups'] as const,
      list: () => ['tenants', 'groups', 'list'] as const,
      byId: (query: Q<'/restapi/Group/GetGroupById'>) => ['tenants', 'groups', 'byId', query] as const,
      bySite: (query: Q<'/restapi/Group/GetSiteGroups'>) => ['tenants', 'groups', 'bySite', query] as const,
    },
    partners: {
      all: ['tenants', 'partners'] as const,
      search: (body: B<'/restapi/Partner/Search'>) => ['tenants', 'partners', 'search', body] as const,
      byId: (path: Path<'/restapi/Partner/{id}'>) => ['tenants', 'partners', 'byId', path] as const,
    },
  },

  users: {
    all: ['users'] as const,
    list: (query: Q<'/restapi/Users'>) => ['users', 'list', query] as const,
    byId: (path: Path<'/restapi/Users/{id}'>) => ['users', 'byId', path] as const,
    authorizedEntities: (path: Path<'/restapi/User/GetUserAuthorizedEntities/{id}'>) =>
      ['users', 'authorizedEntities', path] as const,
    profile: () => ['users', 'profile'] as const,
    sessions: () => ['users', 'sessions'] as const,
    settings: (query: Q<'/restapi/UserSettings/GetUserSettings'>) => ['users', 'settings', query] as const,
  },

  settings: {
    all: ['settings'] as const,
    global: (query: Q<'/restapi/GlobalSettings/GetSettings'>) => ['settings', 'global', query] as const,
    sso: {
      all: ['settings', 'sso'] as const,
      providers: () => ['settings', 'sso', 'providers'] as const,
      providerById: (query: Q<'/restapi/Sso/GetProviderById'>) =>
        ['settings', 'sso', 'providerById', query] as const,
    },
  },

  dashboard: {
    all: ['dashboard'] as const,
    companyAssets: () => ['dashboard', 'companyAssets'] as const,
    siteAssets: (query: Q<'/restapi/Dashboard/GetSiteAssets'>) => ['dashboard', 'siteAssets', query] as const,
    groupAssets: (query: Q<'/restapi/Dashboard/GetGroupAssets'>) =>
      ['dashboard', 'groupAssets', query] as const,
    topComputers: () => ['dashboard', 'topComputers'] as const,
    topFiveGroups: () => ['dashboard', 'topFiveGroups'] as const,
    companyOverview: () => ['dashboard', 'companyOverview'] as const,
    knownThreats: () => ['dashboard', 'knownThreats'] as const,
    eventTrends: (body: B<'/restapi/Dashboard/GetEventTrends'>) =>
      ['dashboard', 'eventTrends', body] as const,
    topComputerBlocks: (body: B<'/restapi/Dashboard/GetTopComputerBlocks'>) =>
      ['dashboard', 'topComputerBlocks', body] as const,
    blocksOverTime: (body: B<'/restapi/Dashboard/GetBlocksOverTime'>) =>
      ['dashboard', 'blocksOverTime', body] as const,
    alertSummary: (body: B<'/restapi/Dashboard/GetAlertSummary'>) =>
      ['dashboard', 'alertSummary', body] as const,
    numberOfBlocksByTime: (body: B<'/restapi/Dashboard/GetNumberOfBlocksByTime'>) =>
      ['dashboard', 'numberOfBlocksByTime', body] as const,
    groupAssetsWithComputer: (body: B<'/restapi/Dashboard/GetGroupAssetsWithComputer'>) =>
      ['dashboard', 'groupAssetsWithComputer', body] as const,
    computerBrowseAsset: (body: B<'/restapi/Dashboard/GetComputerBrowseAsset'>) =>
      ['dashboard', 'computerBrowseAsset', body] as const,
  },

  inspection: {
    all: ['inspection'] as const,
    events: (body: B<'/restapi/Event/GetEventInspectionPageData'>) => ['inspection', 'events', body] as const,
    event: (eventId: number) => ['inspection', 'event', eventId] as const,
    hashes: {
      all: ['inspection', 'hashes'] as const,
      allHashes: (body: B<'/restapi/HashInspection/GetHashInformationAllHash'>) =>
        ['inspection', 'hashes', 'allHashes', body] as const,
      page: (body: B<'/restapi/HashInspection/GetHashInformationPage'>) =>
        ['inspection', 'hashes', 'page', body] as const,
      visibilityDetail: (body: B<'/restapi/HashInspection/GetHashVisibilityHashDetail'>) =>
        ['inspection', 'hashes', 'visibilityDetail', body] as const,
      visibilityComputers: (body: B<'/restapi/HashInspection/GetHashVisibilityHashDetail'>) =>
        ['inspection', 'hashes', 'visibilityComputers', body] as const,
    },
    auditLogs: (body: B<'/restapi/Agsc/GetAuditLogs'>) => ['inspection', 'auditLogs', body] as const,
  },

  policyReview: {
    all: ['policyReview'] as const,
    individualProposedUniqueBlocks: (body: B<'/restapi/PolicyReview/IndividualProposedUniqueBlocks'>) =>
      ['policyReview', 'uniqueBlocks', 'individual', body] as const,
    proposedUniqueBlocks: (body: B<'/restapi/PolicyReview/ProposedUniqueBlocks'>) =>
      ['policyReview', 'uniqueBlocks', 'proposed', body] as const,
    uniqueBlocks: ['policyReview', 'uniqueBlocks'] as const,
    checkLists: ['policyReview', 'checkLists'] as const,
    checkList: (body: B<'/restapi/PolicyReview/ListCheckList'>) =>
      ['policyReview', 'checkLists', 'list', body] as const,
    reviewCheckList: (body: B<'/restapi/PolicyReview/ListReviewCheckList'>) =>
      ['policyReview', 'checkLists', 'review', body] as const,
    reviewLists: ['policyReview', 'reviews'] as const,
    reviews: (body: B<'/restapi/PolicyReview/ListReviews'>) => ['policyReview', 'reviews', body] as const,
    dashboard: (body: B<'/restapi/PolicyReview/GetPolicyReviewDashboard'>) =>
      ['policyReview', 'dashboard', body] as const,
    comparison: (body: B<'/restapi/PolicyReview/CompareReviews'>) =>
      ['policyReview', 'comparison', body] as const,
    lookups: {
      all: ['policyReview', 'lookups'] as const,
      permissionLevels: () => ['policyReview', 'lookups', 'permissionLevels'] as const,
      reviewStatuses: () => ['policyReview', 'lookups', 'reviewStatuses'] as const,
      riskLevels: () => ['policyReview', 'lookups', 'riskLevels'] as const,
      modes: () => ['policyReview', 'lookups', 'modes'] as const,
      scopes: () => ['policyReview', 'lookups', 'scopes'] as const,
      decisionStatuses: () => ['policyReview', 'lookups', 'decisionStatuses'] as const,
      decisionOptions: (query: Q<'/restapi/PolicyReview/DecisionOptions'>) =>
        ['policyReview', 'lookups', 'decisionOptions', query] as const,
    },
    decisions: () => ['policyReview', 'decisions'] as const,
  },

  savedFilter: {
    all: ['savedFilter'] as const,
    list: (body: B<'/restapi/SavedFilter/ListSavedFilters'>) => ['savedFilter', 'list', body] as const,
    byId: (query: Q<'/restapi/SavedFilter/GetSavedFilter'>) => ['savedFilter', 'byId', query] as const,
  },

  alarm: {
    all: ['alarm'] as const,
    alarms: ['alarm', 'alarms'] as const,
    list: (body: B<'/restapi/Alarm/ListAlarms'>) => ['alarm', 'alarms', 'list', body] as const,
    withDetail: (body: B<'/restapi/Alarm/GetAlarmsWithDetail'>) =>
      ['alarm', 'alarms', 'withDetail', body] as const,
    conditions: {
      all: ['alarm', 'conditions'] as const,
      categories: (query: Q<'/restapi/Alarm/GetAlarmConditionCategories'>) =>
        ['alarm', 'conditions', 'categories', query] as const,
      company: () => ['alarm', 'conditions', 'company'] as const,
      byKind: (query: Q<'/restapi/Alarm/GetAlarmConditions'>) =>
        ['alarm', 'conditions', 'byKind', query] as const,
    },
  },

  computer: {
    all: ['computer'] as const,
    activeOrOffline: (body: B<'/restapi/Computer/GetActiveOrOffileneComputers'>) =>
      ['computer', 'activeOrOffline', body] as const,
    groupComputers: (body: B<'/restapi/Computer/GetGroupComputersFromEs'>) =>
      ['computer', 'groupComputers', body] as const,
    list: (query: Q<'/restapi/Computer/GetComputerList'>) => ['computer', 'list', query] as const,
    detail: (query: Q<'/restapi/Computer/GetComputerDetail'>) => ['computer', 'detail', query] as const,
    search: (query: Q<'/restapi/Computer/SearchComputer'>) => ['computer', 'search', query] as const,
    users: (query: Q<'/restapi/Computer/GetComputerUserList'>) => ['computer', 'users', query] as const,
    agscList: (query: Q<'/restapi/Computer/GetAgscComputerList'>) => ['computer', 'agscList', query] as const,
  },

  server: {
    all: ['server'] as const,
    servers: ['server', 'servers'] as const,
    globalServers: (body: B<'/restapi/Server/GetGlobalServers'>) =>
      ['server', 'servers', 'global', body] as const,
    list: (body: B<'/restapi/Server/GetServers'>) => ['server', 'servers', 'list', body] as const,
    byId: (query: Q<'/restapi/Server/GetServerById'>) => ['server', 'servers', 'byId', query] as const,
    companyServerById: (query: Q<'/restapi/Server/GetCompanyServerById'>) =>
      ['server', 'servers', 'companyServerById', query] as const,
    zones: () => ['server', 'zones'] as const,
  },

  agent: {
    all: ['agent'] as const,
    mainAll: ['agent', 'main'] as const,
    ignoreEventsAll: ['agent', 'ignoreEvents'] as const,
    severityEventsAll: ['agent', 'severityEvents'] as const,
    main: (query: Q<'/restapi/AgentMain/GetOrCreateDefaultAgentMain'>) => ['agent', 'main', query] as const,
    ignoreEvents: (query: Q<'/restapi/agms/IgnoreEvents'>) => ['agent', 'ignoreEvents', query] as const,
    severityEvents: (query: Q<'/restapi/agms/SeverityEvents'>) => ['agent', 'severityEvents', query] as const,
    templatePolicy: (query: Q<'/restapi/agms/TemplatePolicy'>) => ['agent', 'templatePolicy', query] as const,
    eventPolicy: (query: Q<'/restapi/agms/EventPolicy'>) => ['agent', 'eventPolicy', query] as const,
  },
} as const;
