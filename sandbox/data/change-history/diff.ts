// The changes of one write, entity by entity, from the table rows it changed (old and new row as
// captured): the changed fields with their values before and after, secrets only as changed.
// Pure: no SQL.
import type { components } from '../../../src/gen/openapi.gen';
import {
  NOISE_COLUMNS,
  TABLE_ENTITIES,
  type EntityType,
  type Row,
  type RowTenant,
  type TableEntity,
} from './entities';

export type ChangeField = components['schemas']['ChangeField'];
export type ChangeAction = components['schemas']['ChangeAction'];

export interface CapturedRow {
  table_name: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  old_row: Row | null;
  new_row: Row | null;
}

export interface EntityChange {
  type: EntityType;
  id: string;
  /** The main table and its row key (absent when only child rows changed). */
  table: string | null;
  key: unknown[] | null;
  name: string | null;
  tenant: RowTenant;
  action: Exclude<ChangeAction, 'Restore'>;
  fields: ChangeField[];
}

/** snake_case column to the contract's camelCase field name. */
export const fieldName = (column: string) =>
  column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
/** The field name back to its column. */
export const columnName = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A row as the entity's fields: noise, ids and omitted columns out, a spread column's members in. */
export function entityFields(config: TableEntity, row: Row | null): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (!row) return out;
  for (const [column, value] of Object.entries(row)) {
    if (NOISE_COLUMNS.has(column) || column === 'id' || column === 'guid') continue;
    if (config.omit?.includes(column) || column === config.softDelete) continue;
    if (column === config.spread && value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [member, memberValue] of Object.entries(value as Row)) out.set(member, memberValue);
      continue;
    }
    out.set(config.secrets?.includes(column) ? column : fieldName(column), value);
  }
  return out;
}

/** The fields that differ between two states of an entity's main row. */
export function changedFields(config: TableEntity, before: Row | null, after: Row | null): ChangeField[] {
  const b = entityFields(config, before);
  const a = entityFields(config, after);
  const fields: ChangeField[] = [];
  for (const name of new Set([...b.keys(), ...a.keys()])) {
    const was = b.get(name) ?? null;
    const is = a.get(name) ?? null;
    if (same(was, is)) continue;
    if (config.secrets?.includes(name))
      fields.push({ field: fieldName(name), before: null, after: null, secret: true });
    else fields.push({ field: name, before: was, after: is, secret: false });
  }
  return fields;
}

/** A child row's value on its parent: its remaining columns, or true for a bare link. */
function childValue(config: TableEntity, row: Row | null): unknown {
  if (!row) return null;
  const fields = entityFields(config, row);
  if (fields.size === 0) return true;
  return Object.fromEntries(fields);
}

interface Pending {
  type: EntityType;
  id: string;
  table: string | null;
  config: TableEntity | null;
  key: unknown[] | null;
  before: Row | null;
  after: Row | null;
  seenMain: boolean;
  inserted: boolean;
  deleted: boolean;
  tenant: RowTenant;
  children: Map<string, { before: unknown; after: unknown }>;
}

/** The rows a write changed, grouped into one change per entity (of `only` type, when given). */
export function entityChanges(rows: readonly CapturedRow[], only?: EntityType): EntityChange[] {
  const pending = new Map<string, Pending>();
  for (const row of rows) {
    const config = TABLE_ENTITIES[row.table_name];
    if (!config || (only && config.type !== only)) continue;
    const any = (row.new_row ?? row.old_row)!;
    if (
      config.recorded &&
      !(row.old_row && config.recorded(row.old_row)) &&
      !(row.new_row && config.recorded(row.new_row))
    )
      continue;
    const id = config.id(any);
    const k = `${config.type}\u0000${id}`;
    let entry = pending.get(k);
    if (!entry) {
      entry = {
        type: config.type,
        id,
        table: null,
        config: null,
        key: null,
        before: null,
        after: null,
        seenMain: false,
        inserted: false,
        deleted: false,
        tenant: config.tenant(any),
        children: new Map(),
      };
      pending.set(k, entry);
    }
    if (config.child) {
      const field = config.child(any);
      const seen = entry.children.get(field);
      const value = childValue(config, row.new_row);
      if (seen) seen.after = value;
      else entry.children.set(field, { before: childValue(config, row.old_row), after: value });
      continue;
    }
    if (!entry.seenMain) {
      entry.seenMain = true;
      entry.before = row.old_row;
      entry.inserted = row.op === 'INSERT' && !config.upsert;
      entry.table = row.table_name;
      entry.config = config;
      entry.key = config.key ? config.key(any) : null;
      entry.tenant = config.tenant(any);
    }
    entry.after = row.new_row;
    if (row.op === 'DELETE' && !config.upsert) entry.deleted = true;
    else if (
      config.softDelete &&
      row.new_row?.[config.softDelete] === true &&
      row.old_row?.[config.softDelete] !== true
    )
      entry.deleted = true;
  }
  const changes: EntityChange[] = [];
  for (const entry of pending.values()) {
    const fields = entry.config
      ? changedFields(entry.config, entry.before, entry.deleted ? null : entry.after)
      : [];
    for (const [field, { before, after }] of entry.children)
      if (!same(before, after)) fields.push({ field, before, after, secret: false });
    const action =
      entry.inserted && !entry.deleted ? 'Create' : entry.deleted && !entry.inserted ? 'Delete' : 'Update';
    if (entry.inserted && entry.deleted) continue;
    if (action === 'Update' && fields.length === 0) continue;
    const state = entry.after ?? entry.before;
    changes.push({
      type: entry.type,
      id: entry.id,
      table: entry.table,
      key: entry.key,
      name: state && entry.config?.name ? entry.config.name(state) : null,
      tenant: entry.tenant,
      action,
      fields,
    });
  }
  return changes;
}
