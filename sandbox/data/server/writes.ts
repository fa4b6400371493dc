// The writes of server records: add or update one (absent fields keep the stored values), the
// checks a save needs (a unique name, a known zone), deletes (all or nothing, never below the
// minimum) and a company's choice between inheriting and selecting global records.
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import { breaksMinimum, ownRecord, ownerRecords, type Owner } from './owners';

/** The stored fields a save keeps when the body leaves them out. */
export interface StoredFields {
  user_id: string | null;
  zone: string | null;
  priority: number;
  agent_user_id: string | null;
  is_default: boolean;
}

/** The columns a save writes (null passwords keep the stored ones). */
export interface ServerValues {
  serverName: string;
  /** The contract's url (a URL, a host name or an IP address), as validated. */
  url: unknown;
  pointType: 'PDP' | 'LRP';
  zone: string | null;
  priority: number;
  userId: string | null;
  password: string | null;
  agentUserId: string | null;
  agentPassword: string | null;
  isDefault: boolean;
  lastConnectionTest: Date | string;
}

export async function storedFields(db: Queryable, id: number): Promise<StoredFields | null> {
  const [row] = await db.query<StoredFields>(
    'select user_id, zone, priority, agent_user_id, is_default from servers where id = $1',
    [id],
  );
  return row ?? null;
}

/** Whether another record has this name (names are unique across every owner). */
export async function serverNameTaken(db: Queryable, name: string, exceptId: number): Promise<boolean> {
  const [clash] = await db.query('select 1 from servers where lower(name) = lower($1) and id <> $2', [
    name,
    exceptId,
  ]);
  return clash !== undefined;
}

export async function zoneExists(db: Queryable, zone: string): Promise<boolean> {
  const [known] = await db.query('select 1 from zones where name = $1', [zone]);
  return known !== undefined;
}

/** Updates the record `existingId`, or adds one for the owner: the record's id. */
export function saveServer(
  db: Database,
  owner: Owner,
  existingId: number | null,
  v: ServerValues,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const values: unknown[] = [v.serverName, v.url, v.pointType, v.zone, v.priority, v.userId, v.password];
    values.push(v.agentUserId, v.agentPassword, v.isDefault, v.lastConnectionTest);
    if (existingId !== null) {
      await tx.query(
        `update servers set name = $1, url = $2, point_type = $3, zone = $4, priority = $5, user_id = $6,
           password = coalesce($7, password), agent_user_id = $8, agent_password = coalesce($9, agent_password),
           is_default = $10, last_connection_test = $11 where id = $12`,
        [...values, existingId],
      );
      return existingId;
    }
    const [row] = await tx.query<{ id: number }>(
      `insert into servers (name, url, point_type, zone, priority, user_id, password, agent_user_id, agent_password, is_default,
         last_connection_test, guid, partner_id, company_id, created_on)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning id`,
      [...values, randomUUID(), owner.partnerId, owner.kind === 'company' ? owner.companyId : null, now],
    );
    return row!.id;
  });
}

/** Deletes the owner's records, all or nothing: 403/404 for records not its own, 'minimum' when the rule would break. */
export function deleteServers(
  db: Database,
  owner: Owner,
  ids: number[],
): Promise<403 | 404 | 'minimum' | 'deleted'> {
  return db.transaction(async (tx) => {
    for (const id of ids) {
      const row = await ownRecord(tx, owner, id);
      if (row === 403 || row === 404) return row;
    }
    const before = await ownerRecords(tx, owner);
    const after = before.filter((r) => !ids.includes(r.id));
    if (breaksMinimum(before, after)) return 'minimum';
    await tx.query('delete from servers where id = any($1::int[])', [ids]);
    return 'deleted';
  });
}

/** A company inherits every global record of its partner, or uses only the selected ones. */
export function selectServers(
  db: Database,
  companyId: number,
  inherit: boolean,
  selected: number[],
): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.query(
      `insert into company_server_settings (company_id, inherit) values ($1, $2)
       on conflict (company_id) do update set inherit = excluded.inherit`,
      [companyId, inherit],
    );
    await tx.query('delete from company_selected_servers where company_id = $1', [companyId]);
    if (selected.length > 0) {
      await tx.query(
        'insert into company_selected_servers (company_id, server_id) select $1, unnest($2::int[])',
        [companyId, selected],
      );
    }
  });
}
