// The request each recording write of the contract is called with by the change history's table
// test (change-history-writes.test.ts): the contract's example, as the role that may make it,
// unless a case here says otherwise (one entity of a bulk example, a value the seeded world holds,
// a change that changes something, the revision a block has now). A new recording write of the
// contract needs its line here.
import type { RoleName } from '../../../src/domain/roles';
import type { ExampleRequest } from '../../support/contract-calls';

type Json = Record<string, unknown>;
/** Calls the sandbox as the case's role (for what a request must first read or prepare). */
export type Call = (method: 'GET' | 'POST', url: string, body?: unknown) => Promise<Json>;

export interface WriteCase {
  role?: RoleName;
  request?: (example: ExampleRequest, call: Call) => ExampleRequest | Promise<ExampleRequest>;
  action?: 'Create' | 'Update' | 'Delete';
}

/** Secrets the cases send: none may appear in a record. */
export const SECRETS_SENT = ['Wq7!rT2#mZ9p', 'case-server-Secret-1', 'case-agent-Secret-2'];

const body =
  (change: (example: Json) => unknown) =>
  (example: ExampleRequest): ExampleRequest => ({ ...example, body: change(example.body as Json) });

const OFFICE_SUITE = 21;
const revisionOf = async (call: Call, blockId = OFFICE_SUITE) =>
  ((await call('GET', `/restapi/Policy/GetBlock?blockId=${blockId}`)).entityData as Json).revision as number;
/** A draft of the block at its current revision (a publish or a discard needs one). */
const withDraft = async (call: Call, blockId = OFFICE_SUITE) => {
  const revision = await revisionOf(call, blockId);
  const saved = await call('POST', `/restapi/Policy/SaveDraft?blockId=${blockId}&revision=${revision}`, {
    name: 'Office Suite',
    description: `Draft of ${revision}`,
    offer: 'mandatory',
  });
  return saved.entityData as Json;
};

export const WRITE_CASES: Record<string, WriteCase> = {
  Company_CreateOrEditCompany: { action: 'Create' },
  Company_DeleteCompany: { action: 'Delete' },
  User_UpdateProfile: {},
  GlobalSettings_CreateOrUpdateSettings: {
    request: body((b) => ({ ...b, port: 2525, password: 'Wq7!rT2#mZ9p' })),
  },
  Sso_CreateOrUpdateProvider: { action: 'Create' },
  Sso_DeleteProvider: { action: 'Delete' },
  PolicyReview_CreateReview: { action: 'Create' },
  PolicyReview_AddUniqueBlockToReviewCheckList: {
    action: 'Create',
    request: body((b) => ({ ...b, uniqueBlockIds: (b.uniqueBlockIds as number[]).slice(0, 1) })),
  },
  PolicyReview_UpdateReviewCheckListItem: {},
  PolicyReview_UpdateReviewCheckListItems: {
    // The item the single-item case decided on (a seeded review's), decided otherwise.
    request: body((b) => ({
      items: [
        {
          ...(b.items as Json[])[0],
          checklistItemId: 9302,
          decision: 'KeepBlocking',
          decisionStatus: 'Deferred',
        },
      ],
    })),
  },
  PolicyReview_ChangeReviewStatus: {},
  PolicyReview_UpdateReview: {},
  Alarm_UpdateCondition: { action: 'Create' },
  Alarm_UpdateAlarmStatuses: {
    request: body((b) => ({ ...b, alarmIds: (b.alarmIds as number[]).slice(0, 1) })),
  },
  Alarm_UpdateConditionStatus: {},
  Alarm_RemoveCondition: { action: 'Delete' },
  Computer_DeleteComputer: { action: 'Delete' },
  Server_DeleteServer: { action: 'Delete' },
  Server_DeleteSelectServer: {
    action: 'Delete',
    request: body((b) => ({ ...b, serverIds: (b.serverIds as number[]).slice(0, 1) })),
  },
  Server_CreateOrUpdateServer: {
    action: 'Create',
    // A server is saved after its connection test, with the test's token.
    request: async (example, call) => {
      const b = example.body as Json;
      const test = await call('POST', '/restapi/Server/TestConnection', {
        url: b.url,
        userId: b.userId,
        password: 'case-server-Secret-1',
      });
      const token = (test.entityData as Json).connectionTestToken;
      return {
        ...example,
        body: {
          ...b,
          password: 'case-server-Secret-1',
          agentPassword: 'case-agent-Secret-2',
          connectionTestToken: token,
        },
      };
    },
  },
  Server_SelectOrInheritServer: {},
  AgentMain_UpdateAgentMain: { request: body((b) => ({ ...b, policyPollingInterval: 240 })) },
  AgentMain_ResetToDefaultAgentMain: {},
  SavedFilter_CreateSavedFilter: {
    action: 'Create',
    // Only filters shared with others are in the history.
    request: body((b) => ({ ...b, name: 'Shared by the history test', shared: true })),
  },
  SavedFilter_UpdateSavedFilter: {},
  SavedFilter_DeleteSavedFilter: { action: 'Delete', request: body(() => ({ savedFilterId: 701 })) },
  Agms_IgnoreEvents_Update: { action: 'Create' },
  Agms_IgnoreEvents_Delete: { action: 'Delete' },
  Agms_SeverityEvents_Update: {
    request: body((b) => ({ ...b, rules: (b.rules as unknown[]).slice(0, 1) })),
  },
  Agms_SeverityEvents_Delete: { action: 'Delete' },
  Policy_CreateBlock: { action: 'Create' },
  Policy_SaveDraft: {},
  Policy_SaveDraftComponent: {
    request: async (example, call) => ({
      ...example,
      query: { ...example.query, revision: String(await revisionOf(call)) },
    }),
  },
  Policy_RemoveDraftComponent: {
    request: async (example, call) => {
      const block = await withDraft(call);
      const components = await call('POST', '/restapi/Policy/ListBlockComponents', {
        page: 1,
        pageSize: 1,
        blockId: OFFICE_SUITE,
        draft: true,
      });
      const [first] = components.entityData as { componentKey: string }[];
      return {
        ...example,
        body: { blockId: OFFICE_SUITE, revision: block.revision, componentKey: first!.componentKey },
      };
    },
  },
  Policy_PublishDraft: {
    request: async (example, call) => {
      const block = await withDraft(call);
      return { ...example, body: { blockId: OFFICE_SUITE, revision: block.revision } };
    },
  },
  Policy_DiscardDraft: {
    request: async (example, call) => {
      const block = await withDraft(call);
      return { ...example, body: { blockId: OFFICE_SUITE, revision: block.revision } };
    },
  },
  Policy_DeleteBlock: {
    action: 'Delete',
    // At the block's revision now: the writes before this one may have changed it.
    request: async (example, call) => {
      const b = example.body as Json;
      return { ...example, body: { ...b, revision: await revisionOf(call, b.blockId as number) } };
    },
  },
  Policy_SetElectiveChoice: {},
  Policy_UploadIcon: { action: 'Create' },
  // The example's group has no block of rules from events yet: the save creates it.
  Policy_SaveRule: { action: 'Create' },
};
