// The Computer area's rows (users by computers, one-time passwords, agents the management server
// still lists, company licenses): what their seeds share. index.ts runs them in this order, as
// they draw from one PRNG: computer-users, computer-otps, retired-agents, licenses.
import type { Database } from '../../db/database';
import type { SeedContext } from '../context';
import type { Random } from '../random';
import type { ComputerRow } from './computer-row';

export interface ComputerAreaSeed {
  db: Database;
  /** The area's PRNG, drawn by the parts in order. */
  rng: Random;
  now: number;
  computers: ComputerRow[];
  at: (iso: string) => Date;
}

export function computerAreaSeed(
  ctx: SeedContext,
  computers: ComputerRow[],
  at: (iso: string) => Date,
): ComputerAreaSeed {
  return { db: ctx.db, rng: ctx.random('computer-area'), now: ctx.now.getTime(), computers, at };
}
