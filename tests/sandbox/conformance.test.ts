// Every operation of the contract, called on the sandbox with the contract's own examples, by a
// role allowed to call it: the reply must be one the contract declares and match its schema.
// Reads must succeed; writes may meet a server-only rule (a 400 with a catalogue key) when the
// example does not fit the seeded world, but never answer an undeclared shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_ACCESS } from '../../src/access/operation-access';
import type { RoleName } from '../../src/access/roles';
import { deref, loadBundledContract, operationsOf, type JsonObject, type Operation } from '../support/contract';
import { contractProblems } from '../support/contract-response';
import { signIn, startTestSandbox, type TestSandbox } from '../support/sandbox';

const FABRIKAM = {
  partner: '3f2a1c9e-5b7d-4e21-9a0c-1d2e3f405101',
  company: '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801001',
  site: 'c47d2e90-6a1b-4f3c-8d2e-9f0a1b2c2001',
  group: 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3001',
};

const ACCOUNTS: Record<RoleName, string> = {
  AGMSAdmin: 'global.admin@sandbox.test',
  PartnerAdmin: 'partner.admin@sandbox.test',
  CompanyAdmin: 'company.admin@sandbox.test',
  SiteAdmin: 'site.admin@sandbox.test',
  SiteAudit: 'site.auditor@sandbox.test',
  GroupAdmin: 'group.admin@sandbox.test',
  GroupAudit: 'group.auditor@sandbox.test',
};

// Headers the console would send for each caller (spec section 6).
const HEADERS: Partial<Record<RoleName, Record<string, string>>> = {
  AGMSAdmin: { 'x-partner-guid': '', 'x-company-guid': '', 'x-site-guid': '', 'x-group-guid': '' },
  PartnerAdmin: { 'x-partner-guid': FABRIKAM.partner, 'x-company-guid': '', 'x-site-guid': '', 'x-group-guid': '' },
  CompanyAdmin: { 'x-partner-guid': FABRIKAM.partner, 'x-company-guid': FABRIKAM.company, 'x-site-guid': '', 'x-group-guid': '' },
  GroupAdmin: {
    'x-partner-guid': FABRIKAM.partner,
    'x-company-guid': FABRIKAM.company,
    'x-site-guid': FABRIKAM.site,
    'x-group-guid': FABRIKAM.group,
  },
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

// Values for required parameters the contract gives no example for.
const PARAM_FALLBACKS: Record<string, unknown> = {
  search: 'FAB',
  kind: 'Security',
  companyGuid: FABRIKAM.company,
  siteGuid: FABRIKAM.site,
  groupGuid: FABRIKAM.group,
};

function callerFor(operationId: string): RoleName {
  // Policy review is disabled for company and site roles (spec section 2).
  if (operationId.startsWith('PolicyReview_')) return 'GroupAdmin';
  const override = CALLER_OVERRIDES[operationId];
  if (override) return override;
  const roles = OPERATION_ACCESS[operationId]?.roles;
  if (!roles) return 'CompanyAdmin';
  return (['CompanyAdmin', 'PartnerAdmin', 'AGMSAdmin'] as const).find((r) => roles.includes(r)) ?? roles[0]!;
}

function firstExample(content: JsonObject | undefined, doc: JsonObject): unknown {
  const media = (content?.['application/json'] ?? undefined) as JsonObject | undefined;
  const examples = media?.examples as JsonObject | undefined;
  const first = examples ? Object.values(examples)[0] : undefined;
  return first ? deref<JsonObject>(doc, first).value : media?.example;
}

function findDeep(value: unknown, key: string): unknown {
  if (Array.isArray(value)) {
    for (const v of value) {
      const hit = findDeep(v, key);
      if (hit !== undefined) return hit;
    }
  } else if (value && typeof value === 'object') {
    const obj = value as JsonObject;
    if (key in obj && obj[key] !== null && typeof obj[key] !== 'object') return obj[key];
    for (const v of Object.values(obj)) {
      const hit = findDeep(v, key);
      if (hit !== undefined) return hit;
    }
  }
  return undefined;
}

function buildRequest(doc: JsonObject, o: Operation) {
  const params = [...((o.pathItem.parameters as unknown[]) ?? []), ...((o.op.parameters as unknown[]) ?? [])].map((p) =>
    deref<{ name: string; in: string; required?: boolean; example?: unknown; examples?: JsonObject; schema?: JsonObject }>(
      doc,
      p,
    ),
  );
  const okExample = firstExample(deref(doc, (o.op.responses as JsonObject)['200']).content as JsonObject, doc);
  let url = o.path;
  const query = new URLSearchParams();
  for (const p of params.filter((x) => x.in === 'path' || x.in === 'query')) {
    let value =
      p.example ??
      (p.examples ? deref<JsonObject>(doc, Object.values(p.examples)[0]).value : undefined) ??
      (p.schema?.examples as unknown[] | undefined)?.[0] ??
      p.schema?.example;
    if (value === undefined && p.required) value = findDeep(okExample, p.name) ?? PARAM_FALLBACKS[p.name];
    if (value === undefined) continue;
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(value)));
    else query.set(p.name, String(value));
  }
  const body = o.op.requestBody ? firstExample(deref(doc, o.op.requestBody).content as JsonObject, doc) : undefined;
  const qs = query.toString();
  return { url: qs ? `${url}?${qs}` : url, body };
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

const isRead = (o: Operation) => o.method === 'get' || !OPERATION_ACCESS[o.op.operationId as string]?.write;

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
    const { url, body } = buildRequest(doc, o);
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
