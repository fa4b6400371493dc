// Generated reviews: agms groups with blocks, spread over the companies; every status.
import type { SeedContext } from '../context';
import type { Random } from '../random';
import { itemTitle } from './decisions';
import type { Estate } from './estate';
import { blocksInGroup, closeOccurrences, stateOf, type Occurrences } from './occurrences';
import { STATUS_PLAN, TOPICS, TOPICS_JA } from './review-plan';
import type { ReviewRows } from './review-rows';

export function addGeneratedReviews(
  ctx: SeedContext,
  rng: Random,
  occ: Occurrences,
  { groups, usersOfCompany, japanese }: Estate,
  { reviews, reviewBlocks, items, blockById, nextItemId }: ReviewRows,
): number {
  const large = ctx.scale === 'large';
  const candidates = groups.filter(
    (g) =>
      g.agms && blocksInGroup(occ, g.id).filter((b) => b > 8112).length >= 2 && ![3001, 3002].includes(g.id),
  );
  const reviewCount = large ? 60 : STATUS_PLAN.length;
  let reviewId = 500;
  for (let i = 0; i < reviewCount && candidates.length > 0; i++) {
    const g = candidates[(i * 5) % candidates.length]!;
    const status = STATUS_PLAN[i % STATUS_PLAN.length]!;
    const id = reviewId--;
    const names = usersOfCompany.get(g.company_id) ?? ['Olivia Harper'];
    const by = rng.pick(names);
    const created = rng.dateBefore(new Date(ctx.now.getTime() - 2 * 86_400_000), 60);
    const updated = new Date(
      Math.min(ctx.now.getTime() - 3_600_000, created.getTime() + rng.int(1, 20) * 86_400_000),
    );
    const ja = japanese(g.id);
    const name = ja ? `${g.name} ${rng.pick(TOPICS_JA)}` : `${g.name} – ${rng.pick(TOPICS)}`;
    const scope = rng.weighted([
      ['Group', 70],
      ['Computer', 20],
      ['RolePolicy', 10],
    ] as const);
    reviews.push([
      id,
      rng.uuid(),
      g.company_id,
      g.id,
      name,
      ja ? `${g.name}でブロックされたファイルの確認。` : `Unique blocks reported by ${g.name} for review.`,
      rng.weighted([
        ['Low', 30],
        ['Medium', 40],
        ['High', 20],
        ['Critical', 10],
      ] as const),
      rng.weighted([
        ['Approver', 60],
        ['Reviewer', 30],
        ['ReadOnly', 10],
      ] as const),
      status,
      rng.pick(['Individual', 'Summary'] as const),
      scope,
      by,
      created,
      updated,
    ]);
    const pool = blocksInGroup(occ, g.id).filter((b) => b > 8112);
    const covered = pool.slice(0, Math.min(pool.length, rng.int(2, 8)));
    for (const b of covered) reviewBlocks.push([id, b]);
    const withItems = status === 'DraftReview' ? covered.slice(0, rng.int(0, covered.length)) : covered;
    for (const b of withItems) {
      const blk = blockById.get(b)!;
      const final = status === 'Completed' || status === 'KeepEnforcing' || status === 'Published';
      const decisionStatus =
        status === 'DraftReview'
          ? 'Pending'
          : final
            ? rng.weighted([
                ['Approved', 80],
                ['Rejected', 20],
              ] as const)
            : rng.weighted([
                ['Approved', 40],
                ['Pending', 35],
                ['Rejected', 10],
                ['Deferred', 15],
              ] as const);
      const decision = decisionStatus === 'Pending' && rng.chance(0.5) ? null : blk.proposedAction;
      const on = new Date(
        created.getTime() +
          rng.int(10, Math.max(11, Math.floor((updated.getTime() - created.getTime()) / 60_000))) * 60_000,
      );
      items.push([
        nextItemId(),
        id,
        b,
        itemTitle(decision, blk.fileName, blk.filePath, blk.publisher),
        decision,
        decision === null && decisionStatus !== 'Deferred' ? 'Pending' : decisionStatus,
        decisionStatus === 'Rejected'
          ? ja
            ? '業務上の必要性が確認できないため却下。'
            : 'No business need confirmed; keep the block.'
          : null,
        rng.pick(names),
        on,
      ]);
      if (decisionStatus === 'Approved' && decision) {
        for (const o of occ.values())
          if (o.computer.group_id === g.id && o.block === b && o.decision === null) o.decision = decision;
      }
    }
    const state = stateOf(status);
    if (state) closeOccurrences(occ, g.id, covered, state);
  }
  // The next free review id (generated ones count down).
  return reviewId;
}
