// A node's elective choice on one block written (issue 27), inside the caller's transaction:
// 'inherit' drops the node's own choice, 'in' or 'out' records it.
import type { PolicyNode } from '../../../src/domain/policy/effective-policy';
import type { Queryable } from '../../db/database';

export async function saveElectiveChoice(
  tx: Queryable,
  blockId: number,
  node: PolicyNode,
  choice: 'in' | 'out' | 'inherit',
  now: Date,
): Promise<void> {
  if (choice === 'inherit')
    await tx.query(
      'delete from policy_elective_choices where block_id = $1 and node_type = $2 and node_id = $3',
      [blockId, node.type, node.id],
    );
  else
    await tx.query(
      `insert into policy_elective_choices (block_id, node_type, node_id, choice, chosen_on) values ($1, $2, $3, $4, $5)
       on conflict (block_id, node_type, node_id) do update set choice = excluded.choice, chosen_on = excluded.chosen_on`,
      [blockId, node.type, node.id, choice, now],
    );
}
