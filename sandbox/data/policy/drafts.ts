// Writes to a block: every one claims the block's revision first (optimistic concurrency: a
// stale revision changes nothing), then works on the draft, which starts as a copy of the version
// in force. Publishing makes the draft the next version; drafts are never in force.
import type { components } from '../../../src/gen/openapi.gen';
import type { PolicyComponent } from '../../../src/domain/policy/effective-policy';
import type { Queryable } from '../../db/database';
import { iso } from '../timestamps';

type PolicyDraft = components['schemas']['PolicyDraft'];
export type PolicyConflict = components['schemas']['PolicyConflict'];

export interface DraftRow {
  based_on_version: number;
  name: string;
  description: string;
  offer: 'mandatory' | 'elective';
  components: PolicyComponent[];
}

export const CONFLICT_CHANGED = 'errors.conflict.changed';
export const CONFLICT_IN_USE = 'errors.conflict.inUse';

/** Takes the revision the caller saw and moves it on; false when someone else wrote first. */
export async function claimRevision(
  tx: Queryable,
  blockId: number,
  revision: number,
  now: Date,
): Promise<boolean> {
  const rows = await tx.query(
    'update policy_blocks set revision = revision + 1, updated_on = $3 where id = $1 and revision = $2 returning id',
    [blockId, revision, now],
  );
  return rows.length === 1;
}

export async function currentRevision(db: Queryable, blockId: number): Promise<number | null> {
  const [row] = await db.query<{ revision: number }>('select revision from policy_blocks where id = $1', [
    blockId,
  ]);
  return row?.revision ?? null;
}

export const conflict = (
  t: (key: string) => string,
  detail: PolicyConflict['entityData'],
): { status: 409; body: PolicyConflict } => {
  const messageKey = detail.reason === 'changed' ? CONFLICT_CHANGED : CONFLICT_IN_USE;
  return { status: 409, body: { isSuccess: false, message: t(messageKey), messageKey, entityData: detail } };
};

/** The block's draft, made from the version in force (or empty) when it has none. */
export async function ensureDraft(tx: Queryable, blockId: number, by: string, now: Date): Promise<DraftRow> {
  const [draft] = await tx.query<DraftRow>(
    'select based_on_version, name, description, offer, components from policy_block_drafts where block_id = $1',
    [blockId],
  );
  if (draft) return draft;
  const [made] = await tx.query<DraftRow>(
    `insert into policy_block_drafts (block_id, based_on_version, name, description, offer, components, updated_on, updated_by)
     select b.id, b.version, b.name, b.description, b.offer, coalesce(v.components, '[]'::jsonb), $2, $3
       from policy_blocks b left join policy_block_versions v on v.block_id = b.id and v.version = b.version
      where b.id = $1
     returning based_on_version, name, description, offer, components`,
    [blockId, now, by],
  );
  return made!;
}

export async function writeDraft(
  tx: Queryable,
  blockId: number,
  draft: Omit<DraftRow, 'based_on_version'>,
  by: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `update policy_block_drafts set name = $2, description = $3, offer = $4, components = $5::jsonb, updated_on = $6, updated_by = $7
      where block_id = $1`,
    [blockId, draft.name, draft.description, draft.offer, JSON.stringify(draft.components), now, by],
  );
  // A block never published lists its draft's name (there is no version to name it).
  await tx.query(
    `update policy_blocks set name = $2, description = $3, offer = $4 where id = $1 and version = 0`,
    [blockId, draft.name, draft.description, draft.offer],
  );
}

export async function draftOf(db: Queryable, blockId: number): Promise<PolicyDraft | null> {
  const [row] = await db.query<PolicyDraft>(
    `select based_on_version as "basedOnVersion", name, description, offer,
       jsonb_array_length(components)::int as "componentCount",
       ${iso('updated_on')} as "updatedOn", updated_by as "updatedBy"
     from policy_block_drafts where block_id = $1`,
    [blockId],
  );
  return row ?? null;
}

/** The components of a version (or of the draft: version null), or null when there is none. */
export async function componentsOf(
  db: Queryable,
  blockId: number,
  version: number | null,
): Promise<PolicyComponent[] | null> {
  const [row] =
    version === null
      ? await db.query<{ components: PolicyComponent[] }>(
          'select components from policy_block_drafts where block_id = $1',
          [blockId],
        )
      : await db.query<{ components: PolicyComponent[] }>(
          'select components from policy_block_versions where block_id = $1 and version = $2',
          [blockId, version],
        );
  return row?.components ?? null;
}

/** The name, description and offer of a version (or of the draft: version null), or undefined when there is none. */
export async function headOf(
  db: Queryable,
  blockId: number,
  version: number | null,
): Promise<Record<'name' | 'description' | 'offer', string> | undefined> {
  const [head] =
    version === null
      ? await db.query<Record<'name' | 'description' | 'offer', string>>(
          'select name, description, offer from policy_block_drafts where block_id = $1',
          [blockId],
        )
      : await db.query<Record<'name' | 'description' | 'offer', string>>(
          'select name, description, offer from policy_block_versions where block_id = $1 and version = $2',
          [blockId, version],
        );
  return head;
}

/** The draft's name and offer (what publishing checks), or undefined when there is no draft. */
export async function draftNameAndOffer(
  db: Queryable,
  blockId: number,
): Promise<{ name: string; offer: 'mandatory' | 'elective' } | undefined> {
  const [draft] = await db.query<{ name: string; offer: 'mandatory' | 'elective' }>(
    'select name, offer from policy_block_drafts where block_id = $1',
    [blockId],
  );
  return draft;
}

/** Drops the block's draft (inside the caller's transaction). */
export async function deleteDraft(tx: Queryable, blockId: number): Promise<void> {
  await tx.query('delete from policy_block_drafts where block_id = $1', [blockId]);
}
