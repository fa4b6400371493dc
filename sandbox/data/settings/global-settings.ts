// The email (SMTP), syslog and hash lookup settings records: read as the contract has them
// (secrets only as a flag, and the API key's last 4 characters), and stored (a null secret
// keeps the stored one).
import type { components } from '../../../src/gen/openapi.gen';
import type { Database, Queryable } from '../../db/database';
import { iso } from '../timestamps';
import type { SettingsTarget } from './settings-target';

type S = components['schemas'];
type SettingKey = S['SettingKey'];
type SettingsReply = S['EmailSettings'] | S['SyslogSettings'] | S['HashLookupSettings'];

interface SettingsRow {
  value: Record<string, unknown>;
  secret_set: boolean;
  secret_tail: string | null;
  updated_on: string;
}

async function readRow(db: Queryable, key: SettingKey, target: SettingsTarget): Promise<SettingsRow | null> {
  const [row] = await db.query<SettingsRow>(
    `select value, secret is not null as secret_set,
       case when setting_key = 'HashLookupSettings' then right(secret, 4) end as secret_tail,
       ${iso('updated_on')} as updated_on
     from global_settings where setting_key = $1 and coalesce(company_id, 0) = $2`,
    [key, target.companyId ?? 0],
  );
  return row ?? null;
}

function settingsReply(key: SettingKey, target: SettingsTarget, row: SettingsRow): SettingsReply {
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

/** The target's record of a kind as the contract has it, or null when none is stored. */
export async function readSettings(
  db: Queryable,
  key: SettingKey,
  target: SettingsTarget,
): Promise<SettingsReply | null> {
  const row = await readRow(db, key, target);
  return row ? settingsReply(key, target, row) : null;
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

/** Stores the target's record of a kind from a (valid) form body and reads it back. */
export async function writeSettings(
  db: Database,
  key: SettingKey,
  target: SettingsTarget,
  body: Record<string, unknown>,
  by: { userId: number; now: Date },
): Promise<SettingsReply> {
  const { value, secret } = settingsValue(key, body);
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into global_settings (setting_key, company_id, value, secret, updated_on, updated_by)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (setting_key, (coalesce(company_id, 0))) do update set value = excluded.value,
         secret = coalesce(excluded.secret, global_settings.secret), updated_on = excluded.updated_on,
         updated_by = excluded.updated_by`,
      [key, target.companyId, JSON.stringify(value), secret, by.now, by.userId],
    );
  });
  return (await readSettings(db, key, target))!;
}
