// Writing the change records of a write, inside the write's own transaction: the capture of the
// rows it changes is switched on first (the tables' triggers, migration 400), then the captured
// rows become one record per entity, and the capture is emptied (committed, it holds nothing).
import { readCached, type Queryable } from '../../db/database';
import { entityChanges, type CapturedRow, type EntityChange } from './diff';
import type { EntityType } from './entities';
import { RESTORABLE_TYPES, restorableFields } from './restorable';

/** Who made a write, from where and how (the record's "who", "from where" and "what"). */
export interface ChangeAuthor {
  userId: number;
  email: string;
  name: string;
  role: string;
  /** The ids of the scope the author acted in (its names are looked up). */
  scope: {
    partnerId: number | null;
    companyId: number | null;
    siteId: number | null;
    groupId: number | null;
  };
  clientAddress: string | null;
  browser: string | null;
}

export interface RecordOptions {
  operation: string;
  at: Date;
  author: ChangeAuthor;
  /** Only the entities of this type (the operation's own, from the contract). */
  entityType?: EntityType;
  /** A restore: every record says Restore and names the change it wrote back. */
  restoredChangeId?: number;
}

/** Switches the capture of changed rows on, for the rest of this transaction only. */
export async function startCapture(tx: Queryable): Promise<void> {
  await tx.query(`select set_config('change_history.capture', 'on', true)`);
}

/** The captured rows, in the order they changed, taken out of the capture (one statement). */
async function takeCaptured(tx: Queryable): Promise<CapturedRow[]> {
  const rows = await tx.query<CapturedRow & { seq: number }>(
    'delete from change_capture returning seq, table_name, op, old_row, new_row',
  );
  return rows.sort((a, b) => a.seq - b.seq);
}

/** The tenant of a record: the row's own ids, the rest filled in from the tree (a group's site, company, partner). */
interface RecordTenant {
  partner_id: number | null;
  company_id: number | null;
  site_id: number | null;
  group_id: number | null;
}

/**
 * Looked up by kept reads (names and the tree seldom change; a transaction that wrote these
 * tables reads through), not by the record's insert: planning that insert's lookups cost PGlite
 * more than the rest of a recorded write (issue 29).
 */
async function recordTenant(tx: Queryable, t: EntityChange['tenant']): Promise<RecordTenant> {
  const [row] = await readCached<RecordTenant>(
    tx,
    `select coalesce($1::int, c.partner_id) as partner_id, c.id as company_id, s.id as site_id, g.id as group_id
     from (select 1) one left join groups g on g.id = $4::int
       left join sites s on s.id = coalesce($3::int, g.site_id)
       left join companies c on c.id = coalesce($2::int, s.company_id)`,
    [t.partnerId ?? null, t.companyId ?? null, t.siteId ?? null, t.groupId ?? null],
  );
  return row!;
}

/** The names of the author's scope, from partner down ("Fabrikam Manufacturing / Chicago HQ"). */
async function scopeName(tx: Queryable, scope: ChangeAuthor['scope']): Promise<string | null> {
  const [row] = await readCached<{ name: string | null }>(
    tx,
    `select nullif(concat_ws(' / ',
       (select name from partners where id = $1 and $2::int is null),
       (select name from companies where id = $2),
       (select name from sites where id = $3),
       (select name from groups where id = $4)), '') as name`,
    [scope.partnerId, scope.companyId, scope.siteId, scope.groupId],
  );
  return row?.name ?? null;
}

/** The names of entities whose rows do not carry them (a block's elective, a server selection, ...). */
const NAME_LOOKUPS: Partial<Record<EntityType, string>> = {
  PolicyBlock: 'select name from policy_blocks where id::text = $1',
  PolicyElective: `select name from policy_blocks where id::text = split_part($1, '/', 1)`,
  ServerSelection: 'select name from companies where id::text = $1',
  AgentSettings: `select coalesce(gr.name, tp.name, co.name) as name from agent_settings a
     left join groups gr on gr.id = a.group_id left join role_policy_templates tp on tp.id = a.template_id
     join companies co on co.id = a.company_id where a.id::text = $1`,
};

async function entityName(tx: Queryable, change: EntityChange): Promise<string | null> {
  const sql = NAME_LOOKUPS[change.type];
  if (!sql) return null;
  const [row] = await tx.query<{ name: string | null }>(sql, [change.id]);
  return row?.name ?? null;
}

/** Inserts one entity's record (one plain insert: its lookups are done before). */
async function insertRecord(
  tx: Queryable,
  change: EntityChange,
  options: RecordOptions,
  action: string,
  restorable: boolean,
): Promise<number> {
  const { author } = options;
  const tenant = await recordTenant(tx, change.tenant);
  const [row] = await tx.query<{ id: number }>(
    `insert into change_records (changed_at, author_user_id, author_email, author_name, author_role,
       author_scope_name, client_address, browser, operation, action, entity_type, entity_id, entity_name,
       entity_key, partner_id, company_id, site_id, group_id, fields, restorable, restored_change_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
     returning id`,
    [
      options.at,
      author.userId,
      author.email,
      author.name,
      author.role,
      await scopeName(tx, author.scope),
      author.clientAddress,
      author.browser,
      options.operation,
      action,
      change.type,
      change.id,
      change.name ?? (await entityName(tx, change)),
      JSON.stringify({ table: change.table, key: change.key }),
      tenant.partner_id,
      tenant.company_id,
      tenant.site_id,
      tenant.group_id,
      JSON.stringify(change.fields),
      restorable,
      options.restoredChangeId ?? null,
    ],
  );
  return row!.id;
}

/** A checklist item's tenant is its review's. */
async function checklistTenant(tx: Queryable, itemId: string): Promise<EntityChange['tenant']> {
  const [row] = await tx.query<{ company_id: number; group_id: number | null }>(
    `select r.company_id, r.group_id from review_checklist_items i join reviews r on r.id = i.review_id
     where i.id::text = $1`,
    [itemId],
  );
  return row ? { companyId: row.company_id, groupId: row.group_id } : {};
}

/**
 * Turns what the write changed into its change records (one per entity changed) and returns their
 * ids. Call it last in the write's transaction, after startCapture and the write.
 */
export async function recordCapturedChanges(tx: Queryable, options: RecordOptions): Promise<number[]> {
  const changes = entityChanges(await takeCaptured(tx), options.entityType);
  if (changes.length === 0) return [];
  const ids: number[] = [];
  for (const change of changes) {
    if (change.type === 'ChecklistItem') change.tenant = await checklistTenant(tx, change.id);
    const action = options.restoredChangeId ? 'Restore' : change.action;
    const restorable =
      RESTORABLE_TYPES.has(change.type) &&
      (action === 'Update' || action === 'Restore') &&
      change.key !== null &&
      restorableFields(change.type, change.fields);
    ids.push(await insertRecord(tx, change, options, action, restorable));
  }
  return ids;
}
