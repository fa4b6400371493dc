// Handlers of the Settings area: the email (SMTP), syslog and hash lookup settings and the single
// sign-on providers. A Global Admin works on the global records (company null); every other role
// on those of the selected company (x-company-guid; 400 without one). Secrets (SMTP password,
// hash lookup API key, SSO client secret) are stored but never returned: replies only say
// whether one is stored (and the API key's last 4 characters); a null or absent secret keeps the
// stored one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { components } from '../../src/gen/openapi.gen';
import { addFormKeywords } from '../../src/domain/schema-keywords';
import { fieldPointer, messageKeyFor } from '../../src/domain/validation-messages';
import { projectRoot } from '../config';
import type { Queryable } from '../db/database';
import type { Principal } from '../http/principal';
import { forbidden, invalid, notFound, ok, type Lookup } from '../http/replies';
import type { Scope } from '../http/scope';
import { iso } from '../data/timestamps';
import type { HandlerMap, ValidationFailure } from '../http/types';
import { isGlobal } from '../data/tenant-ownership';

type S = components['schemas'];
type SettingKey = S['SettingKey'];
type SettingsReply = S['EmailSettings'] | S['SyslogSettings'] | S['HashLookupSettings'];

// ---------------------------------------------------------------- the scope of the settings

interface Target {
  companyId: number | null;
  companyGuid: string | null;
}

/** Global for a Global Admin, else the selected company; a 400 when none is selected. */
async function settingsTarget(
  db: Queryable,
  principal: Principal,
  scope: Scope,
  t: (key: string) => string,
): Promise<Target | { error: { status: 400; body: ValidationFailure } }> {
  if (isGlobal(principal)) return { companyId: null, companyGuid: null };
  if (scope.companyId === null) {
    const key = 'validation.settings.company.required';
    return { error: invalid([{ field: 'header:x-company-guid', messageKey: key, message: t(key) }]) };
  }
  const [c] = await db.query<{ guid: string }>('select guid::text as guid from companies where id = $1', [
    scope.companyId,
  ]);
  return { companyId: scope.companyId, companyGuid: c!.guid };
}

// ---------------------------------------------------------------- email, syslog, hash lookup

const FORM_OF: Record<SettingKey, string> = {
  EmailSettings: 'smtp-settings-form',
  SyslogSettings: 'syslog-settings-form',
  HashLookupSettings: 'hash-lookup-settings-form',
};

const SAVED_MESSAGE: Record<SettingKey, string> = {
  EmailSettings: 'E-Mail settings has been updated!',
  SyslogSettings: 'Settings has been updated!',
  HashLookupSettings: 'Hash Lookup Successfully Saved',
};

interface FormValidator {
  schema: Record<string, unknown>;
  validate: ValidateFunction;
}

let formValidators: Map<SettingKey, FormValidator> | null = null;

/** The settingKey's own form (the contract's body is a oneOf of the three). */
function formValidator(key: SettingKey): FormValidator {
  if (!formValidators) {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    addFormKeywords(ajv);
    formValidators = new Map(
      (Object.keys(FORM_OF) as SettingKey[]).map((k) => {
        const schema = JSON.parse(
          readFileSync(path.join(projectRoot, 'schemas', `${FORM_OF[k]}.schema.json`), 'utf8'),
        ) as Record<string, unknown>;
        return [k, { schema, validate: ajv.compile(schema) }];
      }),
    );
  }
  return formValidators.get(key)!;
}

function formErrors(key: SettingKey, body: unknown, t: (key: string) => string): ValidationFailure['errors'] {
  const { schema, validate } = formValidator(key);
  if (validate(body)) return [];
  const all = validate.errors ?? [];
  const real = all.filter((e) => !['if', 'anyOf', 'oneOf', 'allOf'].includes(e.keyword));
  const seen = new Set<string>();
  const out: ValidationFailure['errors'] = [];
  for (const error of real.length > 0 ? real : all) {
    const field = fieldPointer(error);
    const messageKey = messageKeyFor(schema, error);
    if (seen.has(`${field} ${messageKey}`)) continue;
    seen.add(`${field} ${messageKey}`);
    out.push({ field, messageKey, message: t(messageKey) });
  }
  return out;
}

interface SettingsRow {
  value: Record<string, unknown>;
  secret_set: boolean;
  secret_tail: string | null;
  updated_on: string;
}

async function readSettings(db: Queryable, key: SettingKey, target: Target): Promise<SettingsRow | null> {
  const [row] = await db.query<SettingsRow>(
    `select value, secret is not null as secret_set,
       case when setting_key = 'HashLookupSettings' then right(secret, 4) end as secret_tail,
       ${iso('updated_on')} as updated_on
     from global_settings where setting_key = $1 and coalesce(company_id, 0) = $2`,
    [key, target.companyId ?? 0],
  );
  return row ?? null;
}

function settingsReply(key: SettingKey, target: Target, row: SettingsRow): SettingsReply {
  const v = row.value;
  switch (key) {
    case 'EmailSettings':
      return {
        settingKey: 'EmailSettings',
        companyGuid: target.companyGuid,
        server: String(v.server),
        port: Number(v.port),
        email: String(v.email),
        username: typeof v.username === 'string' ? v.username : null,
        passwordSet: row.secret_set,
        enableSsl: v.enableSsl === true,
        updatedOn: row.updated_on,
      };
    case 'SyslogSettings':
      return {
        settingKey: 'SyslogSettings',
        companyGuid: target.companyGuid,
        serverIp: String(v.serverIp),
        port: Number(v.port ?? 514),
        enabled: v.enabled === true,
        updatedOn: row.updated_on,
      };
    case 'HashLookupSettings':
      return {
        settingKey: 'HashLookupSettings',
        companyGuid: target.companyGuid,
        url: String(v.url),
        apiKeySet: row.secret_set,
        apiKeyHint: row.secret_set && row.secret_tail ? `••••${row.secret_tail}` : null,
        updatedOn: row.updated_on,
      };
  }
}

/** The stored value (no secret) and the new secret (null keeps the stored one). */
function settingsValue(key: SettingKey, body: Record<string, unknown>) {
  const secretOf = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  switch (key) {
    case 'EmailSettings':
      return {
        value: {
          server: body.server,
          port: body.port,
          email: body.email,
          username: typeof body.username === 'string' && body.username !== '' ? body.username : null,
          enableSsl: body.enableSsl === true,
        },
        secret: secretOf(body.password),
      };
    case 'SyslogSettings':
      return {
        value: { serverIp: body.serverIp, port: body.port ?? 514, enabled: body.enabled === true },
        secret: null,
      };
    case 'HashLookupSettings':
      return { value: { url: body.url }, secret: secretOf(body.apiKey) };
  }
}

// ---------------------------------------------------------------- SSO providers

// Never the secret itself: only whether one is stored.
const PROVIDER_COLUMNS = `sp.id as "providerId", sp.provider_type as "providerType", sp.display_name as "displayName",
  sp.client_id as "clientId", sp.object_id as "objectId", sp.tenant_id as "tenantId", sp.auth_url as "authUrl",
  sp.secret is not null as "secretSet", c.guid::text as "companyGuid", ${iso('sp.updated_on')} as "updatedOn"`;
const PROVIDER_FROM = 'sso_providers sp left join companies c on c.id = sp.company_id';

/** A provider of the target scope: the provider, 403 (another scope's) or 404. */
async function providerIn(
  db: Queryable,
  target: Target,
  providerId: number,
): Promise<Lookup<S['SsoProvider']>> {
  const [row] = await db.query<S['SsoProvider'] & { company_id: number | null }>(
    `select ${PROVIDER_COLUMNS}, sp.company_id from ${PROVIDER_FROM} where sp.id = $1`,
    [providerId],
  );
  if (!row) return { ok: false, error: notFound() };
  const { company_id: companyId, ...provider } = row;
  if (companyId !== target.companyId) return { ok: false, error: forbidden() };
  return { ok: true, value: provider };
}

// ---------------------------------------------------------------- handlers

export const settingsHandlers: HandlerMap = {
  async GlobalSettings_GetSettings({ db, principal, scope, query, t }) {
    const target = await settingsTarget(db, principal, scope, t);
    if ('error' in target) return target.error;
    const row = await readSettings(db, query.settingKey, target);
    return ok(row ? settingsReply(query.settingKey, target, row) : null);
  },

  async GlobalSettings_CreateOrUpdateSettings({ db, principal, scope, query, body, now, t }) {
    const key = query.settingKey;
    const errors = formErrors(key, body, t);
    if (errors.length > 0) return invalid(errors);
    const target = await settingsTarget(db, principal, scope, t);
    if ('error' in target) return target.error;
    const { value, secret } = settingsValue(key, body as Record<string, unknown>);
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into global_settings (setting_key, company_id, value, secret, updated_on, updated_by)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (setting_key, (coalesce(company_id, 0))) do update set value = excluded.value,
           secret = coalesce(excluded.secret, global_settings.secret), updated_on = excluded.updated_on,
           updated_by = excluded.updated_by`,
        [key, target.companyId, JSON.stringify(value), secret, now, principal.userId],
      );
    });
    const row = await readSettings(db, key, target);
    return ok(settingsReply(key, target, row!), { message: SAVED_MESSAGE[key] });
  },

  async Sso_GetProviders({ db, principal, scope, t }) {
    const target = await settingsTarget(db, principal, scope, t);
    if ('error' in target) return target.error;
    const rows = await db.query<S['SsoProvider']>(
      `select ${PROVIDER_COLUMNS} from ${PROVIDER_FROM}
       where coalesce(sp.company_id, 0) = $1 order by lower(sp.display_name), sp.id`,
      [target.companyId ?? 0],
    );
    return ok(rows);
  },

  async Sso_GetProviderById({ db, principal, scope, query, t }) {
    const target = await settingsTarget(db, principal, scope, t);
    if ('error' in target) return target.error;
    const found = await providerIn(db, target, query.providerId);
    return found.ok ? ok(found.value) : found.error;
  },

  async Sso_CreateOrUpdateProvider({ db, principal, scope, body, now, t }) {
    const target = await settingsTarget(db, principal, scope, t);
    if ('error' in target) return target.error;
    const secret = typeof body.secret === 'string' && body.secret !== '' ? body.secret : null;
    // Fields a provider type does not use are stored as null.
    const objectId = body.providerType === 'Azure' ? (body.objectId ?? null) : null;
    const tenantId = body.providerType === 'Azure' ? (body.tenantId ?? null) : null;
    const authUrl = body.providerType === 'Okta' ? (body.authUrl ?? null) : null;

    let providerId = body.providerId ?? null;
    if (providerId !== null) {
      const found = await providerIn(db, target, providerId);
      if (!found.ok) return found.error;
    } else if (secret === null) {
      const key = 'validation.ssoProvider.secret.required';
      return invalid([{ field: '/secret', messageKey: key, message: t(key) }]);
    }
    await db.transaction(async (tx) => {
      if (providerId === null) {
        const [row] = await tx.query<{ id: number }>(
          `insert into sso_providers (company_id, provider_type, display_name, client_id, object_id, tenant_id,
             auth_url, secret, updated_on, updated_by)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
          [
            target.companyId,
            body.providerType,
            body.displayName,
            body.clientId,
            objectId,
            tenantId,
            authUrl,
            secret,
            now,
            principal.userId,
          ],
        );
        providerId = row!.id;
      } else {
        await tx.query(
          `update sso_providers set provider_type = $2, display_name = $3, client_id = $4, object_id = $5,
             tenant_id = $6, auth_url = $7, secret = coalesce($8, secret), updated_on = $9, updated_by = $10
           where id = $1`,
          [
            providerId,
            body.providerType,
            body.displayName,
            body.clientId,
            objectId,
            tenantId,
            authUrl,
            secret,
            now,
            principal.userId,
          ],
        );
      }
    });
    const saved = await providerIn(db, target, providerId!);
    return saved.ok ? ok(saved.value, { message: 'Settings has been updated!' }) : saved.error;
  },

  async Sso_DeleteProvider({ db, principal, scope, body, t }) {
    const target = await settingsTarget(db, principal, scope, t);
    if ('error' in target) return target.error;
    const found = await providerIn(db, target, body.providerId);
    if (!found.ok) return found.error;
    await db.transaction(async (tx) => {
      await tx.query('delete from sso_providers where id = $1', [body.providerId]);
    });
    return ok(found.value, { message: 'Single sign-on provider deleted.' });
  },
};
