// The change history over every write of the contract (issue 29): each write the contract marks
// with an entity type (`x-change-history`) leaves exactly one change record, with its operation,
// author, role, address, browser, entity and changed fields, and no secret; a write without the
// marker, or marked but recording nothing, fails here (the policy lanes' new writes included).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleName } from '../../src/domain/roles';
import { loadBundledContract, operationsOf, type JsonObject, type Operation } from '../support/contract';
import { callerFor, exampleRequest, scopeHeadersOf, urlOf } from '../support/contract-calls';
import { DEMO_ACCOUNTS } from '../e2e/support/accounts';
import { signIn, startTestSandbox, type TestSandbox } from '../support/sandbox';
import { WRITE_CASES, SECRETS_SENT, type Call } from './support/change-history-cases';

const doc = await loadBundledContract();
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let sb: TestSandbox;
const cookies = new Map<RoleName, string>();
const cookieFor = async (role: RoleName) => {
  if (!cookies.has(role)) cookies.set(role, (await signIn(sb.app, DEMO_ACCOUNTS[role])).cookie);
  return cookies.get(role)!;
};

beforeAll(async () => {
  sb = await startTestSandbox();
}, 120_000);
afterAll(async () => {
  await sb?.close();
});

const writes = operationsOf(doc).filter(
  (o) => o.path.startsWith('/restapi/') && o.method !== 'get' && o.op['x-query'] !== true,
);
const entityTypes = ((doc.components as JsonObject).schemas as Record<string, { enum?: string[] }>)
  .ChangeEntityType!.enum!;
const markerOf = (o: Operation) => o.op['x-change-history'] as string | undefined;
const isDelete = (o: Operation) => o.method === 'delete' || /Delete|Remove/.test(o.path);
// Deletes last: the other examples then meet the seeded world.
const recording = [...writes.filter((o) => !isDelete(o)), ...writes.filter(isDelete)].filter((o) =>
  entityTypes.includes(markerOf(o) ?? ''),
);

const newRecords = async (after: number) =>
  sb.db.query<JsonObject>(
    `select id, operation, action, entity_type, entity_id, entity_name, author_email, author_role, client_address,
       browser, fields, company_id from change_records where id > $1 order by id`,
    [after],
  );
const lastId = async () =>
  (await sb.db.query<{ id: number | null }>('select max(id) as id from change_records'))[0]!.id ?? 0;

describe('the contract marks every write', () => {
  it('with the entity type it records, none, or the restore', () => {
    const unmarked = writes
      .filter(
        (o) =>
          !entityTypes.includes(markerOf(o) ?? '') && !['none', 'restoredEntity'].includes(markerOf(o) ?? ''),
      )
      .map((o) => o.op.operationId);
    expect(unmarked).toEqual([]);
  });

  it('names each recording write in ChangeOperation, and has a case for it here', () => {
    const operations = ((doc.components as JsonObject).schemas as Record<string, { enum?: string[] }>)
      .ChangeOperation!.enum!;
    const ids = recording.map((o) => o.op.operationId as string);
    expect(ids.filter((id) => !operations.includes(id))).toEqual([]);
    expect(ids.filter((id) => !WRITE_CASES[id])).toEqual([]);
  });
});

describe('every recording write leaves exactly one record', () => {
  it.each(recording.map((o) => [o.op.operationId as string, o] as const))('%s', async (operationId, o) => {
    const example = exampleRequest(doc, o);
    const theCase = WRITE_CASES[operationId]!;
    const role = theCase.role ?? callerFor(operationId);
    const headers = {
      cookie: await cookieFor(role),
      'x-csrf': '1',
      'user-agent': CHROME,
      ...scopeHeadersOf(role),
    };
    const call: Call = async (method, url, body) => {
      const prepared = await sb.app.inject({
        method,
        url,
        headers,
        ...(body !== undefined ? { payload: body as JsonObject } : {}),
      });
      expect(prepared.statusCode, `${url}: ${prepared.body.slice(0, 300)}`).toBe(200);
      return prepared.json() as JsonObject;
    };
    const request = (await theCase.request?.(example, call)) ?? example;
    const before = await lastId();
    const res = await sb.app.inject({
      method: o.method.toUpperCase() as 'POST',
      url: urlOf(o.path, request.path, request.query),
      headers,
      ...(request.body !== undefined ? { payload: request.body as JsonObject } : {}),
    });
    expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
    const records = await newRecords(before);
    expect(records, JSON.stringify(records).slice(0, 600)).toHaveLength(1);
    const [record] = records;
    expect(record, JSON.stringify(record).slice(0, 700)).toMatchObject({
      operation: operationId,
      action: theCase.action ?? 'Update',
      entity_type: markerOf(o),
      author_email: DEMO_ACCOUNTS[role],
      author_role: role,
      client_address: '127.0.0.1',
      browser: 'Chrome 131 on Windows',
    });
    expect((record!.fields as unknown[]).length).toBeGreaterThan(0);
    const stored = JSON.stringify(record);
    for (const secret of SECRETS_SENT) expect(stored).not.toContain(secret);
    for (const field of record!.fields as {
      field: string;
      secret: boolean;
      before: unknown;
      after: unknown;
    }[])
      if (/password|secret|token|apikey/i.test(field.field))
        expect(field).toMatchObject({ secret: true, before: null, after: null });
  });
});
