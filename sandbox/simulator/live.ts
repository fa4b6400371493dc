// The simulator on the server's clock (`npm start`): every few seconds it plays the agents up to
// now. A failed step is logged and the next one tries again from the same moment.
import type { Database } from '../db/database';
import { Simulator, type SimulatedChanges } from './simulator';

/** The same seed on every start: a demo repeats. */
export const SIMULATOR_SEED = 34;
const STEP_MS = 10_000;

export async function startLiveSimulator(
  db: Database,
  options: {
    clock: () => Date;
    log: (line: string) => void;
    onChanges?: (changes: SimulatedChanges) => Promise<void> | void;
  },
): Promise<() => Promise<void>> {
  const simulator = await Simulator.create(db, { seed: SIMULATOR_SEED, now: options.clock() });
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let failing = false;
  const step = async () => {
    try {
      const changes = await simulator.advance(options.clock());
      failing = false;
      await options.onChanges?.(changes);
    } catch (err) {
      // Said once per run of failures, not every step.
      if (!failing)
        options.log(
          `The simulator could not write a step: ${err instanceof Error ? err.message : String(err)}`,
        );
      failing = true;
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = step().finally(schedule);
    }, STEP_MS);
    timer.unref();
  };
  schedule();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
