// The Computer area's rows: users by computers, one-time passwords, agents the management
// server still lists, company licenses.
import { insertRows, type SeedContext } from '../context';
import type { ComputerRow } from './computer-row';
import { seedComputerUsers } from './computer-users';
import { seedLicenses } from './licenses';
import { seedRetiredAgents } from './retired-agents';

export async function seedComputerArea(
  ctx: SeedContext,
  computers: ComputerRow[],
  at: (iso: string) => Date,
): Promise<void> {
  const { db } = ctx;
  const rng = ctx.random('computer-area');
  const now = ctx.now.getTime();
  // One PRNG for the area, drawn in this order: users, retired agents, licenses.
  await seedComputerUsers(db, rng, now, computers, at);
  // One-time passwords of the examples.
  await insertRows(
    db,
    'computer_otps',
    [
      ['computer_id', 'int'],
      ['otp', 'text'],
      ['generated_at', 'timestamptz'],
      ['expires_at', 'timestamptz'],
      ['generated_by', 'int'],
    ],
    [
      [40007, 'R9TZ3W6H', at('2026-11-19T05:12:40Z'), at('2026-11-19T06:12:40Z'), 9008],
      [40003, '7KQ4M2XP', at('2026-11-19T08:31:05Z'), at('2026-11-19T09:31:05Z'), 9003],
    ],
  );
  await seedRetiredAgents(db, rng, now, computers, at);
  await seedLicenses(db, rng, now, at);
}
