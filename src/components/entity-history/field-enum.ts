// Which recorded fields hold a value of one of the contract's enums, per entity type: such a value
// (a review's `Applied`, a user's `CompanyAdmin`) is shown in the enum's words (enum-labels.ts),
// any other value as it was recorded. The same field name can be two enums (an alert's `status`,
// a review's `status`), so the entity type chooses.
import type { TFunction } from 'i18next';
import type { ApiSchema } from '../../api/contract-types';
import { enumLabel, type EnumKind } from '../../i18n/enum-labels';

type ChangeEntityType = ApiSchema<'ChangeEntityType'>;

/** The enum of each enum-valued field, as the sandbox records the entity's columns. */
export const FIELD_ENUMS: { readonly [T in ChangeEntityType]?: Readonly<Record<string, EnumKind>> } = {
  User: { role: 'Role' },
  Computer: { protectionMode: 'ProtectionMode', licenseStatus: 'LicenseStatus' },
  Server: { pointType: 'PointType' },
  SsoProvider: { providerType: 'SsoProviderType' },
  AgentSettings: {
    logSeverity: 'LogSeverity',
    debugLogSeverity: 'LogSeverity',
    encryptionMethod: 'EncryptionMethod',
  },
  IgnoreEventRule: { eventTypeName: 'EventTypeName' },
  SeverityEventRule: { eventTypeName: 'EventTypeName', severity: 'RuleSeverity' },
  AlertCondition: { severity: 'AlarmSeverity' },
  Alert: { status: 'AlertStatus', severity: 'AlarmSeverity' },
  Review: {
    status: 'ReviewStatus',
    riskLevel: 'RiskLevel',
    permissionLevel: 'PermissionLevel',
    mode: 'ReviewMode',
    scope: 'ReviewScope',
  },
  ChecklistItem: { decision: 'Decision', decisionStatus: 'DecisionStatus' },
  SavedFilter: { mode: 'SavedFilterMode' },
  PolicyBlock: { level: 'PolicyLevel', offer: 'PolicyOffer' },
  PolicyElective: { choice: 'ElectiveChoice' },
};

/** The enum a field of an entity type holds, or null for a field that is not an enum. */
export function fieldEnum(entityType: ChangeEntityType, field: string): EnumKind | null {
  const fields = FIELD_ENUMS[entityType];
  return fields && Object.hasOwn(fields, field) ? fields[field]! : null;
}

/** A recorded text value in the user's words: an enum member's label, anything else as it is. */
export function fieldValueText(
  t: TFunction,
  entityType: ChangeEntityType,
  field: string,
  text: string,
): string {
  const kind = fieldEnum(entityType, field);
  return kind ? enumLabel(t, kind, text) : text;
}
