// What a rule of the operation table (operation-access.ts) may depend on beyond the role: facts
// of the request. The sandbox establishes them (from the query, the body, or the records these
// name) and asks the table again; the console passes the ones it knows when it offers an action
// (useCanCall). Each conditional rule names one of the predicates below.
import type { components } from '../gen/openapi.gen';

export type AlarmKind = components['schemas']['AlarmConditionKind'];
export type PolicyLevel = components['schemas']['PolicyLevel'];

export interface OperationFacts {
  /** The kind of alert condition the request reads or configures. */
  alarmKind?: AlarmKind;
  /** Whose agent settings or agms rules: a group's, a role-policy template's or a company's. */
  targetLevel?: 'group' | 'template' | 'company';
  /** Whose server records: a partner's global ones (no company in scope) or a company's. */
  serverOwner?: 'partner' | 'company';
  /** The level of the building block a policy write creates or changes. */
  policyLevel?: PolicyLevel;
}

/** Alert kinds configured globally (no company): System and LiveSite (spec section 6). */
export const GLOBAL_ALARM_KINDS: readonly AlarmKind[] = ['System', 'LiveSite'];

export const isGlobalAlarmKind = (kind: AlarmKind): boolean => GLOBAL_ALARM_KINDS.includes(kind);

/** The named predicates; a conditional rule applies when its predicate holds for the request. */
export const OPERATION_CONDITIONS = {
  /** A System or LiveSite alert condition. */
  globalAlarmKind: (facts) => facts.alarmKind !== undefined && isGlobalAlarmKind(facts.alarmKind),
  /** A Security or DeploymentHealth alert condition (a company's). */
  companyAlarmKind: (facts) => facts.alarmKind !== undefined && !isGlobalAlarmKind(facts.alarmKind),
  /** Settings or rules of a role-policy template, or of a whole company (not of one group). */
  templateOrCompanyLevel: (facts) => facts.targetLevel === 'template' || facts.targetLevel === 'company',
  /** A partner's global server records (no company in scope). */
  partnerServerRecords: (facts) => facts.serverOwner === 'partner',
  /** A building block of the SPM global level. */
  spmGlobalBlock: (facts) => facts.policyLevel === 'spmGlobal',
  /** A building block of a partner's service-provider level. */
  serviceProviderBlock: (facts) => facts.policyLevel === 'serviceProvider',
} as const satisfies Record<string, (facts: OperationFacts) => boolean>;

export type OperationCondition = keyof typeof OPERATION_CONDITIONS;
