// The reviews of the examples with the blocks they cover (more of their group's where the
// example names only some) and their checklists; closed ones close their occurrences.
import type { Random } from '../random';
import { itemTitle } from './decisions';
import type { Estate } from './estate';
import { NAMED_BLOCKS } from './named-blocks';
import { NAMED_ITEMS } from './named-items';
import { NAMED_REVIEWS } from './named-reviews';
import { blocksInGroup, closeOccurrences, stateOf, type Occurrences } from './occurrences';
import type { ReviewRows } from './review-rows';
import type { Block } from './vocabulary';

export function addNamedReviews(
  rng: Random,
  at: (iso: string) => Date,
  blocks: Block[],
  occ: Occurrences,
  { companyOfGroup }: Estate,
  { reviews, reviewBlocks, items, blockById, nextItemId }: ReviewRows,
): void {
  const namedItemBlocks = new Map<number, number[]>();
  for (const [, review, block] of NAMED_ITEMS)
    namedItemBlocks.set(review, [...(namedItemBlocks.get(review) ?? []), block]);

  for (const r of NAMED_REVIEWS) {
    const companyId = companyOfGroup.get(r.groupId)!;
    // Closed reviews take generated blocks only, so the named blocks stay in draftreviews.
    const closed = stateOf(r.status) !== null;
    const pool = blocksInGroup(occ, r.groupId).filter((b) => !r.blocks.includes(b) && (!closed || b > 8112));
    // Reviews with more blocks than the examples name get blocks of their group.
    const wanted =
      r.id === 501
        ? 12
        : r.id === 503
          ? 9
          : r.id === 509
            ? 3
            : r.id === 505 || r.id === 506 || r.id === 510
              ? rng.int(4, 7)
              : r.blocks.length;
    const covered = [...r.blocks];
    for (const b of pool) if (covered.length < wanted) covered.push(b);
    for (const b of blocks.slice(NAMED_BLOCKS.length))
      if (covered.length < wanted && !covered.includes(b.id)) covered.push(b.id);
    reviews.push([
      r.id,
      `a7c3e1f0-4b2d-4e8a-9c1f-000000000${r.id}`,
      companyId,
      r.groupId,
      r.name,
      r.description,
      r.riskLevel,
      r.permissionLevel,
      r.status,
      r.mode,
      r.scope,
      r.createdBy,
      at(r.createdOn),
      at(r.updatedOn),
    ]);
    for (const b of covered) reviewBlocks.push([r.id, b]);
    if (r.id === 501) continue; // a fresh draft: no checklist yet
    const named = namedItemBlocks.get(r.id) ?? [];
    for (const b of covered.filter((x) => !named.includes(x))) {
      const blk = blockById.get(b)!;
      const status =
        r.status === 'DraftReview'
          ? 'Pending'
          : rng.weighted([
              ['Approved', 55],
              ['Pending', 20],
              ['Rejected', 10],
              ['Deferred', 15],
            ] as const);
      const decision = status === 'Pending' && rng.chance(0.5) ? null : blk.proposedAction;
      const on = new Date(
        at(r.createdOn).getTime() +
          rng.int(1, Math.max(2, Math.floor((Date.parse(r.updatedOn) - Date.parse(r.createdOn)) / 60_000))) *
            60_000,
      );
      const id = r.id === 509 && !items.some((it) => it[0] === 9311) ? 9311 : nextItemId();
      items.push([
        id,
        r.id,
        b,
        itemTitle(decision, blk.fileName, blk.filePath, blk.publisher),
        decision,
        decision === null && status !== 'Deferred' ? 'Pending' : status,
        null,
        r.createdBy,
        on,
      ]);
    }
    const state = stateOf(r.status);
    if (state) closeOccurrences(occ, r.groupId, covered, state);
  }
  for (const [id, review, block, title, decision, status, comment, by, on] of NAMED_ITEMS) {
    items.push([id, review, block, title, decision, status, comment, by, at(on)]);
  }
}
