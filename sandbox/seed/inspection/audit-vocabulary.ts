// The audit log's actions: which roles do what how often, and the entity each one acts on.

export type AuditAction =
  | 'Login'
  | 'LoginFailed'
  | 'Logout'
  | 'CreateCompany'
  | 'UpdateCompany'
  | 'DeleteCompany'
  | 'CreateUser'
  | 'UpdateUser'
  | 'DeleteUser'
  | 'CreateServer'
  | 'UpdateServer'
  | 'DeleteServer'
  | 'ResolveAlert'
  | 'UpdateAlertStatus'
  | 'UpdateAlertCondition'
  | 'CreateReview'
  | 'ChangeReviewStatus'
  | 'UpdateAgentSettings'
  | 'UpdateIgnoreEvents'
  | 'UpdateSeverityEvents'
  | 'UpdateGlobalSettings'
  | 'UpdateSsoProvider'
  | 'GenerateOtp'
  | 'DeleteComputer';

export const ACTIONS_BY_ROLE: Record<string, Array<[AuditAction, number]>> = {
  AGMSAdmin: [
    ['CreateCompany', 3],
    ['UpdateCompany', 5],
    ['DeleteCompany', 1],
    ['CreateUser', 3],
    ['UpdateUser', 4],
    ['UpdateGlobalSettings', 3],
    ['UpdateSsoProvider', 2],
    ['UpdateAlertCondition', 3],
    ['CreateServer', 2],
    ['UpdateServer', 3],
  ],
  PartnerAdmin: [
    ['CreateCompany', 2],
    ['UpdateCompany', 5],
    ['CreateUser', 3],
    ['UpdateUser', 4],
    ['UpdateSsoProvider', 1],
    ['CreateServer', 2],
    ['UpdateServer', 3],
    ['DeleteServer', 1],
  ],
  CompanyAdmin: [
    ['CreateUser', 2],
    ['UpdateUser', 3],
    ['UpdateAgentSettings', 4],
    ['UpdateIgnoreEvents', 3],
    ['UpdateSeverityEvents', 2],
    ['UpdateGlobalSettings', 1],
    ['ResolveAlert', 6],
    ['UpdateAlertStatus', 6],
    ['UpdateAlertCondition', 2],
    ['CreateReview', 2],
    ['ChangeReviewStatus', 3],
    ['GenerateOtp', 3],
    ['DeleteComputer', 1],
    ['UpdateServer', 1],
  ],
  SiteAdmin: [
    ['UpdateAgentSettings', 3],
    ['ResolveAlert', 5],
    ['UpdateAlertStatus', 5],
    ['UpdateAlertCondition', 1],
    ['GenerateOtp', 4],
    ['DeleteComputer', 1],
    ['UpdateServer', 1],
  ],
  GroupAdmin: [
    ['UpdateIgnoreEvents', 3],
    ['UpdateSeverityEvents', 2],
    ['CreateReview', 3],
    ['ChangeReviewStatus', 4],
    ['GenerateOtp', 3],
    ['UpdateAlertStatus', 3],
    ['UpdateAgentSettings', 2],
  ],
  SiteAudit: [],
  GroupAudit: [],
};

export const ENTITY_OF: Record<AuditAction, string> = {
  Login: 'Session',
  LoginFailed: 'Session',
  Logout: 'Session',
  CreateCompany: 'Company',
  UpdateCompany: 'Company',
  DeleteCompany: 'Company',
  CreateUser: 'User',
  UpdateUser: 'User',
  DeleteUser: 'User',
  CreateServer: 'Server',
  UpdateServer: 'Server',
  DeleteServer: 'Server',
  ResolveAlert: 'Alert',
  UpdateAlertStatus: 'Alert',
  UpdateAlertCondition: 'AlertCondition',
  CreateReview: 'Review',
  ChangeReviewStatus: 'Review',
  UpdateAgentSettings: 'AgentSettings',
  UpdateIgnoreEvents: 'EventPolicy',
  UpdateSeverityEvents: 'EventPolicy',
  UpdateGlobalSettings: 'GlobalSettings',
  UpdateSsoProvider: 'SsoProvider',
  GenerateOtp: 'Computer',
  DeleteComputer: 'Computer',
};
