// The generated events folded into an alert: at most five (the newest at its last time), each
// with its file, process or message.
import type { Random } from '../random';
import { BAD_FILES, CHILD_PROCESSES } from './alert-subjects';
import { INVOICE, OUTLOOK, RCLONE } from './named-events';
import type { ComputerRow } from './vocabulary';

/**
 * The event rows, and how to add generated ones. `rng` (the module's) draws a sha256 the first
 * time a file is seen; `rngE` everything else of the events.
 */
export function alertEvents(rng: Random, events: unknown[][]) {
  let eventId = 8_000_000;
  const fileSha = new Map<string, string>([
    [RCLONE[0], RCLONE[2]],
    [INVOICE[0], INVOICE[2]],
  ]);
  const shaOf = (file: string) => {
    if (!fileSha.has(file)) fileSha.set(file, rng.hex(64));
    return fileSha.get(file)!;
  };
  /** Generated events of an alert (at most 5 stored, the newest at `last`). */
  const addEvents = (
    alarm: number,
    category: number,
    computer: ComputerRow | null,
    title: string,
    first: Date,
    last: Date,
    count: number,
    rngE: Random,
  ) => {
    const n = Math.min(count, 5);
    const user = computer?.logged_on_user ? `${computer.domain ?? 'CORP'}\\${computer.logged_on_user}` : null;
    const bad = BAD_FILES.find((f) => title.includes(f[0])) ?? rngE.pick(BAD_FILES);
    const path = bad[1].replace('{u}', (computer?.logged_on_user ?? 'user').split('.')[0]!);
    for (let k = 0; k < n; k++) {
      const time =
        k === 0 ? last : new Date(Math.max(first.getTime(), last.getTime() - k * rngE.int(60, 3600) * 1000));
      let row: unknown[];
      switch (category) {
        case 11:
        case 13:
          row = [
            'FileBlocked',
            user,
            bad[0],
            path,
            shaOf(bad[0]),
            bad[2],
            rngE.pick(['C:\\Windows\\explorer.exe', OUTLOOK, 'C:\\Windows\\System32\\svchost.exe']),
            `Execution of ${bad[0]} was blocked (${bad[3]}).`,
          ];
          break;
        case 12: {
          const [child, parentName] =
            CHILD_PROCESSES.find(([ch, pa]) => title.startsWith(`${ch} started by ${pa}`)) ??
            rngE.pick(CHILD_PROCESSES);
          row = [
            'ProcessStarted',
            user,
            child,
            `C:\\Windows\\System32\\${child}`,
            null,
            'Microsoft Windows',
            `C:\\Program Files\\Microsoft Office\\root\\Office16\\${parentName}`,
            `${child} was started by ${parentName}.`,
          ];
          break;
        }
        case 14:
          row = [
            'TamperAttempt',
            user,
            'sc.exe',
            'C:\\Windows\\System32\\sc.exe',
            null,
            'Microsoft Windows',
            'C:\\Windows\\System32\\cmd.exe',
            `${title} on ${computer?.name ?? 'the endpoint'}.`,
          ];
          break;
        case 21:
          row = [
            'AgentHeartbeatMissed',
            null,
            null,
            null,
            null,
            null,
            null,
            `No heartbeat from ${computer?.name ?? 'the endpoint'} since ${new Date(time.getTime() - 86_400_000).toISOString().slice(0, 19)}Z.`,
          ];
          break;
        case 22:
          row = [
            'PolicyCheck',
            null,
            null,
            null,
            null,
            null,
            null,
            `${computer?.name ?? 'The endpoint'} still runs policy ${computer?.policy_version ?? 'unknown'}.`,
          ];
          break;
        case 23:
          row = [
            'AgentVersionCheck',
            null,
            null,
            null,
            null,
            null,
            null,
            `${computer?.name ?? 'The endpoint'} runs agent ${computer?.agent_version ?? 'unknown'}.`,
          ];
          break;
        default:
          row = ['ServerMetric', null, null, null, null, null, null, title];
      }
      events.push([eventId++, alarm, row[0], time, ...row.slice(1)]);
    }
  };
  return addEvents;
}
