// Issue 19's requests, over HTTP (a listening sandbox, real URL encoding): a NUL in free text, an
// id of 1e308, 200,000-character names. Each answered 500 before; each now answers 400 with a
// field error naming the field, the sandbox answers the next request, and nothing is stored.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RoleName } from '../../src/domain/roles';
import {
  deref,
  loadBundledContract,
  operationsOf,
  type JsonObject,
  type Operation,
} from '../support/contract';
import {
  callerFor,
  exampleRequest,
  parametersOf,
  sandboxForFile,
  scopeHeadersOf,
  urlOf,
} from '../support/contract-calls';
import { contractProblems } from '../support/contract-response';
import { withValueAt } from '../support/operation-inputs';

const NUL = 'FAB\u0000RIKAM';
const HUGE_ID = 1e308;

const doc = await loadBundledContract();
const { app, cookieFor } = sandboxForFile();
let base: string;

beforeAll(async () => {
  base = await app().listen({ port: 0, host: '127.0.0.1' });
});

interface Reply {
  status: number;
  body: { errors?: { field: string; messageKey: string; message: string }[] } & JsonObject;
}

// A raw fetch over a listening socket, not the typed client over inject: the point is real URL
// encoding of hostile values, for any operation of the contract (the accounts are the shared ones).
async function call(
  o: Operation,
  role: RoleName,
  change: { query?: Record<string, string>; path?: Record<string, string>; body?: [string, unknown] },
): Promise<Reply> {
  const example = exampleRequest(doc, o);
  const body = change.body ? withValueAt(example.body, change.body[0], change.body[1]) : example.body;
  const res = await fetch(
    base + urlOf(o.path, { ...example.path, ...change.path }, { ...example.query, ...change.query }),
    {
      method: o.method.toUpperCase(),
      headers: {
        cookie: await cookieFor(role),
        'x-csrf': '1',
        ...scopeHeadersOf(role),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    },
  );
  return { status: res.status, body: (await res.json()) as Reply['body'] };
}

async function expectRefused(o: Operation, reply: Reply, field: string, messageKey?: string) {
  const what = `${o.op.operationId as string}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`;
  expect(reply.status, what).toBe(400);
  expect(await contractProblems(o.path, o.method, reply.status, reply.body)).toEqual([]);
  const errors = (reply.body.errors ?? []).filter((e) => e.field === field);
  expect(errors.length, `${what} names ${field}`).toBeGreaterThan(0);
  if (messageKey) expect(errors.map((e) => e.messageKey)).toContain(messageKey);
  const next = await fetch(`${base}/bff/user`, {
    headers: { cookie: await cookieFor('CompanyAdmin'), 'x-csrf': '1' },
  });
  expect(next.status).toBe(200);
}

describe('hostile requests over HTTP answer 400 naming the field', async () => {
  const all = operationsOf(doc).filter((o) => o.path.startsWith('/restapi/'));
  const byId = (id: string) => all.find((o) => o.op.operationId === id)!;
  const paramsOf = (o: Operation) => parametersOf(doc, o);

  const searches = all.filter((o) => paramsOf(o).some((p) => p.in === 'query' && p.name === 'search'));
  it.each(searches.map((o) => [o.op.operationId as string, o] as const))(
    'a NUL in the search parameter of %s',
    async (operationId, o) => {
      const reply = await call(o, callerFor(operationId), { query: { search: NUL } });
      await expectRefused(o, reply, 'query:search', 'validation.common.forbiddenCharacter');
    },
  );

  const ids = all.flatMap((o) =>
    paramsOf(o)
      .filter((p) => (p.in === 'query' || p.in === 'path') && /(^id|Id)$/.test(p.name))
      .filter((p) => deref<JsonObject>(doc, p.schema).type === 'integer')
      .map((p) => [`${o.op.operationId as string} ${p.in} ${p.name}`, o, p.in, p.name] as const),
  );
  it.each(ids)('an id of 1e308: %s', async (_name, o, where, name) => {
    const reply = await call(o, callerFor(o.op.operationId as string), {
      [where]: { [name]: String(HUGE_ID) },
    });
    await expectRefused(o, reply, `${where}:${name}`);
  });

  // The body values the issue names.
  it.each([
    ['Log_LogError', '/exception', NUL],
    ['User_UpdateProfile', '/firstName', NUL],
    ['UserSettings_CreateOrUpdateUserSettings', '/settingValue', NUL],
    ['Sso_CreateOrUpdateProvider', '/displayName', NUL],
    ['Event_GetEventInspectionPageData', '/search', NUL],
    ['Alarm_ListAlarms', '/search', NUL],
    ['Alarm_UpdateCondition', '/name', NUL],
    ['Agms_IgnoreEvents_Update', '/rules/0/ruleName', NUL],
    ['Agms_SeverityEvents_Update', '/rules/0/conditions/0/value', NUL],
    ['Server_GetServers', '/search', NUL],
    ['PolicyReview_ListCheckList', '/search', NUL],
    ['PolicyReview_ProposedUniqueBlocks', '/search', NUL],
    ['PolicyReview_CreateReview', '/name', NUL],
    ['PolicyReview_UpdateReviewCheckListItem', '/comment', NUL],
    ['Sso_DeleteProvider', '/providerId', HUGE_ID],
    ['Server_DeleteServer', '/serverId', HUGE_ID],
    ['Alarm_UpdateConditionStatus', '/conditionId', HUGE_ID],
    ['Alarm_ListAlarms', '/categoryId', HUGE_ID],
    ['PolicyReview_ChangeReviewStatus', '/reviewId', HUGE_ID],
    ['PolicyReview_AddUniqueBlockToReviewCheckList', '/uniqueBlockIds/0', HUGE_ID],
    ['PolicyReview_UpdateReview', '/reviewId', HUGE_ID],
  ] as const)('%s with %s hostile', async (operationId, pointer, value) => {
    const o = byId(operationId);
    const reply = await call(o, callerFor(operationId), { body: [pointer, value] });
    await expectRefused(
      o,
      reply,
      pointer,
      value === NUL ? 'validation.common.forbiddenCharacter' : undefined,
    );
  });

  it("200,000-character names are refused with each field's message, and nothing is stored", async () => {
    const claims = async () =>
      (
        await fetch(`${base}/bff/user`, {
          headers: { cookie: await cookieFor('CompanyAdmin'), 'x-csrf': '1' },
        })
      ).text();
    const before = await claims();
    const long = 'N'.repeat(200_000);
    const reply = await call(byId('User_UpdateProfile'), 'CompanyAdmin', {
      body: ['', { firstName: long, lastName: long }],
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([
      {
        field: '/firstName',
        messageKey: 'validation.profile.firstName.maxLength',
        message: 'First name must be at most 64 characters.',
      },
      {
        field: '/lastName',
        messageKey: 'validation.profile.lastName.maxLength',
        message: 'Last name must be at most 64 characters.',
      },
    ]);
    expect(await claims()).toBe(before);
  });
});
