// The request each recording write of the contract is called with by the change history's table
// test (change-history-writes.test.ts): the contract's example, as the role that may make it,
// unless a case here says otherwise (a value the seeded world holds, a change that changes
// something). A new recording write of the contract needs its line here.
import type { RoleName } from '../../../src/domain/roles';
import type { ExampleRequest } from '../../support/contract-calls';

export interface WriteCase {
  role?: RoleName;
  headers?: Record<string, string>;
  request?: (example: ExampleRequest) => ExampleRequest;
  action?: 'Create' | 'Update' | 'Delete';
}

/** Secrets the cases send: none may appear in a record. */
export const SECRETS_SENT = ['Wq7!rT2#mZ9p'];

const withBody = (body: (example: unknown) => unknown) => (example: ExampleRequest) => ({
  ...example,
  body: body(example.body),
});

export const WRITE_CASES: Record<string, WriteCase> = {
  Company_CreateOrEditCompany: { action: 'Create' },
  Company_DeleteCompany: { action: 'Delete' },
  User_UpdateProfile: {},
  GlobalSettings_CreateOrUpdateSettings: {},
  Sso_CreateOrUpdateProvider: { action: 'Create' },
  Sso_DeleteProvider: { action: 'Delete' },
  PolicyReview_CreateReview: { action: 'Create' },
  PolicyReview_AddUniqueBlockToReviewCheckList: { action: 'Create' },
  PolicyReview_UpdateReviewCheckListItem: {},
  PolicyReview_UpdateReviewCheckListItems: {},
  PolicyReview_ChangeReviewStatus: {},
  PolicyReview_UpdateReview: {},
  Alarm_UpdateCondition: { action: 'Create' },
  Alarm_UpdateAlarmStatuses: {},
  Alarm_UpdateConditionStatus: {},
  Alarm_RemoveCondition: { action: 'Delete' },
  Computer_DeleteComputer: { action: 'Delete' },
  Server_DeleteServer: { action: 'Delete' },
  Server_DeleteSelectServer: { action: 'Delete' },
  Server_CreateOrUpdateServer: { action: 'Create' },
  Server_SelectOrInheritServer: {},
  AgentMain_UpdateAgentMain: {},
  AgentMain_ResetToDefaultAgentMain: {},
  SavedFilter_CreateSavedFilter: { action: 'Create' },
  SavedFilter_UpdateSavedFilter: {},
  SavedFilter_DeleteSavedFilter: { action: 'Delete' },
  Agms_IgnoreEvents_Update: {},
  Agms_IgnoreEvents_Delete: { action: 'Delete' },
  Agms_SeverityEvents_Update: {},
  Agms_SeverityEvents_Delete: { action: 'Delete' },
  Policy_CreateBlock: { action: 'Create' },
  Policy_SaveDraft: {},
  Policy_SaveDraftComponent: {},
  Policy_RemoveDraftComponent: {},
  Policy_PublishDraft: {},
  Policy_DiscardDraft: {},
  Policy_DeleteBlock: { action: 'Delete' },
  Policy_SetElectiveChoice: {},
  Policy_UploadIcon: { action: 'Create' },
};
export { withBody };
