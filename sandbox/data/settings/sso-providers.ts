// The single sign-on providers of a settings target: the list, one provider (403 for another
// target's), the save (a null secret keeps the stored one) and the delete. Never the secret
// itself: only whether one is stored.
import type { components } from '../../../src/gen/openapi.gen';
import type { Database, Queryable } from '../../db/database';
import { forbidden, notFound, type Lookup } from '../../http/replies';
import { iso } from '../timestamps';
import type { SettingsTarget } from './settings-target';

type S = components['schemas'];

const PROVIDER_COLUMNS = `sp.id as "providerId", sp.provider_type as "providerType", sp.display_name as "displayName",
  sp.client_id as "clientId", sp.object_id as "objectId", sp.tenant_id as "tenantId", sp.auth_url as "authUrl",
  sp.secret is not null as "secretSet", c.guid::text as "companyGuid", ${iso('sp.updated_on')} as "updatedOn"`;
const PROVIDER_FROM = 'sso_providers sp left join companies c on c.id = sp.company_id';

/** The stored fields of a provider (those its type does not use are null). */
export interface ProviderFields {
  providerType: S['SsoProvider']['providerType'];
  displayName: string;
  clientId: string;
  objectId: string | null;
  tenantId: string | null;
  authUrl: string | null;
  /** Null keeps the stored secret. */
  secret: string | null;
}

export function listProviders(db: Queryable, target: SettingsTarget): Promise<S['SsoProvider'][]> {
  return db.query<S['SsoProvider']>(
    `select ${PROVIDER_COLUMNS} from ${PROVIDER_FROM}
     where coalesce(sp.company_id, 0) = $1 order by lower(sp.display_name), sp.id`,
    [target.companyId ?? 0],
  );
}

/** A provider of the target: the provider, 403 (another target's) or 404. */
export async function providerIn(
  db: Queryable,
  target: SettingsTarget,
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

/** Adds a provider to the target (`providerId` null) or updates one: its id. */
export function saveProvider(
  db: Database,
  target: SettingsTarget,
  providerId: number | null,
  f: ProviderFields,
  by: { userId: number; now: Date },
): Promise<number> {
  const values = [f.providerType, f.displayName, f.clientId, f.objectId, f.tenantId, f.authUrl, f.secret];
  return db.transaction(async (tx) => {
    if (providerId !== null) {
      await tx.query(
        `update sso_providers set provider_type = $2, display_name = $3, client_id = $4, object_id = $5,
           tenant_id = $6, auth_url = $7, secret = coalesce($8, secret), updated_on = $9, updated_by = $10
         where id = $1`,
        [providerId, ...values, by.now, by.userId],
      );
      return providerId;
    }
    const [row] = await tx.query<{ id: number }>(
      `insert into sso_providers (company_id, provider_type, display_name, client_id, object_id, tenant_id,
         auth_url, secret, updated_on, updated_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
      [target.companyId, ...values, by.now, by.userId],
    );
    return row!.id;
  });
}

export async function deleteProvider(db: Database, providerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('delete from sso_providers where id = $1', [providerId]);
  });
}
