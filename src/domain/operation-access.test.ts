// Walks every (operation, role) pair of the contract, with every kind of request fact, through
// the operation table, against the rules of the spec and the contract written out here (not
// read from the table): a row changed, added or lost in the table fails here.
import { describe, expect, it } from 'vitest';
import { RESTAPI_OPERATIONS, type RestapiOperationId } from './contract-values';
import { decideOperation, OPERATION_ACCESS } from './operation-access';
import type { OperationFacts } from './operation-conditions';
import { C, G, GA, GR, P, ROLES, S, SA, type RoleName } from './roles';

const EVERYONE = [G, P, C, S, SA, GR, GA];
const NOT_AUDITORS = [G, P, C, S, GR];

/** The facts a request may carry; each pair is walked with every one of them. */
const FACTS: readonly OperationFacts[] = [
  {},
  { alarmKind: 'System' },
  { alarmKind: 'LiveSite' },
  { alarmKind: 'Security' },
  { alarmKind: 'DeploymentHealth' },
  { targetLevel: 'group' },
  { targetLevel: 'template' },
  { targetLevel: 'company' },
  { serverOwner: 'company' },
  { serverOwner: 'partner' },
  { policyLevel: 'spmGlobal' },
  { policyLevel: 'serviceProvider' },
  { policyLevel: 'local' },
];

type Expected = (facts: OperationFacts) => readonly RoleName[];
const always =
  (roles: readonly RoleName[]): Expected =>
  () =>
    roles;
const without = (roles: readonly RoleName[], out: readonly RoleName[]) =>
  roles.filter((r) => !out.includes(r));
const onlyAuditorsOut = always(NOT_AUDITORS);

// Contract (Alarm area): "Security and deployment-health alert configuration: PartnerAdmin,
// CompanyAdmin, GroupAdmin, GroupAudit, SiteAdmin, SiteAudit. System and live-site alert
// configuration: AGMSAdmin only. Auditors may view the configuration but not change it."
const COMPANY_ALARM_CONFIG = [P, C, GR, GA, S, SA];
const alarmConfig =
  (write: boolean): Expected =>
  ({ alarmKind }) => {
    const roles =
      alarmKind === 'System' || alarmKind === 'LiveSite' ? [G] : alarmKind ? COMPANY_ALARM_CONFIG : EVERYONE;
    return write ? without(roles, [SA, GA]) : roles;
  };

// Contract (Server area): "PDP/LRP settings are open to AGMSAdmin, PartnerAdmin, CompanyAdmin,
// SiteAdmin and GroupAdmin"; "Without x-company-guid the record is global (PartnerAdmin and
// AGMSAdmin only)".
const SERVERS = always(NOT_AUDITORS);

// Agent settings and agms rules: a group's for GroupAdmin, SiteAdmin and above; a role-policy
// template's or a company's for CompanyAdmin and above; auditors get 403, reads included.
const agentLevel: Expected = ({ targetLevel }) =>
  targetLevel === 'template' || targetLevel === 'company' ? [G, P, C] : NOT_AUDITORS;

// Policy review is group-level work, disabled for company and site roles (spec section 2).
/** SPM global: the Global Admin; a partner's level: Global and Partner Admins; local: every admin. */
const policyBlockWrite: Expected = ({ policyLevel }) =>
  policyLevel === 'spmGlobal' ? [G] : policyLevel === 'serviceProvider' ? [G, P] : NOT_AUDITORS;
const REVIEW_READ = always([G, P, GR, GA]);
const REVIEW_WRITE = always([G, P, GR]);

const SPEC: Partial<Record<RestapiOperationId, Expected>> = {
  // The company list and manage partners (spec section 6 menus).
  Company_CreateOrEditCompany: always([G, P]),
  Company_DeleteCompany: always([G, P]),
  Partner_Search: always([G]),
  // The users, audit viewer and user activity menus: Global, partner and company admins.
  Users_List: always([G, P, C]),
  Users_ById: always([G, P, C]),
  User_GetUserAuthorizedEntities: always([G, P, C]),
  Agsc_GetAuditLogs: always([G, P, C]),
  // SMTP, syslog, hash lookup and SSO settings menus.
  GlobalSettings_CreateOrUpdateSettings: always([G, P, C]),
  Sso_CreateOrUpdateProvider: always([G, P, C]),
  Sso_DeleteProvider: always([G, P, C]),
  // Policy review.
  PolicyReview_ProposedUniqueBlocks: REVIEW_READ,
  PolicyReview_IndividualProposedUniqueBlocks: REVIEW_READ,
  PolicyReview_ListCheckList: REVIEW_READ,
  PolicyReview_ListReviewCheckList: REVIEW_READ,
  PolicyReview_ListReviews: REVIEW_READ,
  // The policy overview is company and site admins' "policy analysis" too (section 6).
  PolicyReview_GetPolicyReviewDashboard: always([G, P, C, S, GR, GA]),
  PolicyReview_CompareReviews: REVIEW_READ,
  PolicyReview_GetPermissionLevels: REVIEW_READ,
  PolicyReview_GetReviewStatuses: REVIEW_READ,
  PolicyReview_GetRiskLevels: REVIEW_READ,
  PolicyReview_GetModes: REVIEW_READ,
  PolicyReview_GetScopes: REVIEW_READ,
  PolicyReview_GetDecisionStatus: REVIEW_READ,
  PolicyReview_GetDecisions: REVIEW_READ,
  PolicyReview_DecisionOptions: REVIEW_READ,
  PolicyReview_CreateReview: REVIEW_WRITE,
  PolicyReview_AddUniqueBlockToReviewCheckList: REVIEW_WRITE,
  PolicyReview_UpdateReviewCheckListItem: REVIEW_WRITE,
  PolicyReview_UpdateReviewCheckListItems: REVIEW_WRITE,
  PolicyReview_ChangeReviewStatus: REVIEW_WRITE,
  PolicyReview_UpdateReview: REVIEW_WRITE,
  // Alerts: every role sees the console; the configuration by kind.
  Alarm_UpdateAlarmStatuses: onlyAuditorsOut,
  Alarm_GetAlarmConditionCategories: ({ alarmKind }) =>
    alarmKind === 'System' || alarmKind === 'LiveSite' ? [G] : EVERYONE,
  Alarm_GetCompanyConditions: always(COMPANY_ALARM_CONFIG),
  Alarm_GetAlarmConditions: alarmConfig(false),
  Alarm_UpdateCondition: alarmConfig(true),
  Alarm_UpdateConditionStatus: alarmConfig(true),
  Alarm_RemoveCondition: alarmConfig(true),
  // Computers: "auditors (SiteAudit, GroupAudit) get a 403".
  Computer_GenerateOtp: onlyAuditorsOut,
  Computer_DeleteComputer: onlyAuditorsOut,
  // Servers.
  Server_GetGlobalServers: always([P]),
  Server_GetServers: SERVERS,
  Server_GetZones: SERVERS,
  Server_GetServerById: SERVERS,
  Server_GetCompanyServerById: SERVERS,
  Server_DeleteServer: SERVERS,
  Server_DeleteSelectServer: SERVERS,
  Server_CreateOrUpdateServer: ({ serverOwner }) => (serverOwner === 'partner' ? [G, P] : NOT_AUDITORS),
  Server_SelectOrInheritServer: SERVERS,
  Server_TestConnection: SERVERS,
  Server_TestConnectionByServerId: SERVERS,
  // Agent settings and agms rules.
  AgentMain_GetOrCreateDefaultAgentMain: agentLevel,
  AgentMain_UpdateAgentMain: agentLevel,
  AgentMain_ResetToDefaultAgentMain: agentLevel,
  Agms_TemplatePolicy: always(NOT_AUDITORS),
  Agms_EventPolicy: agentLevel,
  Agms_IgnoreEvents: agentLevel,
  Agms_IgnoreEvents_Update: agentLevel,
  Agms_IgnoreEvents_Delete: agentLevel,
  Agms_SeverityEvents: agentLevel,
  Agms_SeverityEvents_Update: agentLevel,
  Agms_SeverityEvents_Delete: agentLevel,
  // A hash's page: hash inspection's roles (section 6 menus: company admins and auditors), and
  // the group admin, who decides on the unique blocks of their groups (issue 32).
  HashInspection_GetHashInformationPage: always([C, SA, GA, GR]),
  HashInspection_GetHashVisibilityHashDetail: always([C, SA, GA, GR]),
  // Saved filters (designed for issue 15): the event inspection's roles (its menus: company
  // admins and the auditors), writes included: a saved filter is the user's own view.
  SavedFilter_ListSavedFilters: always([C, SA, GA]),
  SavedFilter_GetSavedFilter: always([C, SA, GA]),
  SavedFilter_CreateSavedFilter: always([C, SA, GA]),
  SavedFilter_UpdateSavedFilter: always([C, SA, GA]),
  SavedFilter_DeleteSavedFilter: always([C, SA, GA]),
  // Shared policy management (issue 27): every role reads; a block's level decides who writes it.
  Policy_CreateBlock: policyBlockWrite,
  Policy_SaveDraft: policyBlockWrite,
  Policy_SaveDraftComponent: policyBlockWrite,
  Policy_RemoveDraftComponent: policyBlockWrite,
  Policy_PublishDraft: policyBlockWrite,
  Policy_DiscardDraft: policyBlockWrite,
  Policy_DeleteBlock: policyBlockWrite,
  Policy_SetElectiveChoice: always(NOT_AUDITORS),
  Policy_UploadIcon: always([G]),
  // Rules from evidence (issue 28): the level of the chosen node decides, as for its block.
  Policy_PreviewRuleImpact: policyBlockWrite,
  Policy_SaveRule: policyBlockWrite,
  // Change history (issue 29): the log is the audit viewer's; a restore is a write (the handler
  // asks the entity's own write operation), an entity's history its read operation.
  ChangeHistory_ListChanges: always([G, P, C]),
  ChangeHistory_RestoreChange: always(NOT_AUDITORS),
};

/** Every other operation is a read open to every signed-in role (within its tenant scope). */
const expectedRoles = (operationId: RestapiOperationId, facts: OperationFacts): readonly RoleName[] =>
  (SPEC[operationId] ?? always(EVERYONE))(facts);

const operationIds = RESTAPI_OPERATIONS.map((operation) => operation.operationId);

describe('the operation table', () => {
  it('names only operations of the contract, each once', () => {
    expect(new Set(operationIds).size).toBe(operationIds.length);
    for (const id of Object.keys(OPERATION_ACCESS)) expect(operationIds, id).toContain(id);
  });

  it.each(operationIds)('%s: every role, with every kind of request', (operationId) => {
    for (const facts of FACTS) {
      for (const role of ROLES) {
        const expected = expectedRoles(operationId, facts).includes(role);
        expect(decideOperation(operationId, role, facts).allowed, `${role} ${JSON.stringify(facts)}`).toBe(
          expected,
        );
      }
    }
  });

  it('refuses auditors every write, saying why', () => {
    for (const [operationId, rule] of Object.entries(OPERATION_ACCESS)) {
      if (!rule.write) continue;
      for (const auditor of [SA, GA]) {
        const decision = decideOperation(operationId, auditor);
        expect(decision.allowed, `${operationId} ${auditor}`).toBe(false);
      }
    }
    expect(decideOperation('Computer_DeleteComputer', 'GroupAudit')).toEqual({
      allowed: false,
      reason: 'auditor-write',
    });
    expect(decideOperation('Partner_Search', 'CompanyAdmin')).toEqual({ allowed: false, reason: 'role' });
  });
});
