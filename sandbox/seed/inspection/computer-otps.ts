// One-time passwords of the contract's examples.
import { insertRows } from '../context';
import type { ComputerAreaSeed } from './computer-area';

export async function seedComputerOtps({ db, at }: ComputerAreaSeed): Promise<void> {
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
}
