// Which kinds of change can be written back as a whole, and which operation of the contract
// writes (and reads) each kind of entity: the access table asks those on a restore (and on an
// entity's history) in the operation's name.
import type { RestapiOperationId } from '../../../src/domain/contract-values';
import type { EntityType } from './entities';

/** Entities whose state is their own row: an update of them can be restored. */
export const RESTORABLE_TYPES: ReadonlySet<EntityType> = new Set<EntityType>([
  'Company',
  'Server',
  'Settings',
  'SsoProvider',
  'AgentSettings',
  'IgnoreEventRule',
  'SeverityEventRule',
  'AlertCondition',
  'Alert',
  'Review',
  'ChecklistItem',
  'SavedFilter',
  'PolicyElective',
  'User',
]);

/**
 * A user's fields a restore may write back: the name, the role and the scope (partner, company);
 * never a secret nor the login id. A user change with any other field is not restorable.
 */
export const USER_RESTORABLE_FIELDS: ReadonlySet<string> = new Set([
  'firstName',
  'lastName',
  'role',
  'partnerId',
  'companyId',
]);

/** Whether a recorded change of this type with these fields can be written back as a whole. */
export function restorableFields(
  type: EntityType,
  fields: readonly { field: string; secret: boolean }[],
): boolean {
  if (fields.some((f) => f.field.includes('/'))) return false;
  if (type === 'User') return fields.every((f) => f.secret || USER_RESTORABLE_FIELDS.has(f.field));
  return true;
}

/** The operation that writes each restorable kind of entity (a restore is one of its writes). */
export const WRITE_OPERATION: Readonly<Partial<Record<EntityType, RestapiOperationId>>> = {
  Company: 'Company_CreateOrEditCompany',
  Server: 'Server_CreateOrUpdateServer',
  Settings: 'GlobalSettings_CreateOrUpdateSettings',
  SsoProvider: 'Sso_CreateOrUpdateProvider',
  AgentSettings: 'AgentMain_UpdateAgentMain',
  IgnoreEventRule: 'Agms_IgnoreEvents_Update',
  SeverityEventRule: 'Agms_SeverityEvents_Update',
  AlertCondition: 'Alarm_UpdateCondition',
  Alert: 'Alarm_UpdateAlarmStatuses',
  Review: 'PolicyReview_UpdateReview',
  ChecklistItem: 'PolicyReview_UpdateReviewCheckListItem',
  SavedFilter: 'SavedFilter_UpdateSavedFilter',
  PolicyElective: 'Policy_SetElectiveChoice',
  // A user's own name (restore-user.ts asks more of another user's, or of a role or scope).
  User: 'User_UpdateProfile',
};

/** The operation that reads each kind of entity (who may read its history). */
export const READ_OPERATION: Readonly<Record<EntityType, RestapiOperationId>> = {
  Partner: 'Partner_Search',
  Company: 'Company_GetCompanyById',
  User: 'Users_ById',
  Computer: 'Computer_GetComputerDetail',
  Server: 'Server_GetServers',
  ServerSelection: 'Server_GetServers',
  Settings: 'GlobalSettings_GetSettings',
  SsoProvider: 'Sso_GetProviders',
  AgentSettings: 'AgentMain_GetOrCreateDefaultAgentMain',
  IgnoreEventRule: 'Agms_IgnoreEvents',
  SeverityEventRule: 'Agms_SeverityEvents',
  AlertCondition: 'Alarm_GetAlarmConditions',
  Alert: 'Alarm_ListAlarms',
  Review: 'PolicyReview_ListReviews',
  ChecklistItem: 'PolicyReview_ListReviewCheckList',
  SavedFilter: 'SavedFilter_ListSavedFilters',
  PolicyBlock: 'Policy_GetBlock',
  PolicyElective: 'Policy_ListElectives',
  PolicyIcon: 'Policy_ListIcons',
};
