// The SavedFilter area of the sandbox (issue 15): the event inspection's roles, the owner's
// filters and those shared in an overlapping scope, read-only to others; another company's never
// seen; the form's rules and a taken name as 400s with field messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../support/sandbox';
import type { components } from '../../src/gen/openapi.gen';
import {
  signInClient,
  unchecked,
  type PayloadOf,
  type SandboxClient,
  type Unchecked,
} from './support/client';
import { CHICAGO, DETROIT, FABRIKAM, type Who } from './support/fixtures';

let sb: TestSandbox;
let api: SandboxClient['api'];

type FieldError = components['schemas']['FieldError'];

const VIEW = {
  mode: 'individual',
  query: 'filters=%7B%22period%22%3A%227d%22%7D&sort=severity&dir=desc',
} as const;
const form = (name: string, shared: boolean, extra: Record<string, unknown> = {}) => ({
  name,
  shared,
  ...VIEW,
  ...extra,
});
const list = (who: Who, scope: Record<string, string> = {}, extra: Record<string, unknown> = {}) =>
  api(who, 'POST', '/restapi/SavedFilter/ListSavedFilters', {
    payload: { page: 1, pageSize: 100, ...extra },
    scope,
  });
const names = async (who: Who, scope: Record<string, string> = {}) =>
  ((await list(who, scope)).body.entityData as Array<{ name: string }>).map((f) => f.name);
const create = (
  who: Who,
  payload: PayloadOf<'POST', '/restapi/SavedFilter/CreateSavedFilter'> | Unchecked,
  scope: Record<string, string> = {},
) => api(who, 'POST', '/restapi/SavedFilter/CreateSavedFilter', { payload, scope });
const get = (who: Who, savedFilterId: number, scope: Record<string, string> = {}) =>
  api(who, 'GET', '/restapi/SavedFilter/GetSavedFilter', { query: { savedFilterId }, scope });
const update = (
  who: Who,
  savedFilterId: number,
  payload: PayloadOf<'POST', '/restapi/SavedFilter/UpdateSavedFilter'> | Unchecked,
) => api(who, 'POST', '/restapi/SavedFilter/UpdateSavedFilter', { query: { savedFilterId }, payload });
const remove = (who: Who, savedFilterId: number) =>
  api(who, 'POST', '/restapi/SavedFilter/DeleteSavedFilter', { payload: { savedFilterId } });

beforeAll(async () => {
  sb = await startTestSandbox();
  api = (
    await signInClient(sb.app, [
      'global',
      'partner',
      'company',
      'site',
      'siteAuditor',
      'group',
      'groupAuditor',
      'tokyo',
    ])
  ).api;
}, 60_000);
afterAll(async () => {
  await sb?.close();
});

describe('roles', () => {
  it('are the event inspection\u2019s: company admins and the auditors (who may save their own views)', async () => {
    for (const who of ['global', 'partner', 'site', 'group'] as const) {
      expect((await list(who)).status, who).toBe(403);
      expect((await create(who, form(`by ${who}`, false))).status, who).toBe(403);
    }
    for (const who of ['company', 'siteAuditor', 'groupAuditor'] as const) {
      expect((await list(who)).status, who).toBe(200);
      const made = await create(who, form(`Mine, ${who}`, false));
      expect(made.status, who).toBe(200);
      expect(made.body.entityData).toMatchObject({
        name: `Mine, ${who}`,
        owned: true,
        shared: false,
        ...VIEW,
      });
    }
  });
});

describe('owners, sharing and tenants', () => {
  it('shows a shared filter to the company, read-only; a private one to its owner only', async () => {
    const shared = (
      await create('company', form('Week of malicious files', true), { 'x-company-guid': FABRIKAM })
    ).body.entityData;
    const mine = (await create('company', form('Only for me', false))).body.entityData;
    expect(shared).toMatchObject({
      owned: true,
      ownerName: 'Marcus Webb',
      companyName: 'Fabrikam Manufacturing',
    });

    expect(await names('siteAuditor')).toContain('Week of malicious files');
    expect(await names('siteAuditor')).not.toContain('Only for me');
    expect(await names('groupAuditor')).toContain('Week of malicious files');
    const seen = await get('siteAuditor', shared.savedFilterId);
    expect(seen.status).toBe(200);
    expect(seen.body.entityData).toMatchObject({ owned: false, shared: true, query: VIEW.query });
    expect((await get('siteAuditor', mine.savedFilterId)).status).toBe(404);

    // Read-only to the others; the owner's own rename works.
    expect((await update('siteAuditor', shared.savedFilterId, form('Taken over', true))).status).toBe(403);
    expect((await remove('siteAuditor', shared.savedFilterId)).status).toBe(403);
    expect((await update('siteAuditor', mine.savedFilterId, form('Taken over', true))).status).toBe(404);
    const renamed = await update('company', shared.savedFilterId, form('Malicious files this week', true));
    expect(renamed.status).toBe(200);
    expect(renamed.body.entityData.name).toBe('Malicious files this week');

    // "Shared by others" and "mine" filter the list.
    const others = (await list('siteAuditor', {}, { owner: 'shared' })).body.entityData as Array<{
      owned: boolean;
    }>;
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((f) => !f.owned)).toBe(true);
    const own = (await list('siteAuditor', {}, { owner: 'mine' })).body.entityData as Array<{
      owned: boolean;
    }>;
    expect(own.every((f) => f.owned)).toBe(true);
  });

  it('never shows another company\u2019s filter, shared or not (404, and absent from its list)', async () => {
    const shared = (await create('company', form('Fabrikam only', true))).body.entityData;
    expect(await names('tokyo')).not.toContain('Fabrikam only');
    expect((await get('tokyo', shared.savedFilterId)).status).toBe(404);
    expect((await update('tokyo', shared.savedFilterId, form('Mine now', true))).status).toBe(404);
    expect((await remove('tokyo', shared.savedFilterId)).status).toBe(404);
    const tokyoOwn = (await create('tokyo', form('東京の週次ビュー', true))).body.entityData;
    expect(await names('company')).not.toContain('東京の週次ビュー');
    expect((await get('company', tokyoOwn.savedFilterId)).status).toBe(404);
    // A scope header of another company is the scope's 403, as on every call.
    expect((await list('tokyo', { 'x-company-guid': FABRIKAM })).status).toBe(403);
  });

  it('shares a site\u2019s filter with that site, its groups and the company, not another site', async () => {
    const atSite = (await create('siteAuditor', form('Chicago HQ blocks', true), { 'x-site-guid': CHICAGO }))
      .body.entityData;
    expect(atSite).toMatchObject({ siteGuid: CHICAGO, siteName: 'Chicago HQ' });
    expect(await names('company')).toContain('Chicago HQ blocks');
    expect(await names('groupAuditor')).toContain('Chicago HQ blocks');
    expect(await names('company', { 'x-site-guid': DETROIT })).not.toContain('Chicago HQ blocks');
    expect((await get('company', atSite.savedFilterId, { 'x-site-guid': DETROIT })).status).toBe(404);
  });

  it('deletes the owner\u2019s filter', async () => {
    const made = (await create('groupAuditor', form('Short-lived', false))).body.entityData;
    const gone = await remove('groupAuditor', made.savedFilterId);
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe('Saved filter deleted.');
    expect((await get('groupAuditor', made.savedFilterId)).status).toBe(404);
  });
});

describe('validation', () => {
  const fieldErrors = (body: { errors?: FieldError[] }) =>
    body.errors!.map((e) => `${e.field} ${e.messageKey} ${e.message}`);

  it('refuses an empty or blank name with the field message', async () => {
    for (const name of ['', '   ']) {
      const res = await create('company', form(name, false));
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(fieldErrors(res.body)).toContain(
        '/name validation.savedFilter.name.required Please enter a name.',
      );
    }
    const long = await create('company', form('x'.repeat(101), false));
    expect(fieldErrors(long.body)).toContain(
      '/name validation.savedFilter.name.maxLength The name must be at most 100 characters.',
    );
  });

  it('refuses a name the owner already uses in the scope (any case), on create and on rename', async () => {
    const first = await create('siteAuditor', form('Unique view', false));
    expect(first.status).toBe(200);
    const again = await create('siteAuditor', form('  unique VIEW ', true));
    expect(again.status).toBe(400);
    expect(fieldErrors(again.body)).toEqual([
      '/name validation.savedFilter.name.unique You already have a saved filter with this name in this scope.',
    ]);
    const other = (await create('siteAuditor', form('Another view', false))).body.entityData;
    const rename = await update('siteAuditor', other.savedFilterId, form('Unique view', false));
    expect(rename.status).toBe(400);
    expect(rename.body.errors![0]!.messageKey).toBe('validation.savedFilter.name.unique');
    // Its own name again (an update from the current view) is no conflict; another user may use it.
    expect((await update('siteAuditor', other.savedFilterId, form('Another view', true))).status).toBe(200);
    expect((await create('groupAuditor', form('Unique view', false))).status).toBe(200);
  });

  it('refuses a malformed view and unknown fields', async () => {
    const badMode = await create('company', form('Bad mode', false, { mode: 'timeline' }));
    expect(fieldErrors(badMode.body)).toContain(
      "/mode validation.savedFilter.mode.enum The view's list must be individual or summary events.",
    );
    const longQuery = await create('company', form('Long view', false, { query: 'a'.repeat(2049) }));
    expect(fieldErrors(longQuery.body)).toContain(
      '/query validation.savedFilter.query.maxLength The view is too long to save (at most 2048 characters).',
    );
    const { query: _query, ...noQuery } = form('No view', false);
    const missing = await create('company', unchecked(noQuery));
    expect(missing.status).toBe(400);
    expect(missing.body.errors!.map((e) => e.messageKey)).toContain('validation.savedFilter.query.required');
    const extra = await create('company', form('Extra', false, { ownerUserGuid: 'x' }));
    expect(extra.status).toBe(400);
    expect(extra.body.errors!.map((e) => e.messageKey)).toContain('validation.common.unknownField');
    expect((await get('company', 0)).status).toBe(400);
  });
});

describe('columns', () => {
  const COLUMNS = ['reportedEventDate', 'eventType', 'severity', 'fileName'];

  it('keeps the column choice on create and update, and reads it back; none stays none', async () => {
    const made = await create('company', form('With columns', false, { columns: COLUMNS }));
    expect(made.status).toBe(200);
    expect(made.body.entityData.columns).toEqual(COLUMNS);
    const id = made.body.entityData.savedFilterId as number;
    expect((await get('company', id)).body.entityData.columns).toEqual(COLUMNS);
    const fewer = await update(
      'company',
      id,
      form('With columns', false, { columns: ['reportedEventDate'] }),
    );
    expect(fewer.body.entityData.columns).toEqual(['reportedEventDate']);
    const listed = (await list('company')).body.entityData as Array<{
      savedFilterId: number;
      columns: unknown;
    }>;
    expect(listed.find((f) => f.savedFilterId === id)?.columns).toEqual(['reportedEventDate']);
    // A filter saved without a choice (as before columns were kept) reads as null, and opens.
    const plain = await create('company', form('Without columns', false));
    expect(plain.status).toBe(200);
    expect(plain.body.entityData.columns).toBeNull();
    const plainId = plain.body.entityData.savedFilterId as number;
    expect((await get('company', plainId)).body.entityData.columns).toBeNull();
    // An update without columns drops the choice (the body replaces the filter).
    expect((await update('company', id, form('With columns', false))).body.entityData.columns).toBeNull();
  });

  it('refuses unknown, repeated, too many or malformed column ids with the field message', async () => {
    const unknown = await create(
      'company',
      form('Bad columns', false, { columns: ['fileName', 'password'] }),
    );
    expect(unknown.status).toBe(400);
    expect(fieldErrors(unknown.body)).toContain(
      '/columns/1 validation.savedFilter.columns.enum The saved columns include a column the event inspection does not have.',
    );
    const twice = await create('company', form('Twice', false, { columns: ['fileName', 'fileName'] }));
    expect(twice.status).toBe(400);
    expect(twice.body.errors!.map((e) => e.messageKey)).toContain(
      'validation.savedFilter.columns.uniqueItems',
    );
    const many = await create('company', form('Many', false, { columns: Array(20).fill('fileName') }));
    expect(many.status).toBe(400);
    expect(many.body.errors!.map((e) => e.messageKey)).toContain('validation.savedFilter.columns.maxItems');
    for (const columns of ['fileName', [42], [null], ['x'.repeat(10_000)], { 0: 'fileName' }, null]) {
      const res = await create('company', form('Hostile', false, { columns }));
      expect(res.status, JSON.stringify(columns).slice(0, 40)).toBe(400);
    }
    const existing = (await create('company', form('Kept', false, { columns: COLUMNS }))).body.entityData;
    const refused = await update(
      'company',
      existing.savedFilterId,
      form('Kept', false, { columns: ['nope'] }),
    );
    expect(refused.status).toBe(400);
    expect((await get('company', existing.savedFilterId)).body.entityData.columns).toEqual(COLUMNS);
  });
});

const fieldErrors = (body: { errors?: FieldError[] }) =>
  body.errors!.map((e) => `${e.field} ${e.messageKey} ${e.message}`);
