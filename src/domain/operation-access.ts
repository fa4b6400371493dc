// Who may call which operation of the contract: ONE table, read by the sandbox (which enforces
// it server-side from the session, never from headers) and by the console (useCanCall hides
// what a role cannot do). Operations not listed are reads open to every signed-in role, within
// their tenant scope. Keys are the contract's operation ids (codegen), so a typo does not compile.
//
// A rule that depends on the request (the alert kind, the level of agent settings, whose server
// records) is a conditional rule naming a predicate of operation-conditions.ts: the sandbox's
// gate (sandbox/http/restapi.ts) checks the rest before anything else; the handler asks again
// with the request's facts once it knows them (`permits` in its context).
import type { RestapiOperationId } from './contract-values';
import { OPERATION_CONDITIONS, type OperationCondition, type OperationFacts } from './operation-conditions';
import { C, G, GA, GR, isAuditor, P, S, SA, type RoleName } from './roles';

export interface ConditionalRoles {
  /** The predicate (operation-conditions.ts) on the request's facts. */
  when: OperationCondition;
  /** When it holds, only these roles. */
  roles: readonly RoleName[];
  reason?: string;
}

export interface OperationRule {
  /** A write: auditors (SiteAudit, GroupAudit) get 403. */
  write?: true;
  /** Only these roles (by the session's role); others get 403. */
  roles?: readonly RoleName[];
  /** Narrower roles for some requests of the operation. */
  conditional?: readonly ConditionalRoles[];
  /** Why, when the spec is partial and this table decides. */
  reason?: string;
}

const ADMINS_ABOVE_SITE: readonly RoleName[] = [G, P, C];
/** PDP/LRP settings (contract, Server area): auditors get 403, reads included. */
const SERVER_ROLES: readonly RoleName[] = [G, P, C, S, GR];
/** Agent settings and agms rules of a group: GroupAdmin, SiteAdmin and higher, within their scope; auditors 403, reads included. */
const AGENT_ROLES: readonly RoleName[] = [G, P, C, S, GR];
/** Policy review is group-level work: company and site roles get 403 (spec section 2). */
const POLICY_REVIEW_ROLES: readonly RoleName[] = [G, P, GR, GA];
/** Security and deployment-health alert configuration (contract, Alarm area). */
const COMPANY_ALARM_CONFIG: readonly RoleName[] = [P, C, GR, GA, S, SA];

const AGENT: OperationRule = {
  roles: AGENT_ROLES,
  conditional: [
    {
      when: 'templateOrCompanyLevel',
      roles: ADMINS_ABOVE_SITE,
      reason: 'role-policy templates and company-wide settings belong to company admins and above',
    },
  ],
};
const AGENT_WRITE: OperationRule = { ...AGENT, write: true };

const ALARM_CONFIG: readonly ConditionalRoles[] = [
  { when: 'globalAlarmKind', roles: [G], reason: 'System and LiveSite configuration: AGMSAdmin only' },
  { when: 'companyAlarmKind', roles: COMPANY_ALARM_CONFIG },
];

const SERVER: OperationRule = { roles: SERVER_ROLES };
const SERVER_WRITE: OperationRule = { roles: SERVER_ROLES, write: true };

const POLICY_REVIEW: OperationRule = { roles: POLICY_REVIEW_ROLES };

/** Saved filters: the event inspection's roles (route-access INSPECTION); no `write`, see below. */
const SAVED_FILTER: OperationRule = {
  roles: [C, SA, GA],
  reason:
    'the event inspection’s roles; auditors save too: a saved filter is the user’s own view (like user settings), not a setting of the tenant',
};
/**
 * Shared policy management (issue 27): every role reads within its scope (the handlers keep other
 * tenants' local blocks out); a block's level decides who writes it (the handler asks again with
 * the block's level): SPM global the Global Admin, a service-provider level the Global and Partner
 * Admins, local blocks and elective choices the admins of the node or above. Auditors read only.
 */
const POLICY_WRITERS: readonly RoleName[] = [G, P, C, S, GR];
const POLICY_BLOCK_WRITE: OperationRule = {
  write: true,
  roles: POLICY_WRITERS,
  conditional: [
    { when: 'spmGlobalBlock', roles: [G], reason: 'SPM global is the Global Admin\u2019s level' },
    { when: 'serviceProviderBlock', roles: [G, P], reason: 'a partner\u2019s service-provider level' },
  ],
};
const POLICY_READ: OperationRule = {
  reason: 'policy management: every role reads the policy of its scope (auditors included)',
};
const POLICY_REVIEW_WRITE: OperationRule = { roles: POLICY_REVIEW_ROLES, write: true };
/**
 * A hash's page: the roles that may open it (route-access), the inspection roles and the group
 * admin, who reads the evidence of the unique blocks they decide on (issue 32).
 */
const HASH_PAGE: OperationRule = {
  roles: [C, SA, GA, GR],
  reason:
    'the hash page: company admins and auditors (hash inspection menus), and the group admin for the hashes of their unique blocks (issue 32); read-only, within the session\u2019s scope',
};

export const OPERATION_ACCESS: Readonly<Partial<Record<RestapiOperationId, OperationRule>>> = {
  // Tenants
  Company_CreateOrEditCompany: {
    write: true,
    roles: [G, P],
    reason: 'company list: partner and global admins',
  },
  Company_DeleteCompany: {
    write: true,
    roles: [G, P],
    reason: 'company list: partner and global admins',
  },
  Partner_Search: { roles: [G], reason: 'manage partners is a Global admin menu' },
  // Users
  Users_List: { roles: ADMINS_ABOVE_SITE, reason: 'users menu: global, partner and company admins' },
  Users_ById: { roles: ADMINS_ABOVE_SITE, reason: 'users menu: global, partner and company admins' },
  User_GetUserAuthorizedEntities: {
    roles: ADMINS_ABOVE_SITE,
    reason: 'users menu: global, partner and company admins',
  },
  // The user's own sessions (profile page): every role, auditors too (they are the user's own).
  User_GetSessions: { reason: 'the signed-in user’s own sessions: every signed-in role' },
  User_EndSession: { reason: 'the signed-in user’s own sessions: every signed-in role, auditors included' },
  User_EndOtherSessions: {
    reason: 'the signed-in user’s own sessions: every signed-in role, auditors included',
  },
  // Settings
  GlobalSettings_CreateOrUpdateSettings: {
    write: true,
    roles: ADMINS_ABOVE_SITE,
    reason: 'SMTP, syslog and hash lookup menus',
  },
  Sso_CreateOrUpdateProvider: { write: true, roles: ADMINS_ABOVE_SITE, reason: 'SSO menu' },
  Sso_DeleteProvider: { write: true, roles: ADMINS_ABOVE_SITE, reason: 'SSO menu' },
  // Audit
  Agsc_GetAuditLogs: { roles: ADMINS_ABOVE_SITE, reason: 'audit viewer and user activity menus' },
  // Change history (issue 29): the log is the audit viewer's; an entity's history and one change
  // are asked again by the handler with the entity's own read operation, a restore with its write
  ChangeHistory_ListChanges: { roles: ADMINS_ABOVE_SITE, reason: 'audit viewer menus: the change log' },
  ChangeHistory_GetEntityHistory: {
    reason:
      'the history on an entity\u2019s own page: the roles that may read that entity (its read operation), in scope',
  },
  ChangeHistory_GetChange: {
    reason:
      'the change log\u2019s roles, or the roles that may read the entity changed (its read operation), in scope',
  },
  ChangeHistory_RestoreChange: {
    write: true,
    reason: 'the roles that may write the entity (its write operation, asked by the handler); auditors never',
  },
  // Policy review
  PolicyReview_ProposedUniqueBlocks: POLICY_REVIEW,
  PolicyReview_IndividualProposedUniqueBlocks: POLICY_REVIEW,
  PolicyReview_ListCheckList: POLICY_REVIEW,
  PolicyReview_ListReviewCheckList: POLICY_REVIEW,
  PolicyReview_ListReviews: POLICY_REVIEW,
  PolicyReview_GetPolicyReviewDashboard: {
    roles: [...POLICY_REVIEW_ROLES, C, S],
    reason:
      'the policy overview is the "policy analysis" of company and site admins too (section 6): counts only, the lists behind stay group-level',
  },
  PolicyReview_CompareReviews: POLICY_REVIEW,
  PolicyReview_GetPermissionLevels: POLICY_REVIEW,
  PolicyReview_GetReviewStatuses: POLICY_REVIEW,
  PolicyReview_GetRiskLevels: POLICY_REVIEW,
  PolicyReview_GetModes: POLICY_REVIEW,
  PolicyReview_GetScopes: POLICY_REVIEW,
  PolicyReview_GetDecisionStatus: POLICY_REVIEW,
  PolicyReview_GetDecisions: POLICY_REVIEW,
  PolicyReview_DecisionOptions: POLICY_REVIEW,
  PolicyReview_CreateReview: POLICY_REVIEW_WRITE,
  PolicyReview_AddUniqueBlockToReviewCheckList: POLICY_REVIEW_WRITE,
  PolicyReview_UpdateReviewCheckListItem: POLICY_REVIEW_WRITE,
  PolicyReview_UpdateReviewCheckListItems: POLICY_REVIEW_WRITE,
  PolicyReview_ChangeReviewStatus: POLICY_REVIEW_WRITE,
  PolicyReview_UpdateReview: POLICY_REVIEW_WRITE,
  // Hash inspection: a hash's page (the lists stay open to every role, within its scope)
  HashInspection_GetHashInformationPage: HASH_PAGE,
  HashInspection_GetHashVisibilityHashDetail: HASH_PAGE,
  // The command palette's search: every role; each kind only for the roles that may open it (search-kinds.ts)
  Search_QuickSearch: {
    reason:
      'the command palette: every signed-in role, within its scope; the handler leaves out the kinds the role may not open (src/domain/search-kinds.ts)',
  },
  // Alerts: the console (every role, within its scope) and the condition configuration by kind
  Alarm_UpdateAlarmStatuses: { write: true },
  Alarm_GetAlarmConditionCategories: {
    conditional: [ALARM_CONFIG[0]!],
    reason: 'every role lists the categories; System and LiveSite ones only for the Global admin',
  },
  Alarm_GetCompanyConditions: { roles: COMPANY_ALARM_CONFIG },
  Alarm_GetAlarmConditions: { conditional: ALARM_CONFIG },
  Alarm_UpdateCondition: { write: true, conditional: ALARM_CONFIG },
  Alarm_UpdateConditionStatus: { write: true, conditional: ALARM_CONFIG },
  Alarm_RemoveCondition: { write: true, conditional: ALARM_CONFIG },
  // Computers
  Computer_GenerateOtp: { write: true },
  Computer_DeleteComputer: { write: true },
  // Servers
  Server_GetGlobalServers: {
    roles: [P],
    reason: 'pdp-lrp-list is open only to PartnerAdmin (spec section 6)',
  },
  Server_GetServers: SERVER,
  Server_GetZones: SERVER,
  Server_GetServerById: SERVER,
  Server_GetCompanyServerById: SERVER,
  Server_DeleteServer: SERVER_WRITE,
  Server_DeleteSelectServer: SERVER_WRITE,
  Server_CreateOrUpdateServer: {
    ...SERVER_WRITE,
    conditional: [
      {
        when: 'partnerServerRecords',
        roles: [G, P],
        reason: 'without a company the record is a partner\u2019s global one (contract)',
      },
    ],
  },
  Server_SelectOrInheritServer: SERVER_WRITE,
  Server_TestConnection: { ...SERVER_WRITE, reason: 'part of saving a server' },
  Server_TestConnectionByServerId: { ...SERVER_WRITE, reason: 'part of saving a server' },
  // Saved filters (the handler keeps others' shared filters read-only)
  SavedFilter_ListSavedFilters: SAVED_FILTER,
  SavedFilter_GetSavedFilter: SAVED_FILTER,
  SavedFilter_CreateSavedFilter: SAVED_FILTER,
  SavedFilter_UpdateSavedFilter: SAVED_FILTER,
  SavedFilter_DeleteSavedFilter: SAVED_FILTER,
  // Shared policy management (the handlers ask again with the block's level)
  Policy_GetEffectivePolicy: POLICY_READ,
  Policy_ListEffectiveRules: POLICY_READ,
  Policy_ListBlocks: POLICY_READ,
  Policy_GetBlock: POLICY_READ,
  Policy_ListBlockComponents: POLICY_READ,
  Policy_DiffBlockVersions: POLICY_READ,
  Policy_ListElectives: POLICY_READ,
  Policy_GetTopologySubtree: POLICY_READ,
  Policy_ListIcons: POLICY_READ,
  Policy_CreateBlock: POLICY_BLOCK_WRITE,
  Policy_SaveDraft: POLICY_BLOCK_WRITE,
  Policy_SaveDraftComponent: POLICY_BLOCK_WRITE,
  Policy_RemoveDraftComponent: POLICY_BLOCK_WRITE,
  Policy_PublishDraft: POLICY_BLOCK_WRITE,
  Policy_DiscardDraft: POLICY_BLOCK_WRITE,
  Policy_DeleteBlock: POLICY_BLOCK_WRITE,
  Policy_SetElectiveChoice: {
    write: true,
    roles: POLICY_WRITERS,
    reason: 'elective choices: the admins of the node or above',
  },
  Policy_UploadIcon: { write: true, roles: [G], reason: 'the iconset is shared by every tenant' },
  // Rules from evidence (issue 28): the handlers ask again with the level of the chosen node
  Policy_PreviewRuleImpact: {
    roles: POLICY_WRITERS,
    conditional: POLICY_BLOCK_WRITE.conditional,
    reason: 'the impact preview is part of saving a rule: the roles that may write one (auditors 403)',
  },
  Policy_SaveRule: POLICY_BLOCK_WRITE,
  Policy_ListExpiringRules: POLICY_READ,
  // Agent settings and agms rules
  AgentMain_GetOrCreateDefaultAgentMain: AGENT,
  AgentMain_UpdateAgentMain: AGENT_WRITE,
  AgentMain_ResetToDefaultAgentMain: AGENT_WRITE,
  Agms_TemplatePolicy: { roles: AGENT_ROLES },
  Agms_EventPolicy: AGENT,
  Agms_IgnoreEvents: AGENT,
  Agms_IgnoreEvents_Update: AGENT_WRITE,
  Agms_IgnoreEvents_Delete: AGENT_WRITE,
  Agms_SeverityEvents: AGENT,
  Agms_SeverityEvents_Update: AGENT_WRITE,
  Agms_SeverityEvents_Delete: AGENT_WRITE,
};

/** The rule of an operation (by an id read at run time, e.g. from the contract), if any. */
export const operationRule = (operationId: string): OperationRule | undefined =>
  OPERATION_ACCESS[operationId as RestapiOperationId];

export type AccessDecision = { allowed: true } | { allowed: false; reason: 'auditor-write' | 'role' };

/**
 * May `role` call the operation, for a request with these facts? Without facts, the conditional
 * rules do not apply (the sandbox's gate, before the request is read); the handler asks again.
 */
export function decideOperation(
  operationId: string,
  role: RoleName,
  facts: OperationFacts = {},
): AccessDecision {
  const rule = operationRule(operationId);
  if (!rule) return { allowed: true };
  if (rule.roles && !rule.roles.includes(role)) return { allowed: false, reason: 'role' };
  if (rule.write && isAuditor(role)) return { allowed: false, reason: 'auditor-write' };
  const narrower = rule.conditional?.find(
    (conditional) => OPERATION_CONDITIONS[conditional.when](facts) && !conditional.roles.includes(role),
  );
  return narrower ? { allowed: false, reason: 'role' } : { allowed: true };
}
