// Writing the change records of a write, inside the write's own transaction: the capture of the
// rows it changes is switched on first (the tables' triggers, migration 400), then the captured
// rows become one record per entity, and the capture is emptied (committed, it holds nothing).
import type { Queryable } from '../../db/database';
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

/**
 * Inserts one entity's record: its tenant filled in from the tree (a group's site, company and
 * partner), its name, and the names of the author's scope, from partner down ("Fabrikam
 * Manufacturing / Chicago HQ"), looked up by the insert itself (one statement per entity changed).
 */
async function insertRecord(
  tx: Queryable,
  change: EntityChange,
  options: RecordOptions,
  action: string,
  restorable: boolean,
): Promise<number> {
  const t = change.tenant;
  const { author } = options;
  const [row] = await tx.query<{ id: number }>(
    `with g as (select id, site_id from groups where id = $4),
          s as (select id, company_id from sites where id = coalesce($3, (select site_id from g))),
          c as (select id, partner_id from companies where id = coalesce($2, (select company_id from s)))
     insert into change_records (changed_at, author_user_id, author_email, author_name, author_role,
       author_scope_name, client_address, browser, operation, action, entity_type, entity_id, entity_name,
       entity_key, partner_id, company_id, site_id, group_id, fields, restorable, restored_change_id)
     select $11, $12, $13, $14, $15,
            nullif(concat_ws(' / ',
              (select name from partners where id = $7 and $8::int is null),
              (select name from companies where id = $8),
              (select name from sites where id = $9),
              (select name from groups where id = $10)), ''),
            $16, $17, $18, $19, $5, $6,
            coalesce($20, case $5::text
              when 'ChecklistItem' then null
              when 'PolicyBlock' then (select name from policy_blocks where id::text = $6)
              when 'PolicyElective' then (select name from policy_blocks where id::text = split_part($6, '/', 1))
              when 'ServerSelection' then (select name from companies where id::text = $6)
              when 'AgentSettings' then (select coalesce(gr.name, tp.name, co.name) from agent_settings a
                 left join groups gr on gr.id = a.group_id left join role_policy_templates tp on tp.id = a.template_id
                 join companies co on co.id = a.company_id where a.id::text = $6)
            end),
            $21, coalesce($1, (select partner_id from c)), (select id from c), (select id from s), (select id from g),
            $22, $23, $24
     returning id`,
    [
      t.partnerId ?? null,
      t.companyId ?? null,
      t.siteId ?? null,
      t.groupId ?? null,
      change.type,
      change.id,
      author.scope.partnerId,
      author.scope.companyId,
      author.scope.siteId,
      author.scope.groupId,
      options.at,
      author.userId,
      author.email,
      author.name,
      author.role,
      author.clientAddress,
      author.browser,
      options.operation,
      action,
      change.name,
      JSON.stringify({ table: change.table, key: change.key }),
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
