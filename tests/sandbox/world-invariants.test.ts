// The seeded world's invariants (tests/sandbox/support/world-invariants.ts), and the seed time.
import { describe, expect, it } from 'vitest';
import { seedTime } from '../../sandbox/seed/index';
import { SEED_TIME } from '../support/sandbox';
import { describeWorldInvariants } from './support/world-invariants';

describeWorldInvariants();

describe('the seed time', () => {
  it('is never ahead of the clock of the start (rounded down), and SANDBOX_SEED_TIME still sets it', () => {
    const today = new Date();
    const early = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 7, 20, 31);
    expect(seedTime({}, early).getTime()).toBeLessThanOrEqual(early);
    expect(early - seedTime({}, early).getTime()).toBeLessThan(60_000);
    expect(seedTime({ SANDBOX_SEED_TIME: SEED_TIME }, early).toISOString()).toBe(SEED_TIME);
  });
});
