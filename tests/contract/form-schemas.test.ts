// The form schemas: every rule of spec sections 5 and 9 that a schema can hold gives its own
// message key, the same from the console's precompiled validator (src/gen/forms) and from a
// runtime Ajv on the schema file (what the sandbox uses), and the English text of each key the
// spec gives is the spec's, letter for letter.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { messageKeyFor } from '../../src/domain/validation-messages';
import { addFormKeywords } from '../../src/domain/schema-keywords';
import { projectRoot } from '../support/contract';

const schemasDir = path.join(projectRoot, 'schemas');
const forms = readdirSync(schemasDir)
  .filter((f) => f.endsWith('.schema.json'))
  .map((f) => f.replace('.schema.json', ''));

type Messages = { [key: string]: string | Messages };
function catalogue(lng: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (m: Messages, prefix: string) => {
    for (const [k, v] of Object.entries(m)) {
      if (typeof v === 'string') out.set(prefix + k, v);
      else walk(v, `${prefix}${k}.`);
    }
  };
  const dir = path.join(projectRoot, 'locales', lng);
  for (const f of readdirSync(dir)) walk(JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Messages, '');
  return out;
}
const en = catalogue('en');
const ja = catalogue('ja');

const readSchema = (form: string) =>
  JSON.parse(readFileSync(path.join(schemasDir, `${form}.schema.json`), 'utf8')) as Record<string, unknown>;

// Runtime Ajv over the schema files (cross-file refs resolve by file name).
const ajv = new Ajv2020({ strict: true, allErrors: true, verbose: true });
addFormats(ajv);
addFormKeywords(ajv);
for (const form of forms) ajv.addSchema(readSchema(form), `${form}.schema.json`);

function runtimeKeys(form: string, data: unknown): string[] {
  const validate = ajv.getSchema(`${form}.schema.json`)!;
  if (validate(data)) return [];
  return (validate.errors ?? []).filter(real).map((e) => messageKeyFor(readSchema(form), e));
}

// The console's precompiled validators, as codegen wrote them.
async function precompiledKeys(form: string, data: unknown): Promise<string[]> {
  const { default: validateFns } = (await import(`../../src/gen/forms/${form}.validator.gen.js`)) as {
    default: Record<string, ((d: unknown) => boolean) & { errors?: ErrorObject[] }>;
  };
  const genModule = (await import(`../../src/gen/forms/${form}.gen.ts`)) as Record<string, unknown>;
  const schema = Object.entries(genModule).find(
    ([k]) => k.endsWith('Schema') && !k.endsWith('UiSchema'),
  )![1] as object;
  // Through rjsf, as the console's schema form runs it.
  const validator = createPrecompiledValidator(validateFns as never, schema as never);
  const { errors = [], validationError } = validator.rawValidation<ErrorObject>(schema as never, data);
  if (validationError) throw validationError;
  return errors.filter(real).map((e) => messageKeyFor(schema, e));
}

const real = (e: ErrorObject) => !['if', 'anyOf', 'oneOf', 'allOf'].includes(e.keyword);

describe('every form schema', () => {
  it.each(forms)('%s compiles in strict mode and has a ui schema', (form) => {
    expect(ajv.getSchema(`${form}.schema.json`)).toBeTypeOf('function');
    expect(() => readFileSync(path.join(schemasDir, `${form}.ui.json`))).not.toThrow();
  });

  it.each(forms)('%s: every message key exists in English and Japanese', (form) => {
    const keys = new Set<string>();
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [k, v] of Object.entries(node)) {
          if (k === 'x-messages') Object.values(v as Record<string, string>).forEach((key) => keys.add(key));
          else walk(v);
        }
      }
    };
    walk(readSchema(form));
    expect(keys.size).toBeGreaterThan(0);
    expect([...keys].filter((k) => !en.has(k) || !ja.has(k))).toEqual([]);
  });
});

const validCompany = {
  companyName: 'Fabrikam Manufacturing',
  shortName: 'FABRIKAM',
  address1: '1200 W Fulton Market',
  city: 'Chicago',
  state: 'IL',
  postalCode: '60607',
  country: 'United States',
  contactName: 'Marcus Webb',
  phone: '+1 312 555 0188',
  ext: '204',
  fax: '+1 312 555 0189',
  email: 'it-security@fabrikam.example',
};
const validServer = {
  serverName: 'PDP-CHI-01',
  url: 'https://pdp-chi-01.fabrikam.example',
  pointType: 'PDP',
  priority: 1,
  userId: 'svc-pdp',
  password: 'Correct-Horse-9',
  isDefault: true,
  connectionTestToken: 'ctt_7f3a9c',
};
const validAgent = {
  policyPollingInterval: 300,
  logPostingInterval: 600,
  maxLogFolderSize: 512,
  logSeverity: 'Warning',
  summaryMode: true,
  encryptionMethod: 'AES256',
  reportProcessHash: true,
  reportProcessTree: true,
  reportPublisherInfo: true,
  encryptLogs: true,
  debugLogHours: 0,
  debugLogSeverity: 'Verbose',
  debugLogFolderSize: 100,
};
const rule = {
  ruleName: 'Ignore Excel add-ins',
  eventTypeName: 'DllLoadBlocked',
  conditions: [{ property: 'publisher', operator: 'equals', value: 'Microsoft Corporation' }],
};
const severityRule = {
  ruleName: 'Unsigned in Temp',
  severity: 'High',
  conditions: [{ property: 'filePath', operator: 'contains', value: '\\AppData\\Local\\Temp\\' }],
};
const validPassword = {
  currentPassword: 'Sandbox-Demo-1',
  newPassword: 'N3w-Passw0rd',
  confirmPassword: 'N3w-Passw0rd',
};

// [form, description, data, expected key]
const RULES: Array<[string, string, unknown, string]> = [
  ...(['companyName', 'address1', 'address2', 'city', 'state', 'contactName'] as const).flatMap((field) =>
    ['<', '>', '?', '"'].map(
      (ch) =>
        [
          'company-form',
          `${field} with ${ch}`,
          { ...validCompany, [field]: `Acme ${ch} Corp` },
          `validation.company.${field}.forbiddenChars`,
        ] as [string, string, unknown, string],
    ),
  ),
  [
    'company-form',
    'short name of 3',
    { ...validCompany, shortName: 'FAB' },
    'validation.company.shortName.length',
  ],
  [
    'company-form',
    'short name of 16',
    { ...validCompany, shortName: 'FABRIKAMFABRIKAM' },
    'validation.company.shortName.length',
  ],
  [
    'company-form',
    'postal code with a dash',
    { ...validCompany, postalCode: '606-07' },
    'validation.company.postalCode.alphanumeric',
  ],
  [
    'company-form',
    'phone with letters',
    { ...validCompany, phone: 'call me' },
    'validation.company.phone.invalid',
  ],
  [
    'company-form',
    'extension with letters',
    { ...validCompany, ext: 'x12' },
    'validation.company.ext.invalid',
  ],
  ['company-form', 'fax with letters', { ...validCompany, fax: 'fax-me' }, 'validation.company.fax.invalid'],
  [
    'company-form',
    'contact email without @',
    { ...validCompany, email: 'it-security.fabrikam' },
    'validation.company.email.invalid',
  ],
  [
    'company-form',
    'no company name',
    { ...validCompany, companyName: undefined },
    'validation.company.companyName.required',
  ],
  [
    'server-form',
    'password of 7',
    { ...validServer, password: 'Abc-123' },
    'validation.server.password.minLength',
  ],
  [
    'server-form',
    'agent password of 7',
    { ...validServer, agentPassword: 'Abc-123' },
    'validation.server.agentPassword.minLength',
  ],
  [
    'server-form',
    'no connection test',
    { ...validServer, connectionTestToken: undefined },
    'validation.server.connection.untested',
  ],
  [
    'agent-settings-form',
    'debug log hours 49',
    { ...validAgent, debugLogHours: 49 },
    'validation.agentSettings.debugLogHours.range',
  ],
  [
    'agent-settings-form',
    'debug log hours -1',
    { ...validAgent, debugLogHours: -1 },
    'validation.agentSettings.debugLogHours.range',
  ],
  [
    'agent-settings-form',
    'debug folder 9 MB',
    { ...validAgent, debugLogFolderSize: 9 },
    'validation.agentSettings.debugLogFolderSize.range',
  ],
  [
    'agent-settings-form',
    'debug folder 501 MB',
    { ...validAgent, debugLogFolderSize: 501 },
    'validation.agentSettings.debugLogFolderSize.range',
  ],
  ['ignore-events-form', 'no rules', { rules: [] }, 'validation.ignoreEvents.noRules'],
  [
    'ignore-events-form',
    'a rule without conditions',
    { rules: [{ ...rule, conditions: [] }] },
    'validation.ignoreEvents.noConditions',
  ],
  [
    'ignore-events-form',
    'a rule without a name',
    { rules: [{ ...rule, ruleName: undefined }] },
    'validation.ignoreEvents.ruleName.required',
  ],
  [
    'ignore-events-form',
    'no event type name',
    { rules: [{ ...rule, eventTypeName: undefined }] },
    'validation.ignoreEvents.eventTypeName.required',
  ],
  [
    'ignore-events-form',
    'a condition without a property',
    { rules: [{ ...rule, conditions: [{ operator: 'equals', value: 'x' }] }] },
    'validation.ignoreEvents.property.required',
  ],
  [
    'ignore-events-form',
    'a condition without an operator',
    { rules: [{ ...rule, conditions: [{ property: 'fileName', value: 'x' }] }] },
    'validation.ignoreEvents.operator.required',
  ],
  [
    'severity-events-form',
    'no severity',
    { rules: [{ ...severityRule, severity: undefined }] },
    'validation.severityEvents.severity.required',
  ],
  [
    'severity-events-form',
    'a condition without a property',
    { rules: [{ ...severityRule, conditions: [{ operator: 'equals', value: 'x' }] }] },
    'validation.severityEvents.property.required',
  ],
  [
    'severity-events-form',
    'a condition without an operator',
    { rules: [{ ...severityRule, conditions: [{ property: 'fileName', value: 'x' }] }] },
    'validation.severityEvents.operator.required',
  ],
  [
    'password-change-form',
    'new password of 7',
    { ...validPassword, newPassword: 'Abc-123', confirmPassword: 'Abc-123' },
    'validation.passwordChange.newPassword.minLength',
  ],
  [
    'company-form',
    'company name of 192',
    { ...validCompany, companyName: 'F'.repeat(192) },
    'validation.company.companyName.maxLength',
  ],
  [
    'server-form',
    'server id beyond int32',
    { ...validServer, serverId: 2 ** 31 },
    'validation.server.serverId.minimum',
  ],
  [
    'ignore-events-form',
    'a rule name of 192',
    { rules: [{ ...rule, ruleName: 'R'.repeat(192) }] },
    'validation.ignoreEvents.ruleName.maxLength',
  ],
  [
    'password-change-form',
    'new password of 129',
    { ...validPassword, newPassword: 'N'.repeat(129), confirmPassword: 'N'.repeat(129) },
    'validation.passwordChange.newPassword.maxLength',
  ],
  [
    'profile-form',
    'first name of 65',
    { firstName: 'A'.repeat(65), lastName: 'Webb' },
    'validation.profile.firstName.maxLength',
  ],
  [
    'profile-form',
    'last name of 65',
    { firstName: 'Marcus', lastName: 'W'.repeat(65) },
    'validation.profile.lastName.maxLength',
  ],
  [
    'password-change-form',
    'confirmation differs',
    { ...validPassword, confirmPassword: 'N3w-Passw0rd!' },
    'validation.passwordChange.confirmPassword.mismatch',
  ],
];

const strip = (data: unknown): unknown => JSON.parse(JSON.stringify(data)) as unknown;

describe('each rule gives its message key, from the console validator and the runtime validator alike', () => {
  it.each([
    ['company-form', validCompany],
    ['server-form', validServer],
    ['agent-settings-form', validAgent],
    ['ignore-events-form', { rules: [rule] }],
    ['severity-events-form', { rules: [severityRule] }],
    ['password-change-form', validPassword],
  ])('a valid %s passes', async (form, data) => {
    expect(runtimeKeys(form, data)).toEqual([]);
    expect(await precompiledKeys(form, data)).toEqual([]);
  });

  it.each(RULES)('%s: %s', async (form, _what, data, key) => {
    const clean = strip(data);
    expect(runtimeKeys(form, clean)).toContain(key);
    expect(await precompiledKeys(form, clean)).toContain(key);
  });
});

describe("the spec's own texts, letter for letter", () => {
  it.each([
    ['validation.company.phone.invalid', 'Please enter a valid phone number'],
    ['validation.company.ext.invalid', 'Please enter valid extension number'],
    ['validation.company.email.invalid', 'Please enter valid contact email'],
    ['validation.company.fax.invalid', 'Please enter a valid fax number'],
    ['validation.passwordChange.newPassword.minLength', 'Password should be at least 8 characters long.'],
    ['validation.server.password.minLength', 'Password should be at least 8 characters long.'],
    ['validation.passwordChange.confirmPassword.mismatch', 'Passwords must match'],
    ['validation.server.serverName.unique', 'There is a Server Name with the same name in the system.'],
    ['validation.server.connection.untested', 'You need to test your connection!'],
    ['validation.ignoreEvents.noRules', 'No rules to save.'],
    [
      'validation.ignoreEvents.noConditions',
      'Some rules have no conditions. Please add at least one condition for each rule.',
    ],
  ])('%s', (key, text) => {
    expect(en.get(key)).toBe(text);
    expect(ja.get(key)).toBeTruthy();
  });

  // A length message says the schema's own bound (issue 19), so the two cannot drift apart.
  it.each(forms)('%s: every maxLength message names the bound it guards', (form) => {
    const problems: string[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      if (!node || typeof node !== 'object' || Array.isArray(node)) return;
      const schema = node as Record<string, unknown>;
      const key = (schema['x-messages'] as Record<string, string> | undefined)?.maxLength;
      const text = key ? en.get(key) : undefined;
      if (
        typeof schema.maxLength === 'number' &&
        key?.endsWith('.maxLength') &&
        !text?.includes(String(schema.maxLength))
      )
        problems.push(`${key}: "${text}" does not say ${schema.maxLength}`);
      Object.values(schema).forEach(walk);
    };
    walk(readSchema(form));
    expect(problems).toEqual([]);
  });

  it('has a separate forbidden-character message for each company field', () => {
    const fields = ['companyName', 'address1', 'address2', 'city', 'state', 'contactName'];
    const texts = fields.map((f) => en.get(`validation.company.${f}.forbiddenChars`));
    expect(texts.every(Boolean)).toBe(true);
    expect(new Set(texts).size).toBe(fields.length);
  });
});
