// Restoring the version before a change: its `before` values written back onto the entity's row
// (secrets left as they are), refused when the entity changed after it or no longer exists. The
// write itself is captured and recorded like any other (recording.ts), by the caller.
import type { OperationFacts } from '../../../src/domain/operation-conditions';
import type { Queryable } from '../../db/database';
import { columnName, entityFields } from './diff';
import { KEY_COLUMNS, TABLE_ENTITIES, type Row } from './entities';
import { latestChangeOf, type StoredChange } from './records';

export type RestoreRefusal = {
  reason: 'changedSince' | 'gone' | 'notRestorable';
  latestChangeId: number | null;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

function target(stored: StoredChange) {
  const table = stored.entityKey.table;
  const config = table ? TABLE_ENTITIES[table] : undefined;
  const key = stored.entityKey.key;
  if (!table || !config || !key) return null;
  const columns = KEY_COLUMNS[table] ?? ['id'];
  const where = columns.map((column, i) => `t.${quote(column)}::text = $${i + 1}`).join(' and ');
  return { table, config, key: key.map(String), where };
}

async function currentRow(tx: Queryable, stored: StoredChange): Promise<Row | null> {
  const t = target(stored);
  if (!t) return null;
  const [row] = await tx.query<{ row: Row }>(
    `select to_jsonb(t) as row from ${quote(t.table)} t where ${t.where} for update`,
    t.key,
  );
  if (!row || (t.config.softDelete && row.row[t.config.softDelete] === true)) return null;
  return row.row;
}

/** The request facts of the entity's own write operation (for the access table's conditional rules). */
export async function restoreFacts(tx: Queryable, stored: StoredChange): Promise<OperationFacts> {
  const row = await currentRow(tx, stored);
  if (!row) return {};
  switch (stored.record.entityType) {
    case 'AgentSettings':
    case 'IgnoreEventRule':
    case 'SeverityEventRule':
      return {
        targetLevel: row.template_id != null ? 'template' : row.group_id != null ? 'group' : 'company',
      };
    case 'Server':
      return { serverOwner: row.company_id == null ? 'partner' : 'company' };
    case 'AlertCondition': {
      const [category] = await tx.query<{ kind: OperationFacts['alarmKind'] }>(
        'select kind from alarm_categories where id = $1',
        [row.category_id],
      );
      return category ? { alarmKind: category.kind } : {};
    }
    default:
      return {};
  }
}

/** Whether the saved filter's owner is this user (others' shared filters are read-only to them). */
export async function ownsSavedFilter(tx: Queryable, stored: StoredChange, userId: number): Promise<boolean> {
  const row = await currentRow(tx, stored);
  return row === null || Number(row.owner_user_id) === userId;
}

/** Writes the change's before values back; a refusal writes nothing. */
export async function restoreBefore(tx: Queryable, stored: StoredChange): Promise<RestoreRefusal | null> {
  const { record } = stored;
  const latest = await latestChangeOf(tx, record, stored.companyId);
  const t = target(stored);
  if (!record.restorable || !t) return { reason: 'notRestorable', latestChangeId: latest };
  const row = await currentRow(tx, stored);
  if (!row) return { reason: 'gone', latestChangeId: latest };
  if (latest !== record.changeId) return { reason: 'changedSince', latestChangeId: latest };
  const now = entityFields(t.config, row);
  const fields = record.fields.filter((f) => !f.secret);
  if (fields.some((f) => !same(now.get(f.field), f.after)))
    return { reason: 'changedSince', latestChangeId: latest };

  const columns: Row = {};
  const spread: Row = {};
  for (const f of fields) {
    const column = columnName(f.field);
    if (column in row) columns[column] = f.before;
    else if (t.config.spread) spread[f.field] = f.before;
  }
  const sets: string[] = [];
  const params: unknown[] = [...t.key];
  const names = Object.keys(columns);
  if (names.length > 0) {
    params.push(JSON.stringify(columns));
    const list = names.map(quote).join(', ');
    sets.push(
      `(${list}) = (select ${list} from jsonb_populate_record(null::${quote(t.table)}, $${params.length}::jsonb))`,
    );
  }
  if (t.config.spread && Object.keys(spread).length > 0) {
    params.push(JSON.stringify(spread));
    sets.push(`${quote(t.config.spread)} = ${quote(t.config.spread)} || $${params.length}::jsonb`);
  }
  if (sets.length === 0) return null;
  await tx.query(`update ${quote(t.table)} t set ${sets.join(', ')} where ${t.where}`, params);
  return null;
}
