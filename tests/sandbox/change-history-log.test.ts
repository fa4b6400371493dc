// The change log's total without filters comes from kept totals per tenant (migration 420), not
// from counting the records: for every kind of scope it must say what counting says, also after
// a recorded write. And every field the history can record has words in both languages
// (locales/*/history-fields.json), so that no record shows a machine word.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en/history-fields.json';
import ja from '../../locales/ja/history-fields.json';
import { fieldName } from '../../sandbox/data/change-history/diff';
import { NOISE_COLUMNS, TABLE_ENTITIES } from '../../sandbox/data/change-history/entities';
import { loadEnglishCatalogue } from '../../sandbox/http/catalogue';
import { changeEntityName } from '../../src/components/entity-history/entity-name';
import type { ApiSchema } from '../../src/api/contract-types';
import type { Translate } from '../../src/i18n/message-key';
import { startTestSandbox, type TestSandbox } from '../support/sandbox';
import { signInClient, type SandboxClient } from './support/client';
import { CHICAGO, FABRIKAM, NORTHWIND } from './support/fixtures';

type ChangeRecord = ApiSchema<'ChangeRecord'>;

let sb: TestSandbox;
let api: SandboxClient['api'];

beforeAll(async () => {
  sb = await startTestSandbox();
  ({ api } = await signInClient(sb.app, ['global', 'partner', 'company', 'tokyo']));
}, 120_000);
afterAll(async () => {
  await sb?.close();
});

type Who = 'global' | 'partner' | 'company' | 'tokyo';
const SCOPES: [string, Who, Record<string, string>][] = [
  ['every tenant (Global Admin)', 'global', {}],
  ['a partner selected (Global Admin)', 'global', { 'x-partner-guid': NORTHWIND }],
  ["the partner's own (Partner Admin)", 'partner', {}],
  ['a company (Company Admin)', 'company', {}],
  ["another company (Tokyo's Company Admin)", 'tokyo', {}],
  ['a site selected (Company Admin)', 'company', { 'x-company-guid': FABRIKAM, 'x-site-guid': CHICAGO }],
];
// A date range that holds every record: the log then counts them.
const EVERY_DAY = { startDate: '2000-01-01T00:00:00Z', endDate: '2100-01-01T00:00:00Z' };

const total = async (who: Who, scope: Record<string, string>, filtered: boolean) => {
  const reply = await api(who, 'POST', '/restapi/ChangeHistory/ListChanges', {
    payload: { page: 2, pageSize: 10, ...(filtered ? { dateRange: EVERY_DAY } : {}) },
    scope,
  });
  expect(reply.status).toBe(200);
  return Number(reply.body.totalCount);
};

describe("the change log's total", () => {
  it.each(SCOPES)('for %s is the count of the records it lists', async (_name, who, scope) => {
    const counted = await total(who, scope, true);
    expect(counted).toBeGreaterThan(10);
    expect(await total(who, scope, false)).toBe(counted);
  });

  it('grows by one with a recorded write in each log that lists it, in no other', async () => {
    const before = await Promise.all(SCOPES.map(([, who, scope]) => total(who, scope, false)));
    const saved = await api('company', 'POST', '/restapi/GlobalSettings/CreateOrUpdateSettings', {
      query: { settingKey: 'EmailSettings' },
      payload: {
        server: 'mail.fabrikam.example',
        port: 2525,
        email: 'endpoint-alerts@fabrikam.example',
        username: 'svc-epc-mail',
        password: null,
        enableSsl: true,
      },
    });
    expect(saved.status).toBe(200);
    const after = await Promise.all(SCOPES.map(([, who, scope]) => total(who, scope, false)));
    // Fabrikam's record (a company's, no site: in each of its sites' logs too), not in Tokyo's.
    expect(after.map((n, i) => n - before[i]!)).toEqual([1, 1, 1, 1, 0, 1]);
    for (const [i, [, who, scope]] of SCOPES.entries()) expect(after[i]).toBe(await total(who, scope, true));
  });
});

describe('the words of the recorded fields', () => {
  it('name every field the history records, in English and in Japanese', async () => {
    const fields = new Set<string>();
    const children = new Set<string>();
    for (const [table, entity] of Object.entries(TABLE_ENTITIES)) {
      if (entity.child) {
        const field = entity.child({ server_id: 1, version: 1 });
        if (field.includes('/')) children.add(field.slice(0, field.indexOf('/')));
        else fields.add(field);
        continue;
      }
      const columns = await sb.db.query<{ name: string }>(
        'select column_name as name from information_schema.columns where table_name = $1',
        [table],
      );
      expect(columns.length, table).toBeGreaterThan(0);
      for (const { name } of columns) {
        if (NOISE_COLUMNS.has(name) || name === 'id' || name === 'guid' || name === entity.softDelete)
          continue;
        if (entity.omit?.includes(name)) continue;
        if (name !== entity.spread) fields.add(fieldName(name));
      }
    }
    // A settings record's fields are the members of its value (each settings key's own).
    const members = await sb.db.query<{ name: string }>(
      'select distinct jsonb_object_keys(value) as name from global_settings',
    );
    for (const { name } of members) fields.add(name);
    expect(fields).toContain('server');
    expect(fields).toContain('serverIp');
    for (const catalogue of [en, ja]) {
      const words = catalogue.historyFields as {
        field: Record<string, string>;
        child: Record<string, string>;
      };
      expect([...fields].filter((field) => !words.field[field]).sort()).toEqual([]);
      expect([...children].filter((child) => !words.child[child]).sort()).toEqual([]);
    }
  });
});

describe("the change log's sort by entity", () => {
  // "Emails archive" sorts before the stored key "EmailSettings" but after the shown "Email settings".
  beforeAll(async () => {
    const condition = await api('company', 'POST', '/restapi/Alarm/UpdateCondition', {
      payload: {
        conditionId: null,
        name: 'Emails archive',
        description: 'Blocks on the mail archive servers.',
        categoryId: 11,
        enabled: true,
        threshold: 1,
        windowMinutes: 5,
        severity: 'Low',
        notifyEmails: [],
      },
    });
    expect(condition.status).toBe(200);
    const settings = await api('company', 'POST', '/restapi/GlobalSettings/CreateOrUpdateSettings', {
      query: { settingKey: 'EmailSettings' },
      payload: {
        server: 'mail2.fabrikam.example',
        port: 25,
        email: 'endpoint-alerts@fabrikam.example',
        username: 'svc-epc-mail',
        password: null,
        enableSsl: true,
      },
    });
    expect(settings.status).toBe(200);
  });

  it.each(['asc', 'desc'] as const)(
    'follows the names the log shows in English (%s): a settings record by its page title',
    async (sortDir) => {
      const english = loadEnglishCatalogue();
      const t = ((key: string) => english(key)) as unknown as Translate;
      const reply = await api('company', 'POST', '/restapi/ChangeHistory/ListChanges', {
        payload: { page: 1, pageSize: 1000, sortColumn: 'entityName', sortDir, search: 'email' },
      });
      expect(reply.status).toBe(200);
      const shown = (reply.body.entityData as ChangeRecord[]).map((r) => changeEntityName(t, r));
      expect(shown).toEqual(expect.arrayContaining(['Email settings', 'Emails archive']));
      const lower = shown.map((name) => name.toLowerCase());
      const sorted = [...lower].sort();
      expect(lower).toEqual(sortDir === 'asc' ? sorted : sorted.reverse());
    },
  );
});
