// Requests built from the contract's own examples, and who sends them: the demo account of each
// role and the scope headers the console would send for it (spec section 6), in Fabrikam (the
// seeded company of the demo accounts). Used by the sandbox tests that call every operation.
import type { RoleName } from '../../src/access/roles';
import { deref, type JsonObject, type Operation } from './contract';

export const FABRIKAM = {
  partner: '3f2a1c9e-5b7d-4e21-9a0c-1d2e3f405101',
  company: '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801001',
  site: 'c47d2e90-6a1b-4f3c-8d2e-9f0a1b2c2001',
  group: 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3001',
};

/** The demo account of each role. */
export { DEMO_ACCOUNTS as ACCOUNTS } from '../e2e/support/accounts';

const scope = (partner: string, company = '', site = '', group = '') => ({
  'x-partner-guid': partner,
  'x-company-guid': company,
  'x-site-guid': site,
  'x-group-guid': group,
});

/** The headers the console sends for each demo account, scoped as far down as its role works. */
export const SCOPE_HEADERS: Record<RoleName, Record<string, string>> = {
  AGMSAdmin: scope(''),
  PartnerAdmin: scope(FABRIKAM.partner),
  CompanyAdmin: scope(FABRIKAM.partner, FABRIKAM.company),
  SiteAdmin: scope(FABRIKAM.partner, FABRIKAM.company, FABRIKAM.site),
  SiteAudit: scope(FABRIKAM.partner, FABRIKAM.company, FABRIKAM.site),
  GroupAdmin: scope(FABRIKAM.partner, FABRIKAM.company, FABRIKAM.site, FABRIKAM.group),
  GroupAudit: scope(FABRIKAM.partner, FABRIKAM.company, FABRIKAM.site, FABRIKAM.group),
};

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

/** The operation's first examples: its url (path and query parameters filled in) and body. */
export function exampleRequest(doc: JsonObject, o: Operation): { url: string; body: unknown } {
  const params = [
    ...((o.pathItem.parameters as unknown[]) ?? []),
    ...((o.op.parameters as unknown[]) ?? []),
  ].map((p) =>
    deref<{
      name: string;
      in: string;
      required?: boolean;
      example?: unknown;
      examples?: JsonObject;
      schema?: JsonObject;
    }>(doc, p),
  );
  const okExample = firstExample(
    deref(doc, (o.op.responses as JsonObject)['200']).content as JsonObject,
    doc,
  );
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
  const body = o.op.requestBody
    ? firstExample(deref(doc, o.op.requestBody).content as JsonObject, doc)
    : undefined;
  const qs = query.toString();
  return { url: qs ? `${url}?${qs}` : url, body };
}
