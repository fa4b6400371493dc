// The leader election and relay of the live stream across the tabs of a session, with the
// session channel's in-memory hub (tabs reaching each other), a lock handed over in order, and
// a stream the test drives.
import { describe, expect, it } from 'vitest';
import { createMemoryChannelHub, type LiveChange } from '../session-channel';
import { startLiveLink, type AcquireLock } from './live-link';
import type { StreamHandlers } from './open-live-stream';

function fakeLocks() {
  const queue: Array<{ grant: (release: () => void) => void; signal: AbortSignal }> = [];
  let held = false;
  const next = () => {
    while (!held && queue.length > 0) {
      const waiter = queue.shift()!;
      if (waiter.signal.aborted) continue;
      held = true;
      waiter.grant(() => {
        held = false;
        next();
      });
    }
  };
  const acquire: AcquireLock = (_name, signal) =>
    new Promise((resolve, reject) => {
      queue.push({ grant: resolve, signal });
      signal.addEventListener('abort', () => reject(new Error('aborted')));
      next();
    });
  return acquire;
}

interface OpenedStream extends StreamHandlers {
  lastEventId: string | null;
  closed: boolean;
  tab: number;
}

function world() {
  const hub = createMemoryChannelHub();
  const acquire = fakeLocks();
  const streams: OpenedStream[] = [];
  const timers: Array<{ deadline: number; run: () => void; cancelled: boolean }> = [];
  let clock = 1_000_000;
  const tab = (index: number) => {
    const applied: number[] = [];
    const link = startLiveLink({
      channel: hub.connect(),
      acquire,
      open: (lastEventId, handlers) => {
        const stream: OpenedStream = { ...handlers, lastEventId, closed: false, tab: index };
        streams.push(stream);
        return () => {
          stream.closed = true;
        };
      },
      apply: (change) => applied.push(change.id),
      now: () => clock,
      at: (deadline, run) => {
        const timer = { deadline, run, cancelled: false };
        timers.push(timer);
        return () => {
          timer.cancelled = true;
        };
      },
    });
    return { link, applied };
  };
  return {
    tab,
    /** Another tab's end of the session channel (what it posts, every link hears). */
    otherTab: hub.connect(),
    streams,
    timers,
    advanceTo(time: number) {
      clock = time;
      for (const timer of timers.filter((t) => !t.cancelled && t.deadline <= time)) {
        timer.cancelled = true;
        timer.run();
      }
    },
    now: () => clock,
  };
}

const change = (id: number): LiveChange => ({
  id,
  kind: 'alarmRaised',
  at: '2026-11-27T10:00:00Z',
  alarmId: id,
  status: 'Unresolved',
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the live link', () => {
  it('opens one stream for the tabs of a session, relays each change once, and hands over with the last id', async () => {
    const w = world();
    const [a, b, c] = [w.tab(0), w.tab(1), w.tab(2)];
    await settle();
    expect(w.streams).toHaveLength(1);
    expect(w.streams[0]).toMatchObject({ tab: 0, lastEventId: null });
    expect([a.link.role(), b.link.role(), c.link.role()]).toEqual(['leader', 'waiting', 'waiting']);

    w.streams[0]!.change(change(7));
    w.streams[0]!.change(change(8));
    w.streams[0]!.change(change(8)); // a repeat is applied nowhere
    for (const tab of [a, b, c]) expect(tab.applied).toEqual([7, 8]);

    // The leader's tab closes: the next tab leads and resumes after change 8.
    a.link.stop();
    await settle();
    expect(w.streams[0]!.closed).toBe(true);
    expect(w.streams).toHaveLength(2);
    expect(w.streams[1]).toMatchObject({ tab: 1, lastEventId: '8' });
    w.streams[1]!.change(change(9));
    expect(b.applied).toEqual([7, 8, 9]);
    expect(c.applied).toEqual([7, 8, 9]);
    expect(a.applied).toEqual([7, 8]);
  });

  it('retries a failed stream at doubling deadlines, and stops for good when the session ends', async () => {
    const w = world();
    const a = w.tab(0);
    await settle();
    const start = w.now();
    // Prism, a proxy: the stream ends at once, again and again.
    const deadlines: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      w.streams.at(-1)!.end('failed');
      deadlines.push(w.timers.at(-1)!.deadline - w.now());
      w.advanceTo(w.timers.at(-1)!.deadline - 1);
      expect(w.streams).toHaveLength(attempt + 1); // not before its deadline
      w.advanceTo(w.timers.at(-1)!.deadline);
      expect(w.streams).toHaveLength(attempt + 2);
    }
    expect(deadlines).toEqual([1000, 2000, 4000, 8000]);
    expect(w.now() - start).toBe(15_000);
    // A stream that carried a change starts the back-off over.
    w.streams.at(-1)!.change(change(1));
    w.streams.at(-1)!.end('failed');
    expect(w.timers.at(-1)!.deadline - w.now()).toBe(1000);
    w.advanceTo(w.timers.at(-1)!.deadline);
    // The session ends (logout, expiry): no retry, the lock goes.
    const opened = w.streams.length;
    w.streams.at(-1)!.end('ended');
    w.advanceTo(w.now() + 3_600_000);
    expect(w.streams).toHaveLength(opened);
    expect(a.link.role()).toBe('stopped');
  });

  it('stops every tab when another tab logs out: the stream closes, no waiting tab opens one', async () => {
    const w = world();
    const a = w.tab(0);
    const b = w.tab(1);
    await settle();
    w.otherTab.post({ type: 'logout', sid: null });
    await settle();
    expect(w.streams).toHaveLength(1);
    expect(w.streams[0]!.closed).toBe(true);
    expect([a.link.role(), b.link.role()]).toEqual(['stopped', 'stopped']);
    // A change relayed afterwards (a late message) is applied nowhere.
    w.otherTab.post({ type: 'live', change: change(3) });
    expect([a.applied, b.applied]).toEqual([[], []]);
  });
});
