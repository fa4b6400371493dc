// The words of the contract's enums: ONE message key per value of every enum the console shows
// (lists, filters and their chips, drawers, chart legends and tooltips, CSV files), so a value
// reads the same everywhere, in English and in Japanese. Lists, badges and pickers take their
// keys from here; `enumLabel` names a value anywhere else. `enum-labels.test.ts` walks the
// contract's enums: a value added there without words here fails it.
import type { TFunction } from 'i18next';
import type { ApiSchema, ApiSchemaName } from '../api/contract-types';
import type { MessageKey } from './message-key';

/**
 * `prefix.<value>` for every value of an enum (a value missing from `values` does not compile),
 * typed as the keys it builds: `ENUM_LABELS` below checks that each is a key of the catalogue.
 */
function keysOf<T extends string>() {
  return <const P extends string>(prefix: P, values: Record<T, true>) =>
    Object.fromEntries(Object.keys(values).map((value) => [value, `${prefix}.${value}`])) as {
      readonly [V in T]: `${P}.${V}`;
    };
}

type Labels<N extends ApiSchemaName> = Record<Extract<ApiSchema<N>, string>, MessageKey>;

const EVENT_TYPE = keysOf<ApiSchema<'EventType'>>()('forms.options.eventTypeName', {
  ExecutionBlocked: true,
  ExecutionAllowed: true,
  ScriptBlocked: true,
  DllLoadBlocked: true,
  RemovableMediaBlocked: true,
  NetworkBlocked: true,
  TamperAttempt: true,
  PolicyViolation: true,
  ElevationRequested: true,
  CertificateUntrusted: true,
});

const EVENT_SEVERITY = keysOf<ApiSchema<'EventSeverity'>>()('forms.options.severity', {
  Critical: true,
  High: true,
  Medium: true,
  Low: true,
  Info: true,
});

const AUDIT_ACTION = keysOf<ApiSchema<'AuditAction'>>()('admin.activity.actions', {
  Login: true,
  LoginFailed: true,
  Logout: true,
  CreateCompany: true,
  UpdateCompany: true,
  DeleteCompany: true,
  CreateUser: true,
  UpdateUser: true,
  DeleteUser: true,
  CreateServer: true,
  UpdateServer: true,
  DeleteServer: true,
  ResolveAlert: true,
  UpdateAlertStatus: true,
  UpdateAlertCondition: true,
  CreateReview: true,
  ChangeReviewStatus: true,
  UpdateAgentSettings: true,
  UpdateIgnoreEvents: true,
  UpdateSeverityEvents: true,
  UpdateGlobalSettings: true,
  UpdateSsoProvider: true,
  GenerateOtp: true,
  DeleteComputer: true,
});

const AUDIT_ENTITY_TYPE = keysOf<ApiSchema<'AuditEntityType'>>()('admin.activity.entityTypes', {
  Session: true,
  Partner: true,
  Company: true,
  Site: true,
  Group: true,
  User: true,
  Server: true,
  Alert: true,
  AlertCondition: true,
  Review: true,
  AgentSettings: true,
  EventPolicy: true,
  GlobalSettings: true,
  SsoProvider: true,
  Computer: true,
});

/** Every enum the console shows, by the contract's schema name. */
export const ENUM_LABELS = {
  Role: keysOf<ApiSchema<'Role'>>()('scope.role', {
    AGMSAdmin: true,
    PartnerAdmin: true,
    CompanyAdmin: true,
    SiteAdmin: true,
    SiteAudit: true,
    GroupAdmin: true,
    GroupAudit: true,
  }),
  LicenseStatus: keysOf<ApiSchema<'LicenseStatus'>>()('forms.options.licenseStatus', {
    activated: true,
    notActivated: true,
    expired: true,
    deactivated: true,
  }),
  ProtectionMode: keysOf<ApiSchema<'ProtectionMode'>>()('endpoints.protection', {
    Protected: true,
    Lockdown: true,
    Discovery: true,
  }),
  ComputerStatusFilter: keysOf<ApiSchema<'ComputerStatusFilter'>>()('endpoints.status', {
    all: true,
    active: true,
    inactive: true,
    online: true,
    offline: true,
  }),
  AlertStatus: keysOf<ApiSchema<'AlertStatus'>>()('alerts.status', {
    Unresolved: true,
    InReview: true,
    Resolved: true,
  }),
  AlarmSeverity: keysOf<ApiSchema<'AlarmSeverity'>>()('alerts.severity', {
    Critical: true,
    High: true,
    Medium: true,
    Low: true,
  }),
  AlarmConditionKind: keysOf<ApiSchema<'AlarmConditionKind'>>()('alerts.kind', {
    Security: true,
    DeploymentHealth: true,
    System: true,
    LiveSite: true,
  }),
  EventType: EVENT_TYPE,
  EventTypeName: EVENT_TYPE,
  EventAction: keysOf<ApiSchema<'EventAction'>>()('events.action', {
    blocked: true,
    allowed: true,
    audited: true,
  }),
  EventSeverity: EVENT_SEVERITY,
  RuleSeverity: EVENT_SEVERITY,
  EventInspectionMode: keysOf<ApiSchema<'EventInspectionMode'>>()('events.mode', {
    individual: true,
    summary: true,
  }),
  SavedFilterMode: keysOf<ApiSchema<'SavedFilterMode'>>()('events.mode', { individual: true, summary: true }),
  HashClass: keysOf<ApiSchema<'HashClass'>>()('events.hashClass', {
    harmless: true,
    suspicious: true,
    malicious: true,
    notFound: true,
  }),
  FileHashType: keysOf<ApiSchema<'FileHashType'>>()('hashes.type', {
    Executable: true,
    Dll: true,
    Script: true,
    Installer: true,
    Driver: true,
  }),
  ReviewStatus: keysOf<ApiSchema<'ReviewStatus'>>()('policyReview.status', {
    DraftReview: true,
    Drafted: true,
    Applied: true,
    Published: true,
    Completed: true,
    KeepEnforcing: true,
    Deleted: true,
  }),
  RiskLevel: keysOf<ApiSchema<'RiskLevel'>>()('policyReview.risk', {
    Low: true,
    Medium: true,
    High: true,
    Critical: true,
  }),
  PermissionLevel: keysOf<ApiSchema<'PermissionLevel'>>()('policyReview.permission', {
    ReadOnly: true,
    Reviewer: true,
    Approver: true,
  }),
  ReviewMode: keysOf<ApiSchema<'ReviewMode'>>()('policyReview.mode', { Individual: true, Summary: true }),
  ReviewScope: keysOf<ApiSchema<'ReviewScope'>>()('policyReview.scope', {
    Computer: true,
    Group: true,
    RolePolicy: true,
  }),
  Decision: keysOf<ApiSchema<'Decision'>>()('policyReview.decision', {
    AllowHash: true,
    TrustPublisher: true,
    TrustFolder: true,
    AddPowerApp: true,
    KeepBlocking: true,
    Ignore: true,
  }),
  DecisionStatus: keysOf<ApiSchema<'DecisionStatus'>>()('policyReview.decisionStatus', {
    Pending: true,
    Approved: true,
    Rejected: true,
    Deferred: true,
  }),
  PointType: keysOf<ApiSchema<'PointType'>>()('forms.options.pointType', { PDP: true, LRP: true }),
  SsoProviderType: keysOf<ApiSchema<'SsoProviderType'>>()('forms.options.providerType', {
    Azure: true,
    Google: true,
    Okta: true,
  }),
  ConditionProperty: keysOf<ApiSchema<'ConditionProperty'>>()('forms.options.property', {
    fileName: true,
    filePath: true,
    publisher: true,
    sha256: true,
    processName: true,
    parentProcessName: true,
    commandLine: true,
    userName: true,
    computerName: true,
  }),
  ConditionOperator: keysOf<ApiSchema<'ConditionOperator'>>()('forms.options.operator', {
    equals: true,
    notEquals: true,
    contains: true,
    notContains: true,
    startsWith: true,
    endsWith: true,
  }),
  LogSeverity: keysOf<ApiSchema<'LogSeverity'>>()('forms.options.logSeverity', {
    Critical: true,
    Error: true,
    Warning: true,
    Information: true,
    Verbose: true,
  }),
  EncryptionMethod: keysOf<ApiSchema<'EncryptionMethod'>>()('forms.options.encryptionMethod', {
    None: true,
    AES128: true,
    AES256: true,
  }),
  AuditAction: AUDIT_ACTION,
  AuditEntityType: AUDIT_ENTITY_TYPE,
  // Change history (issue 29)
  ChangeEntityType: keysOf<ApiSchema<'ChangeEntityType'>>()('history.entityType', {
    Partner: true,
    Company: true,
    User: true,
    Server: true,
    ServerSelection: true,
    Settings: true,
    SsoProvider: true,
    AgentSettings: true,
    IgnoreEventRule: true,
    SeverityEventRule: true,
    AlertCondition: true,
    Alert: true,
    Review: true,
    ChecklistItem: true,
    SavedFilter: true,
    PolicyBlock: true,
    PolicyElective: true,
    PolicyIcon: true,
    Computer: true,
  }),
  ChangeAction: keysOf<ApiSchema<'ChangeAction'>>()('history.action', {
    Create: true,
    Update: true,
    Delete: true,
    Restore: true,
  }),
  ChangeOperation: keysOf<ApiSchema<'ChangeOperation'>>()('history.operation', {
    Company_CreateOrEditCompany: true,
    Company_DeleteCompany: true,
    User_UpdateProfile: true,
    GlobalSettings_CreateOrUpdateSettings: true,
    Sso_CreateOrUpdateProvider: true,
    Sso_DeleteProvider: true,
    PolicyReview_CreateReview: true,
    PolicyReview_AddUniqueBlockToReviewCheckList: true,
    PolicyReview_UpdateReviewCheckListItem: true,
    PolicyReview_UpdateReviewCheckListItems: true,
    PolicyReview_ChangeReviewStatus: true,
    PolicyReview_UpdateReview: true,
    Alarm_UpdateCondition: true,
    Alarm_UpdateAlarmStatuses: true,
    Alarm_UpdateConditionStatus: true,
    Alarm_RemoveCondition: true,
    Computer_DeleteComputer: true,
    Server_DeleteServer: true,
    Server_DeleteSelectServer: true,
    Server_CreateOrUpdateServer: true,
    Server_SelectOrInheritServer: true,
    AgentMain_UpdateAgentMain: true,
    AgentMain_ResetToDefaultAgentMain: true,
    SavedFilter_CreateSavedFilter: true,
    SavedFilter_UpdateSavedFilter: true,
    SavedFilter_DeleteSavedFilter: true,
    Agms_IgnoreEvents_Update: true,
    Agms_IgnoreEvents_Delete: true,
    Agms_SeverityEvents_Update: true,
    Agms_SeverityEvents_Delete: true,
    Policy_CreateBlock: true,
    Policy_SaveDraft: true,
    Policy_SaveDraftComponent: true,
    Policy_RemoveDraftComponent: true,
    Policy_PublishDraft: true,
    Policy_DiscardDraft: true,
    Policy_DeleteBlock: true,
    Policy_SetElectiveChoice: true,
    Policy_UploadIcon: true,
    Policy_SaveRule: true,
    ChangeHistory_RestoreChange: true,
  }),
  // Shared policy management (issue 27)
  PolicyLevel: keysOf<ApiSchema<'PolicyLevel'>>()('policy.enum.level', {
    spmGlobal: true,
    serviceProvider: true,
    local: true,
  }),
  PolicyNodeType: keysOf<ApiSchema<'PolicyNodeType'>>()('policy.enum.node', {
    global: true,
    partner: true,
    company: true,
    site: true,
    group: true,
  }),
  PolicyVia: keysOf<ApiSchema<'PolicyVia'>>()('policy.enum.via', {
    mandatory: true,
    elective: true,
    local: true,
  }),
  PolicyRuleState: keysOf<ApiSchema<'PolicyRuleState'>>()('policy.enum.state', {
    inForce: true,
    shadowed: true,
  }),
  ElectiveChoice: keysOf<ApiSchema<'ElectiveChoice'>>()('policy.enum.choice', {
    in: true,
    out: true,
    inherit: true,
  }),
  // The forms' own enums (schemas/policy-*-form): a list and a form say the same words.
  PolicyOffer: keysOf<ApiSchema<'PolicyOffer'>>()('forms.options.offer', { mandatory: true, elective: true }),
  PolicyComponentKind: keysOf<ApiSchema<'PolicyComponentKind'>>()('forms.options.kind', {
    trustedPublisher: true,
    trustedFolder: true,
    powerApp: true,
    appGroup: true,
    hash: true,
  }),
  PolicyRuleAction: keysOf<ApiSchema<'PolicyRuleAction'>>()('forms.options.action', {
    allow: true,
    deny: true,
  }),
} as const satisfies { [N in ApiSchemaName]?: Labels<N> };

export type EnumKind = keyof typeof ENUM_LABELS;
export type EnumValue<K extends EnumKind> = keyof (typeof ENUM_LABELS)[K] & string;

/** The message key of a value, or null for a value the contract does not name (an older server's). */
export function enumLabelKey(kind: EnumKind, value: string | null | undefined): MessageKey | null {
  const labels: Readonly<Record<string, MessageKey>> = ENUM_LABELS[kind];
  return value != null && Object.hasOwn(labels, value) ? labels[value]! : null;
}

/** A value in the user's words; a value the contract does not name is shown as it came. */
export function enumLabel(t: TFunction, kind: EnumKind, value: string | null | undefined): string {
  const key = enumLabelKey(kind, value);
  return key ? t(key) : (value ?? '');
}

/** `{ value, labelKey }` for every value of an enum, in the contract's order (filters, pickers). */
export function enumOptions<K extends EnumKind>(kind: K): { value: EnumValue<K>; labelKey: MessageKey }[] {
  return Object.entries(ENUM_LABELS[kind] as Readonly<Record<string, MessageKey>>).map(
    ([value, labelKey]) => ({
      value: value as EnumValue<K>,
      labelKey,
    }),
  );
}
