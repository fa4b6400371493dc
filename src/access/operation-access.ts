// Who may call which operation of the contract. The sandbox enforces this table server-side
// from the session (never from headers); the console reads it to hide what a role cannot do.
// Operations not listed are reads open to every signed-in role, within their tenant scope.
import type { RoleName } from './roles';

export interface OperationRule {
  /** A write: auditors (SiteAudit, GroupAudit) get 403. */
  write?: true;
  /** Only these roles (by the session's real role); others get 403. */
  roles?: readonly RoleName[];
  /** Why, when the spec is partial and this table decides. */
  reason?: string;
}

const ADMINS_ABOVE_SITE: readonly RoleName[] = ['AGMSAdmin', 'PartnerAdmin', 'CompanyAdmin'];

export const OPERATION_ACCESS: Readonly<Record<string, OperationRule>> = {
  // Tenants
  Company_CreateOrEditCompany: {
    write: true,
    roles: ['AGMSAdmin', 'PartnerAdmin'],
    reason: 'company list: partner and global admins',
  },
  Company_DeleteCompany: {
    write: true,
    roles: ['AGMSAdmin', 'PartnerAdmin'],
    reason: 'company list: partner and global admins',
  },
  Partner_Search: { roles: ['AGMSAdmin'], reason: 'manage partners is a Global admin menu' },
  // Users
  Users_List: { roles: ADMINS_ABOVE_SITE, reason: 'users menu: global, partner and company admins' },
  Users_ById: { roles: ADMINS_ABOVE_SITE, reason: 'users menu: global, partner and company admins' },
  User_GetUserAuthorizedEntities: {
    roles: ADMINS_ABOVE_SITE,
    reason: 'users menu: global, partner and company admins',
  },
  // Settings
  GlobalSettings_CreateOrUpdateSettings: {
    write: true,
    roles: ['AGMSAdmin', 'PartnerAdmin', 'CompanyAdmin'],
    reason: 'SMTP, syslog and hash lookup menus',
  },
  Sso_CreateOrUpdateProvider: {
    write: true,
    roles: ['AGMSAdmin', 'PartnerAdmin', 'CompanyAdmin'],
    reason: 'SSO menu',
  },
  Sso_DeleteProvider: {
    write: true,
    roles: ['AGMSAdmin', 'PartnerAdmin', 'CompanyAdmin'],
    reason: 'SSO menu',
  },
  // Audit
  Agsc_GetAuditLogs: { roles: ADMINS_ABOVE_SITE, reason: 'audit viewer and user activity menus' },
  // Policy review
  PolicyReview_CreateReview: { write: true },
  PolicyReview_AddUniqueBlockToReviewCheckList: { write: true },
  PolicyReview_UpdateReviewCheckListItem: { write: true },
  PolicyReview_ChangeReviewStatus: { write: true },
  PolicyReview_UpdateReview: { write: true },
  // Alerts (system and live-site configuration: AGMSAdmin only, checked per condition kind)
  Alarm_UpdateCondition: { write: true },
  Alarm_UpdateAlarmStatuses: { write: true },
  Alarm_UpdateConditionStatus: { write: true },
  Alarm_RemoveCondition: { write: true },
  // Computers
  Computer_GenerateOtp: { write: true },
  Computer_DeleteComputer: { write: true },
  // Servers
  Server_GetGlobalServers: {
    roles: ['PartnerAdmin'],
    reason: 'pdp-lrp-list is open only to PartnerAdmin (spec section 6)',
  },
  Server_DeleteServer: { write: true },
  Server_DeleteSelectServer: { write: true },
  Server_CreateOrUpdateServer: { write: true },
  Server_SelectOrInheritServer: { write: true },
  Server_TestConnection: { write: true, reason: 'part of saving a server' },
  Server_TestConnectionByServerId: { write: true, reason: 'part of saving a server' },
  // Agent settings and agms rules
  AgentMain_UpdateAgentMain: { write: true },
  AgentMain_ResetToDefaultAgentMain: { write: true },
  Agms_IgnoreEvents_Update: { write: true },
  Agms_IgnoreEvents_Delete: { write: true },
  Agms_SeverityEvents_Update: { write: true },
  Agms_SeverityEvents_Delete: { write: true },
};

/** Alert configuration kinds reserved to the Global admin (spec section 6). */
export const GLOBAL_ONLY_ALARM_KINDS = ['System', 'LiveSite'] as const;

export type AccessDecision = { allowed: true } | { allowed: false; reason: 'auditor-write' | 'role' };

export function decideOperation(operationId: string, role: RoleName): AccessDecision {
  const rule = OPERATION_ACCESS[operationId];
  if (!rule) return { allowed: true };
  if (rule.roles && !rule.roles.includes(role)) return { allowed: false, reason: 'role' };
  if (rule.write && (role === 'SiteAudit' || role === 'GroupAudit'))
    return { allowed: false, reason: 'auditor-write' };
  return { allowed: true };
}
