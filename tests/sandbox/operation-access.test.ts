// The sandbox enforces the one operation table (src/domain/operation-access.ts): for every
// operation the table guards, a representative call (the contract's example; and one per kind
// of request where a rule depends on it) by each demo role with its own scope: 403 exactly
// where the table refuses that role that request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideOperation, operationRule } from '../../src/domain/operation-access';
import type { OperationFacts } from '../../src/domain/operation-conditions';
import { ROLES, type RoleName } from '../../src/domain/roles';
import { loadBundledContract, operationsOf, type JsonObject, type Operation } from '../support/contract';
import { ACCOUNTS, FABRIKAM, SCOPE_HEADERS, exampleRequest } from '../support/contract-requests';
import { signIn, startTestSandbox, type TestSandbox } from '../support/sandbox';

interface Call {
  operationId: string;
  method: string;
  url: string;
  body: unknown;
  /** What the request is about, as the table's conditional rules see it. */
  facts: OperationFacts;
  /** Scope headers over each role's own. */
  headers?: Record<string, string>;
}

type Variant = Partial<Omit<Call, 'operationId' | 'method'>> & { facts: OperationFacts };

// Seeded records the variants name: a role-policy template of Fabrikam, a System condition.
const TEMPLATE = 42;
const SYSTEM_CONDITION = 101;
const SYSTEM_CATEGORY = 31;
const GROUP: OperationFacts = { targetLevel: 'group' };
const TEMPLATE_LEVEL: OperationFacts = { targetLevel: 'template' };
const SECURITY: OperationFacts = { alarmKind: 'Security' };
const SYSTEM: OperationFacts = { alarmKind: 'System' };

const OFFICE_SUITE = 21;
const ENGINEERING_TOOLS = 31;
const WINDOWS_BASELINE = 11;
/** A policy write on a block of each level: by url (query blockId) or body (blockId). */
function policyLevels(url?: (blockId: number) => string, body?: unknown): Variant[] {
  const on = (blockId: number) =>
    url ? { url: url(blockId) } : { body: { ...(body as JsonObject), blockId } };
  return [
    { facts: { policyLevel: 'serviceProvider' }, ...on(OFFICE_SUITE) },
    { facts: { policyLevel: 'local' }, ...on(ENGINEERING_TOOLS) },
    { facts: { policyLevel: 'spmGlobal' }, ...on(WINDOWS_BASELINE) },
  ];
}

/**
 * The calls of an operation where the example alone does not do: its facts, the other kinds of
 * request, or a request no tenant rule refuses (so a 403 can only be the table's).
 */
const VARIANTS: Record<string, (example: { url: string; body: unknown }) => Variant[]> = {
  Alarm_GetAlarmConditionCategories: () => [
    { facts: {} },
    { facts: SYSTEM, url: '/restapi/Alarm/GetAlarmConditionCategories?kind=System' },
    { facts: SECURITY, url: '/restapi/Alarm/GetAlarmConditionCategories?kind=Security' },
  ],
  Alarm_GetAlarmConditions: () => [
    { facts: SYSTEM, url: '/restapi/Alarm/GetAlarmConditions?kind=System' },
    { facts: SECURITY, url: '/restapi/Alarm/GetAlarmConditions?kind=Security' },
  ],
  Alarm_UpdateCondition: ({ body }) => [
    { facts: SECURITY },
    { facts: SYSTEM, body: { ...(body as JsonObject), categoryId: SYSTEM_CATEGORY } },
  ],
  Alarm_UpdateConditionStatus: () => [
    { facts: SECURITY },
    { facts: SYSTEM, body: { conditionId: SYSTEM_CONDITION, enabled: true } },
  ],
  Alarm_RemoveCondition: () => [
    { facts: SECURITY },
    { facts: SYSTEM, url: `/restapi/Alarm/RemoveCondition?conditionId=${SYSTEM_CONDITION}` },
  ],
  // Each role's own scope decides the level unless the request names a group or template.
  AgentMain_GetOrCreateDefaultAgentMain: () => [
    { facts: GROUP, url: `/restapi/AgentMain/GetOrCreateDefaultAgentMain?groupGuid=${FABRIKAM.group}` },
    { facts: TEMPLATE_LEVEL, url: `/restapi/AgentMain/GetOrCreateDefaultAgentMain?templateId=${TEMPLATE}` },
    { facts: { targetLevel: 'company' }, headers: { 'x-site-guid': '', 'x-group-guid': '' } },
  ],
  AgentMain_UpdateAgentMain: ({ body }) => [
    { facts: GROUP },
    { facts: TEMPLATE_LEVEL, body: { ...(body as JsonObject), groupGuid: undefined, templateId: TEMPLATE } },
  ],
  AgentMain_ResetToDefaultAgentMain: () => [
    { facts: GROUP },
    { facts: TEMPLATE_LEVEL, body: { templateId: TEMPLATE } },
  ],
  Agms_EventPolicy: () => [
    { facts: GROUP },
    { facts: TEMPLATE_LEVEL, url: `/restapi/agms/EventPolicy?templateId=${TEMPLATE}` },
  ],
  Agms_IgnoreEvents: () => [
    { facts: GROUP },
    { facts: TEMPLATE_LEVEL, url: `/restapi/agms/IgnoreEvents?templateId=${TEMPLATE}` },
  ],
  Agms_SeverityEvents: () => [
    { facts: GROUP },
    { facts: TEMPLATE_LEVEL, url: `/restapi/agms/SeverityEvents?templateId=${TEMPLATE}` },
  ],
  Agms_IgnoreEvents_Update: ({ body }) => [
    { facts: GROUP },
    { facts: TEMPLATE_LEVEL, body: { ...(body as JsonObject), groupGuid: undefined, templateId: TEMPLATE } },
  ],
  Agms_SeverityEvents_Update: ({ body }) => [
    { facts: GROUP },
    { facts: TEMPLATE_LEVEL, body: { ...(body as JsonObject), groupGuid: undefined, templateId: TEMPLATE } },
  ],
  Agms_IgnoreEvents_Delete: () => [{ facts: GROUP }],
  Agms_SeverityEvents_Delete: () => [{ facts: GROUP }],
  // A company's record, or (a Partner Admin without a company) the partner's own: never refused.
  Server_CreateOrUpdateServer: () => [{ facts: { serverOwner: 'company' } }],
  // Policy writes on a block: the level decides (the example's Office Suite is a partner's); a
  // group's local block (Engineering Laptops) is every admin's above it, the SPM global baseline
  // the Global Admin's. Stale revisions answer 409, never 403.
  Policy_SaveDraft: ({ url }) => policyLevels((id) => url.replace(/blockId=\d+/, `blockId=${id}`)),
  Policy_SaveDraftComponent: ({ url }) => policyLevels((id) => url.replace(/blockId=\d+/, `blockId=${id}`)),
  Policy_RemoveDraftComponent: ({ body }) => policyLevels(undefined, body),
  Policy_PublishDraft: ({ body }) => policyLevels(undefined, body),
  Policy_DiscardDraft: ({ body }) => policyLevels(undefined, body),
  Policy_DeleteBlock: ({ body }) => policyLevels(undefined, body),
  // The example's provider is a company's, which the Global admin's global scope does not hold
  // (a tenant 403): a provider no one has is a 404 to every role the table admits.
  Sso_DeleteProvider: () => [{ facts: {}, body: { providerId: 999_999 } }],
  // The example's filter is shared: read-only (a 403 of its owner's rule) to the other roles the
  // table admits. A filter no one has is a 404 to each of them.
  // The example restores Fabrikam's SMTP settings, the company admins' and above; an alert's status
  // move (the seeded change 51229) is every admin's to restore: then only auditors are refused.
  ChangeHistory_RestoreChange: () => [{ facts: {}, body: { changeId: 51229 } }],
  SavedFilter_UpdateSavedFilter: ({ url }) => [
    { facts: {}, url: url.replace(/savedFilterId=\d+/, 'savedFilterId=999999') },
  ],
};

let sb: TestSandbox;
const cookies = new Map<RoleName, string>();

beforeAll(async () => {
  sb = await startTestSandbox();
  for (const role of ROLES) cookies.set(role, (await signIn(sb.app, ACCOUNTS[role])).cookie);
});
afterAll(async () => {
  await sb?.close();
});

const doc = await loadBundledContract();

function callsOf(o: Operation): Call[] {
  const operationId = o.op.operationId as string;
  const example = exampleRequest(doc, o);
  const variants = VARIANTS[operationId]?.(example) ?? [{ facts: {} }];
  return variants.map((variant) => ({ operationId, method: o.method, ...example, ...variant }));
}

const guarded = operationsOf(doc).filter(
  (o) => o.path.startsWith('/restapi/') && operationRule(o.op.operationId as string) !== undefined,
);
const isWrite = (o: Operation) => operationRule(o.op.operationId as string)?.write === true;
const isDelete = (o: Operation) => /Delete|Remove/.test(o.path);
// Reads first, then writes, deletes last: each example then meets the seeded world.
const calls = [
  ...guarded.filter((o) => !isWrite(o)),
  ...guarded.filter((o) => isWrite(o) && !isDelete(o)),
  ...guarded.filter((o) => isWrite(o) && isDelete(o)),
].flatMap(callsOf);

describe('the sandbox answers 403 exactly where the operation table refuses', () => {
  it('calls every operation the table guards', () => {
    const called = new Set(calls.map((call) => call.operationId));
    expect(guarded.length).toBeGreaterThan(50);
    expect(called.size).toBe(guarded.length);
  });

  it.each(calls.map((call) => [`${call.operationId} ${JSON.stringify(call.facts)}`, call] as const))(
    '%s',
    async (_name, call) => {
      const expected = ROLES.filter((role) => !decideOperation(call.operationId, role, call.facts).allowed);
      // The refused roles first: a delete by an admitted role must not leave them a 404.
      const order = [...expected, ...ROLES.filter((role) => !expected.includes(role))];
      const refused: RoleName[] = [];
      for (const role of order) {
        const res = await sb.app.inject({
          method: call.method.toUpperCase() as 'GET',
          url: call.url,
          headers: { cookie: cookies.get(role)!, 'x-csrf': '1', ...SCOPE_HEADERS[role], ...call.headers },
          ...(call.body !== undefined ? { payload: call.body as JsonObject } : {}),
        });
        if (res.statusCode === 403) refused.push(role);
      }
      expect(refused).toEqual(expected);
    },
  );
});
