// An entity's versions, rebuilt from its changes (newest first, as ChangeHistory_GetEntityHistory
// gives them): a change records only the fields it changed, so a field's value in a version is
// the `after` of the newest change up to that version that touched it, or the `before` of the
// oldest change after it. Version 0 is the current one (after the newest change), version k the
// one before the k newest changes, version n the one before every recorded change.
import type { ApiSchema } from '../../api/contract-types';

export type ChangeRecord = ApiSchema<'ChangeRecord'>;
export type ChangeValue = ApiSchema<'ChangeField'>['before'];

/** One field of two versions side by side (older and newer), or of a change (before and after). */
export interface FieldPair {
  field: string;
  older: ChangeValue;
  newer: ChangeValue;
  /** A secret: its values are never recorded; the table says "changed". */
  secret: boolean;
}

/** A change's own fields: before and after. */
export const fieldsOfChange = (change: ChangeRecord): FieldPair[] =>
  change.fields.map(({ field, before, after, secret }) => ({ field, older: before, newer: after, secret }));

/**
 * The fields that differ between version `older` and version `newer` (older > newer; 0 is the
 * current one), in the order the changes list them, newest change first.
 */
export function compareVersions(changes: readonly ChangeRecord[], older: number, newer: number): FieldPair[] {
  const between = changes.slice(Math.min(older, newer), Math.max(older, newer));
  const pairs = new Map<string, FieldPair>();
  for (const change of between) {
    for (const { field, before, after, secret } of change.fields) {
      const pair = pairs.get(field);
      // Walking from newer to older: the first change seen sets the newer side, each older one
      // moves the older side back.
      if (pair) {
        pair.older = before;
        pair.secret ||= secret;
      } else pairs.set(field, { field, older: before, newer: after, secret });
    }
  }
  return [...pairs.values()].filter((pair) => pair.secret || !sameValue(pair.older, pair.newer));
}

/**
 * What restoring the version before `change` writes, as "now → restored": the change's fields
 * from after back to before. Secrets are left as they are now, so they are not listed.
 */
export const restoreDifference = (change: ChangeRecord): FieldPair[] =>
  change.fields
    .filter((field) => !field.secret)
    .map(({ field, before, after }) => ({ field, older: after, newer: before, secret: false }));

export function sameValue(a: ChangeValue, b: ChangeValue): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** A recorded value as text: null when there is none (the table says "empty"). */
export function changeValueText(value: ChangeValue): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
