// Every operation of the contract, called on the sandbox with the contract's own examples, by a
// role allowed to call it: the reply must be one the contract declares and match its schema.
// Reads must succeed; writes may meet a server-only rule (a 400 with a catalogue key) when the
// example does not fit the seeded world, but never answer an undeclared shape.
import { describe, expect, it } from 'vitest';
import { operationRule } from '../../src/domain/operation-access';
import { loadBundledContract, operationsOf, type JsonObject, type Operation } from '../support/contract';
import { callerFor, exampleRequest, sandboxForFile, scopeHeadersOf, urlOf } from '../support/contract-calls';
import { contractProblems } from '../support/contract-response';

const doc = await loadBundledContract();
const { app, cookieFor } = sandboxForFile();

const isRead = (o: Operation) => o.method === 'get' || !operationRule(o.op.operationId as string)?.write;

describe('every operation of the contract on the sandbox', async () => {
  const all = operationsOf(doc).filter((o) => o.path.startsWith('/restapi/'));
  // Reads first, then writes, deletes last: the examples then meet the seeded world.
  const ordered = [
    ...all.filter(isRead),
    ...all.filter((o) => !isRead(o) && o.method !== 'delete' && !/Delete|Remove/.test(o.path)),
    ...all.filter((o) => !isRead(o) && (o.method === 'delete' || /Delete|Remove/.test(o.path))),
  ];

  it.each(ordered.map((o) => [o.op.operationId as string, o] as const))('%s', async (operationId, o) => {
    const role = callerFor(operationId);
    const { path, query, body } = exampleRequest(doc, o);
    const res = await app().inject({
      method: o.method.toUpperCase() as 'GET',
      url: urlOf(o.path, path, query),
      headers: { cookie: await cookieFor(role), 'x-csrf': '1', ...scopeHeadersOf(role) },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    const reply = res.body ? (res.json() as JsonObject) : null;
    expect(await contractProblems(o.path, o.method, res.statusCode, reply)).toEqual([]);
    if (isRead(o)) {
      expect(res.statusCode, `${operationId} as ${role}: ${res.body.slice(0, 400)}`).toBe(200);
    } else {
      // A write may also meet the conflict its contract declares (a revision someone moved on).
      const declared = [200, 400, ...('409' in (o.op.responses as JsonObject) ? [409] : [])];
      expect(declared, `${operationId} as ${role}: ${res.body.slice(0, 400)}`).toContain(res.statusCode);
      if (res.statusCode === 409) expect(String(reply?.messageKey)).toMatch(/^errors\.conflict\./);
      if (res.statusCode === 400) {
        const errors = (reply?.errors ?? []) as { messageKey: string }[];
        expect(errors.length, `${operationId}: a 400 names its rule`).toBeGreaterThan(0);
        expect(errors.every((e) => e.messageKey.startsWith('validation.'))).toBe(true);
      }
    }
  });
});
