// Seed data of the PolicyReview area: unique blocks and where they were blocked, about 30
// reviews in every status with the blocks they cover and their checklists. The named rows of
// the contract's examples come first (same ids, names and numbers), then a generated estate.
import type { SeedModule } from '../seed-module';
import type { SeedContext } from '../context';
import { exampleClock } from '../example-time';
import { loadEstate } from './estate';
import { addGeneratedReviews } from './generated-reviews';
import { seedBlockEvents } from './block-events';
import { addLargeSweeps } from './large-sweeps';
import { addNamedReviews } from './named-review-rows';
import { placeOccurrences } from './occurrences';
import { insertReviewRows, reviewRows } from './review-rows';
import { seedUniqueBlocks } from './unique-blocks';

export const seedPolicyReview: SeedModule = async (ctx: SeedContext) => {
  const { db } = ctx;
  // One PRNG for the area, drawn in this order: blocks, occurrences, named then generated reviews.
  const rng = ctx.random('policy-review');
  const at = exampleClock(ctx.now);

  const estate = await loadEstate(db);
  const blocks = await seedUniqueBlocks(db, rng, ctx.scale === 'large');
  const occ = placeOccurrences(ctx, rng, at, blocks, estate);
  // The blocks' events: each occurrence becomes blocked events, then is read back from them.
  await seedBlockEvents(ctx, blocks, occ, estate);
  // Reviews: the named ones, then generated ones below id 501 (new reviews start at 511).
  const rows = reviewRows(blocks);
  addNamedReviews(rng, at, blocks, occ, estate, rows);
  const nextReviewId = addGeneratedReviews(ctx, rng, occ, estate, rows);
  if (ctx.scale === 'large') addLargeSweeps(ctx, rng, occ, estate, rows, nextReviewId);
  await insertReviewRows(db, occ, rows);
};
