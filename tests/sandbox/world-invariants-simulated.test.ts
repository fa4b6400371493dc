// The world's invariants (tests/sandbox/support/world-invariants.ts) after an hour of simulated
// agent activity (issue 34): events, retried blocks, new hashes, computers going off- and online,
// the alerts they raise (new ones, and events joining alerts of the day). The clock is simulated, in six ten-minute steps like the live ticks.
import { expect } from 'vitest';
import { Simulator } from '../../sandbox/simulator/simulator';
import { describeWorldInvariants } from './support/world-invariants';

describeWorldInvariants(async (sb) => {
  const [before] = await sb.db.query<{ events: number; hashes: number }>(
    'select (select count(*) from events)::int as events, (select count(*) from file_hashes)::int as hashes',
  );
  // A busy hour (a Saturday morning of the small world is quiet): enough retried blocks to raise alerts.
  const simulator = await Simulator.create(sb.db, { seed: 34, now: sb.clock.now, perHour: 800 });
  let events = 0;
  let moved = 0;
  const raised = new Set<number>();
  for (let step = 0; step < 6; step++) {
    sb.clock.advance(10 * 60_000);
    const changes = await simulator.advance(sb.clock.now);
    events += changes.events;
    moved += changes.computers.length;
    for (const a of changes.alarms) if (a.created) raised.add(a.alarmId);
  }
  const [after] = await sb.db.query<{ events: number; hashes: number }>(
    'select (select count(*) from events)::int as events, (select count(*) from file_hashes)::int as hashes',
  );
  // The hour really happened: agents reported, a file new to the world came, computers moved.
  expect(events).toBeGreaterThan(0);
  expect(after!.events - before!.events).toBe(events);
  expect(after!.hashes).toBeGreaterThan(before!.hashes);
  expect(moved).toBeGreaterThan(0);
  expect(raised.size).toBeGreaterThan(0);
});
