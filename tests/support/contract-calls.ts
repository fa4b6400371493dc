// Calling the contract's operations on a test sandbox as the console would: which demo account
// may call each operation, the scope headers it sends, and a request built from the contract's
// own examples. Shared by the conformance test and the hostile-input tests.
import { afterAll, beforeAll } from 'vitest';
import { operationRule } from '../../src/domain/operation-access';
import type { RoleName } from '../../src/domain/roles';
import { deref, type JsonObject, type Operation } from './contract';
import { DEMO_ACCOUNTS } from '../e2e/support/accounts';
import { signIn, startTestSandbox, type TestSandbox } from './sandbox';

export const FABRIKAM = {
  partner: '3f2a1c9e-5b7d-4e21-9a0c-1d2e3f405101',
  company: '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801001',
  site: 'c47d2e90-6a1b-4f3c-8d2e-9f0a1b2c2001',
  group: 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3001',
};

// Headers the console would send for each caller (spec section 6).
const HEADERS: Partial<Record<RoleName, Record<string, string>>> = {
  AGMSAdmin: { 'x-partner-guid': '', 'x-company-guid': '', 'x-site-guid': '', 'x-group-guid': '' },
  PartnerAdmin: {
    'x-partner-guid': FABRIKAM.partner,
    'x-company-guid': '',
    'x-site-guid': '',
    'x-group-guid': '',
  },
  CompanyAdmin: {
    'x-partner-guid': FABRIKAM.partner,
    'x-company-guid': FABRIKAM.company,
    'x-site-guid': '',
    'x-group-guid': '',
  },
  GroupAdmin: {
    'x-partner-guid': FABRIKAM.partner,
    'x-company-guid': FABRIKAM.company,
    'x-site-guid': FABRIKAM.site,
    'x-group-guid': FABRIKAM.group,
  },
};

export const scopeHeadersOf = (role: RoleName): Record<string, string> =>
  HEADERS[role] ?? HEADERS.CompanyAdmin!;

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
  // Their examples edit Northwind's service-provider Office Suite, its Partner Admin's.
  Policy_SaveDraft: 'PartnerAdmin',
  Policy_SaveDraftComponent: 'PartnerAdmin',
  Policy_RemoveDraftComponent: 'PartnerAdmin',
  Policy_PublishDraft: 'PartnerAdmin',
  Policy_DiscardDraft: 'PartnerAdmin',
};

/** A role that may call the operation, and for which its examples fit the seeded world. */
export function callerFor(operationId: string): RoleName {
  // Policy review is disabled for company and site roles (spec section 2).
  if (operationId.startsWith('PolicyReview_')) return 'GroupAdmin';
  const override = CALLER_OVERRIDES[operationId];
  if (override) return override;
  const roles = operationRule(operationId)?.roles;
  if (!roles) return 'CompanyAdmin';
  return (['CompanyAdmin', 'PartnerAdmin', 'AGMSAdmin'] as const).find((r) => roles.includes(r)) ?? roles[0]!;
}

/**
 * The test file's sandbox: started before its tests, closed after them; each demo account signs
 * in once, on first use.
 */
export function sandboxForFile() {
  let sb: TestSandbox | undefined;
  beforeAll(async () => {
    sb = await startTestSandbox();
  });
  afterAll(async () => {
    await sb?.close();
  });
  const app = () => sb!.app;
  const cookies = new Map<RoleName, string>();
  const cookieFor = async (role: RoleName): Promise<string> => {
    let cookie = cookies.get(role);
    if (!cookie) {
      cookie = (await signIn(app(), DEMO_ACCOUNTS[role])).cookie;
      cookies.set(role, cookie);
    }
    return cookie;
  };
  return { app, cookieFor };
}

// Values for required parameters the contract gives no example for.
const PARAM_FALLBACKS: Record<string, unknown> = {
  search: 'FAB',
  kind: 'Security',
  companyGuid: FABRIKAM.company,
  siteGuid: FABRIKAM.site,
  groupGuid: FABRIKAM.group,
};

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

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  examples?: JsonObject;
  schema?: JsonObject;
}

export const parametersOf = (doc: JsonObject, o: Operation): Parameter[] =>
  [...((o.pathItem.parameters as unknown[]) ?? []), ...((o.op.parameters as unknown[]) ?? [])].map((p) =>
    deref<Parameter>(doc, p),
  );

export interface ExampleRequest {
  path: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

/** The operation's request from its examples (required parameters without one get a fallback). */
export function exampleRequest(doc: JsonObject, o: Operation): ExampleRequest {
  const ok = (o.op.responses as JsonObject)['200'];
  const okExample = ok ? firstExample(deref(doc, ok).content as JsonObject, doc) : undefined;
  const out: ExampleRequest = { path: {}, query: {}, body: undefined };
  for (const p of parametersOf(doc, o).filter((x) => x.in === 'path' || x.in === 'query')) {
    let value =
      p.example ??
      (p.examples ? deref<JsonObject>(doc, Object.values(p.examples)[0]).value : undefined) ??
      (p.schema?.examples as unknown[] | undefined)?.[0] ??
      p.schema?.example;
    if (value === undefined && p.required) value = findDeep(okExample, p.name) ?? PARAM_FALLBACKS[p.name];
    if (value === undefined) continue;
    (p.in === 'path' ? out.path : out.query)[p.name] = String(value);
  }
  if (o.op.requestBody) out.body = firstExample(deref(doc, o.op.requestBody).content as JsonObject, doc);
  return out;
}

/** The URL of a request: path parameters filled in, query parameters (repeated for an array). */
export function urlOf(
  path: string,
  params: Record<string, string>,
  query: Record<string, string | string[]>,
) {
  let url = path;
  for (const [name, value] of Object.entries(params))
    url = url.replace(`{${name}}`, encodeURIComponent(value));
  const qs = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    for (const v of ([] as string[]).concat(value)) qs.append(name, v);
  const s = qs.toString();
  return s ? `${url}?${s}` : url;
}
