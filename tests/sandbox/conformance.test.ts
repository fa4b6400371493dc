// Every operation of the contract, called on the sandbox with the contract's own examples, by a
// role allowed to call it: the reply must be one the contract declares and match its schema.
// Reads must succeed; writes may meet a server-only rule (a 400 with a catalogue key) when the
// example does not fit the seeded world, but never answer an undeclared shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationRule } from '../../src/access/operation-access';
import type { RoleName } from '../../src/access/roles';
import { loadBundledContract, operationsOf, type JsonObject, type Operation } from '../support/contract';
import { ACCOUNTS, SCOPE_HEADERS, exampleRequest } from '../support/contract-requests';
import { contractProblems } from '../support/contract-response';
import { signIn, startTestSandbox, type TestSandbox } from '../support/sandbox';

// Headers the console would send for each caller (spec section 6); a site role's and an
// auditor's are a Company Admin's here, as before.
const HEADERS: Partial<Record<RoleName, Record<string, string>>> = {
  AGMSAdmin: SCOPE_HEADERS.AGMSAdmin,
  PartnerAdmin: SCOPE_HEADERS.PartnerAdmin,
  CompanyAdmin: SCOPE_HEADERS.CompanyAdmin,
  GroupAdmin: SCOPE_HEADERS.GroupAdmin,
};

// Roles that must call an operation because of what it is about (beyond operation-access).
const CALLER_OVERRIDES: Record<string, RoleName> = {
  // Its first example asks for the System kind, the Global Admin's only.
  Alarm_GetAlarmConditions: 'AGMSAdmin',
  // Its example deletes global records, which a company may not.
  Server_DeleteSelectServer: 'PartnerAdmin',
  Agms_EventPolicy: 'GroupAdmin',
  // Its example names a Tokyo site.
  Site_GetSiteByMainId: 'AGMSAdmin',
  // Policy pages are group-level.
  Agms_IgnoreEvents: 'GroupAdmin',
  Agms_SeverityEvents: 'GroupAdmin',
  Agms_IgnoreEvents_Update: 'GroupAdmin',
  Agms_SeverityEvents_Update: 'GroupAdmin',
};

function callerFor(operationId: string): RoleName {
  // Policy review is disabled for company and site roles (spec section 2).
  if (operationId.startsWith('PolicyReview_')) return 'GroupAdmin';
  const override = CALLER_OVERRIDES[operationId];
  if (override) return override;
  const roles = operationRule(operationId)?.roles;
  if (!roles) return 'CompanyAdmin';
  return (['CompanyAdmin', 'PartnerAdmin', 'AGMSAdmin'] as const).find((r) => roles.includes(r)) ?? roles[0]!;
}

let sb: TestSandbox;
let doc: JsonObject;
const cookies = new Map<RoleName, string>();

beforeAll(async () => {
  doc = await loadBundledContract();
  sb = await startTestSandbox();
});
afterAll(async () => {
  await sb?.close();
});

async function cookieFor(role: RoleName): Promise<string> {
  let cookie = cookies.get(role);
  if (!cookie) {
    cookie = (await signIn(sb.app, ACCOUNTS[role])).cookie;
    cookies.set(role, cookie);
  }
  return cookie;
}

const isRead = (o: Operation) => o.method === 'get' || !operationRule(o.op.operationId as string)?.write;

describe('every operation of the contract on the sandbox', async () => {
  const all = operationsOf(await loadBundledContract()).filter((o) => o.path.startsWith('/restapi/'));
  // Reads first, then writes, deletes last: the examples then meet the seeded world.
  const ordered = [
    ...all.filter(isRead),
    ...all.filter((o) => !isRead(o) && o.method !== 'delete' && !/Delete|Remove/.test(o.path)),
    ...all.filter((o) => !isRead(o) && (o.method === 'delete' || /Delete|Remove/.test(o.path))),
  ];

  it.each(ordered.map((o) => [o.op.operationId as string, o] as const))('%s', async (operationId, o) => {
    const role = callerFor(operationId);
    const { url, body } = exampleRequest(doc, o);
    const res = await sb.app.inject({
      method: o.method.toUpperCase() as 'GET',
      url,
      headers: { cookie: await cookieFor(role), 'x-csrf': '1', ...(HEADERS[role] ?? HEADERS.CompanyAdmin) },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    const reply = res.body ? (res.json() as JsonObject) : null;
    expect(await contractProblems(o.path, o.method, res.statusCode, reply)).toEqual([]);
    if (isRead(o)) {
      expect(res.statusCode, `${operationId} as ${role}: ${res.body.slice(0, 400)}`).toBe(200);
    } else {
      expect([200, 400], `${operationId} as ${role}: ${res.body.slice(0, 400)}`).toContain(res.statusCode);
      if (res.statusCode === 400) {
        const errors = (reply?.errors ?? []) as { messageKey: string }[];
        expect(errors.length, `${operationId}: a 400 names its rule`).toBeGreaterThan(0);
        expect(errors.every((e) => e.messageKey.startsWith('validation.'))).toBe(true);
      }
    }
  });
});
