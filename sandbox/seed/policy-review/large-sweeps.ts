// At large scale, the group admin's group (Finance Workstations, 3001) also has three open
// "sweep" reviews, each over every block still awaiting review there: well over 100 open
// checklist items, so that a bulk decision on 100 items (npm run bench:ui) has them to act on.
import type { SeedContext } from '../context';
import type { Random } from '../random';
import { itemTitle } from './decisions';
import type { Estate } from './estate';
import type { Occurrences } from './occurrences';
import type { ReviewRows } from './review-rows';

const FINANCE = 3001;
const SWEEPS = ['first pass', 'second pass', 'owner sign-off'] as const;

export function addLargeSweeps(
  ctx: SeedContext,
  rng: Random,
  occ: Occurrences,
  { companyOfGroup }: Estate,
  { reviews, reviewBlocks, items, blockById, nextItemId }: ReviewRows,
  firstReviewId: number,
): void {
  const open = [
    ...new Set(
      [...occ.values()]
        .filter((o) => o.computer.group_id === FINANCE && o.state === 'draftreviews')
        .map((o) => o.block),
    ),
  ].sort((a, b) => a - b);
  const by = 'Chloe Dubois';
  SWEEPS.forEach((pass, i) => {
    const id = firstReviewId - i;
    const created = rng.dateBefore(new Date(ctx.now.getTime() - 2 * 86_400_000), 20);
    reviews.push([
      id,
      rng.uuid(),
      companyOfGroup.get(FINANCE)!,
      FINANCE,
      `Finance Workstations – open blocks sweep, ${pass}`,
      'Every block still awaiting review in Finance Workstations.',
      'Medium',
      'Approver',
      i === 0 ? 'Drafted' : 'DraftReview',
      'Summary',
      'Group',
      by,
      created,
      created,
    ]);
    for (const b of open) {
      const blk = blockById.get(b)!;
      reviewBlocks.push([id, b]);
      const decision = rng.chance(0.5) ? blk.proposedAction : null;
      items.push([
        nextItemId(),
        id,
        b,
        itemTitle(decision, blk.fileName, blk.filePath, blk.publisher),
        decision,
        'Pending',
        null,
        by,
        new Date(created.getTime() + rng.int(10, 600) * 60_000),
      ]);
    }
  });
}
