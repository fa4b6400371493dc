// The examples form ONE data set: wherever an example names a partner, company, site, group or
// computer by guid, the name beside it is the one in openapi/examples/dataset.yaml.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { deref, loadBundledContract, operationsOf, projectRoot, type JsonObject } from '../support/contract';

interface Dataset {
  partners: { guid: string; name: string }[];
  companies: { companyGuid: string; companyName: string }[];
  sites: { siteGuid: string; name: string }[];
  groups: { groupGuid: string; name: string }[];
  computers: { computerGuid: string; name: string }[];
}

const dataset = parse(
  readFileSync(path.join(projectRoot, 'openapi/examples/dataset.yaml'), 'utf8'),
) as Dataset;

const names = new Map<string, string>([
  ...dataset.partners.map((p) => [p.guid, p.name] as const),
  ...dataset.companies.map((c) => [c.companyGuid, c.companyName] as const),
  ...dataset.sites.map((s) => [s.siteGuid, s.name] as const),
  ...dataset.groups.map((g) => [g.groupGuid, g.name] as const),
  ...dataset.computers.map((c) => [c.computerGuid, c.name] as const),
]);

// guid key -> the name key that must match it in the same object.
const PAIRS: Array<[string, string]> = [
  ['guid', 'name'],
  ['key', 'value'],
  ['companyGuid', 'companyName'],
  ['partnerGuid', 'partnerName'],
  ['siteGuid', 'siteName'],
  ['groupGuid', 'groupName'],
  ['computerGuid', 'computerName'],
];

function* objects(value: unknown): Generator<JsonObject> {
  if (Array.isArray(value)) for (const v of value) yield* objects(v);
  else if (value && typeof value === 'object') {
    yield value as JsonObject;
    for (const v of Object.values(value)) yield* objects(v);
  }
}

let examples: Array<[string, unknown]>;

beforeAll(async () => {
  const doc = await loadBundledContract();
  examples = [];
  for (const o of operationsOf(doc)) {
    const media: JsonObject[] = [];
    if (o.op.requestBody)
      media.push(...Object.values(deref(doc, o.op.requestBody).content as Record<string, JsonObject>));
    for (const r of Object.values(o.op.responses as JsonObject)) {
      media.push(...Object.values((deref(doc, r).content as Record<string, JsonObject>) ?? {}));
    }
    for (const m of media) {
      for (const [name, ex] of Object.entries((m.examples as JsonObject) ?? {})) {
        examples.push([`${o.method.toUpperCase()} ${o.path} "${name}"`, deref<JsonObject>(doc, ex).value]);
      }
    }
  }
});

describe('examples draw from one data set', () => {
  it('names every known partner, company, site, group and computer as the data set does', () => {
    const problems: string[] = [];
    for (const [where, value] of examples) {
      for (const obj of objects(value)) {
        for (const [guidKey, nameKey] of PAIRS) {
          const guid = obj[guidKey];
          const name = obj[nameKey];
          if (typeof guid !== 'string' || typeof name !== 'string') continue;
          const expected = names.get(guid);
          if (expected !== undefined && expected !== name)
            problems.push(`${where}: ${guidKey} ${guid} is "${expected}", not "${name}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('uses the data set in most operations and has Japanese names in some', () => {
    const all = JSON.stringify(examples.map(([, v]) => v));
    const used = [...names.keys()].filter((guid) => all.includes(guid));
    expect(used.length).toBeGreaterThan(names.size * 0.6);
    expect(all).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
  });
});
