// The rows the reviews write: reviews, the blocks they cover, checklist items (generated ones
// from id 9300 down), and their insertion with the occurrences.
import type { Database } from '../../db/database';
import { insertRows } from '../context';
import type { Occurrences } from './occurrences';
import type { Block } from './vocabulary';

export type ReviewRows = ReturnType<typeof reviewRows>;

export function reviewRows(blocks: Block[]) {
  const reviews: unknown[][] = [];
  const reviewBlocks: unknown[][] = [];
  const items: unknown[][] = [];
  const blockById = new Map(blocks.map((b) => [b.id, b]));
  let generatedItemId = 9300;
  return { reviews, reviewBlocks, items, blockById, nextItemId: () => generatedItemId-- };
}

export async function insertReviewRows(
  db: Database,
  occ: Occurrences,
  { reviews, reviewBlocks, items }: ReviewRows,
): Promise<void> {
  await insertRows(
    db,
    'unique_block_occurrences',
    [
      ['unique_block_id', 'int'],
      ['computer_id', 'int'],
      ['block_count', 'int'],
      ['first_seen', 'timestamptz'],
      ['last_seen', 'timestamptz'],
      ['list_state', 'text'],
      ['decision', 'text'],
    ],
    [...occ.values()].map((o) => [o.block, o.computer.id, o.count, o.first, o.last, o.state, o.decision]),
  );
  await insertRows(
    db,
    'reviews',
    [
      ['id', 'int'],
      ['guid', 'uuid'],
      ['company_id', 'int'],
      ['group_id', 'int'],
      ['name', 'text'],
      ['description', 'text'],
      ['risk_level', 'text'],
      ['permission_level', 'text'],
      ['status', 'text'],
      ['mode', 'text'],
      ['scope', 'text'],
      ['created_by', 'text'],
      ['created_on', 'timestamptz'],
      ['updated_on', 'timestamptz'],
    ],
    reviews,
  );
  await insertRows(
    db,
    'review_blocks',
    [
      ['review_id', 'int'],
      ['unique_block_id', 'int'],
    ],
    reviewBlocks,
  );
  await insertRows(
    db,
    'review_checklist_items',
    [
      ['id', 'int'],
      ['review_id', 'int'],
      ['unique_block_id', 'int'],
      ['title', 'text'],
      ['decision', 'text'],
      ['decision_status', 'text'],
      ['comment', 'text'],
      ['updated_by', 'text'],
      ['updated_on', 'timestamptz'],
    ],
    items,
  );
  // An item starts with its review's risk level, scope and mode (the checklist changes them).
  await db.exec(`update review_checklist_items i set risk_level = r.risk_level, scope = r.scope, mode = r.mode
    from reviews r where r.id = i.review_id`);
}
