// The rows a block's life writes (issue 27), each inside the caller's transaction: a new block
// with its empty draft, the draft published as the next version, the block deleted.
import type { Queryable } from '../../db/database';
import type { PolicyLevel } from './blocks';

export interface NewBlock {
  level: PolicyLevel;
  owner: {
    partnerId: number | null;
    companyId: number | null;
    siteId: number | null;
    groupId: number | null;
  };
  name: string;
  description: string;
  offer: 'mandatory' | 'elective';
}

/** Creates a block (version 0) and its empty draft; the block's id. */
export async function insertBlockWithDraft(
  tx: Queryable,
  block: NewBlock,
  by: string,
  now: Date,
): Promise<number> {
  const { owner } = block;
  const [row] = await tx.query<{ id: number }>(
    `insert into policy_blocks (level, partner_id, company_id, site_id, group_id, name, description, offer, created_on, updated_on)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) returning id`,
    [
      block.level,
      owner.partnerId,
      owner.companyId,
      owner.siteId,
      owner.groupId,
      block.name,
      block.description,
      block.offer,
      now,
    ],
  );
  await tx.query(
    `insert into policy_block_drafts (block_id, based_on_version, name, description, offer, components, updated_on, updated_by)
     values ($1, 0, $2, $3, $4, '[]'::jsonb, $5, $6)`,
    [row!.id, block.name, block.description, block.offer, now, by],
  );
  return row!.id;
}

/** Makes the draft version `version` of the block and drops the draft. */
export async function publishDraftAs(
  tx: Queryable,
  blockId: number,
  version: number,
  by: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `insert into policy_block_versions (block_id, version, name, description, offer, components, published_on, published_by)
     select block_id, $2, name, description, offer, components, $3, $4 from policy_block_drafts where block_id = $1`,
    [blockId, version, now, by],
  );
  await tx.query(
    `update policy_blocks b set version = $2, name = d.name, description = d.description, offer = d.offer
       from policy_block_drafts d where d.block_id = b.id and b.id = $1`,
    [blockId, version],
  );
  await tx.query('delete from policy_block_drafts where block_id = $1', [blockId]);
}

/** Deletes the block (its versions and draft go with it). */
export async function deleteBlock(tx: Queryable, blockId: number): Promise<void> {
  await tx.query('delete from policy_blocks where id = $1', [blockId]);
}
