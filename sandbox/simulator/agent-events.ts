// What the agents report in a stretch of simulated time: events copied from what each computer
// already reports (its files, types and actions, so types and actions agree and no computer's
// events span two groups), blocked files retried in bursts (what makes the threshold rules fire),
// and now and then a file never seen before (a new hash).
import type { Random } from '../seed/random';
import { hashTypeOf, md5Of, severityOf, sha1Of } from '../seed/inspection/hash-traits';
import type { EventType } from '../seed/inspection/vocabulary';
import { eventsPerHour, poisson } from './rhythm';

export interface EventTemplate {
  company_id: number;
  site_id: number;
  group_id: number;
  computer_id: number;
  hash_id: number;
  variant_id: number;
  event_type: string;
  action: string;
  severity: string;
  hash_class: string;
  user_name: string | null;
  file_name: string;
  file_path: string;
  policy_name: string | null;
}

export interface NewHash {
  id: number;
  variantId: number;
  sha256: string;
  md5: string;
  sha1: string;
  fileName: string;
  filePath: string;
  hashType: string;
  severity: string;
  eventType: string;
  policyName: string | null;
  firstSeen: Date;
}

export interface SimulatedEvent extends Omit<EventTemplate, 'file_name' | 'file_path' | 'policy_name'> {
  id: number;
  reported_at: Date;
}

const HOUR = 3_600_000;
/** Share of blocked reports that come in a burst of retries, and the chance of a file new to the world. */
const BURST_CHANCE = 0.2;
const NEW_FILE_CHANCE = 0.03;

function newFileName(rng: Random, name: string): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot) : '.exe';
  return `${stem.replace(/[-_]?\d[\d.]*$/, '')}-${rng.int(2, 9)}.${rng.int(0, 30)}${ext}`;
}

export interface Ids {
  event: number;
  hash: number;
  variant: number;
}

/** The events of (from, to], in time order, with the hashes they bring. */
export function agentEvents(
  rng: Random,
  templates: readonly EventTemplate[],
  perHour: number,
  from: Date,
  to: Date,
  ids: Ids,
): { events: SimulatedEvent[]; hashes: NewHash[] } {
  const draws: Array<{ at: number; t: EventTemplate }> = [];
  if (templates.length === 0) return { events: [], hashes: [] };
  // Hour by hour (the rate follows the clock of the day).
  for (let start = from.getTime(); start < to.getTime(); start += HOUR) {
    const end = Math.min(to.getTime(), start + HOUR);
    const n = poisson((eventsPerHour(new Date(start), perHour) * (end - start)) / HOUR, () => rng.next());
    for (let k = 0; k < n; k++) {
      const at = start + 1 + Math.floor(rng.next() * (end - start - 1));
      const t = rng.pick(templates);
      draws.push({ at, t });
      if (t.action === 'blocked' && rng.chance(BURST_CHANCE)) {
        const retries = rng.int(2, 6);
        for (let r = 1; r <= retries; r++)
          draws.push({ at: Math.min(end, at + r * rng.int(5, 90) * 1000), t });
      }
    }
  }
  draws.sort((a, b) => a.at - b.at);
  const events: SimulatedEvent[] = [];
  const hashes: NewHash[] = [];
  for (const { at, t } of draws) {
    const { file_name, file_path, policy_name, ...rest } = t;
    const event: SimulatedEvent = { ...rest, id: ids.event++, reported_at: new Date(at) };
    if (rng.chance(NEW_FILE_CHANCE)) {
      const fileName = newFileName(rng, file_name);
      const sha256 = rng.hex(64);
      const type = t.event_type as EventType;
      const sev = severityOf(rng, 'notFound', type);
      const hash: NewHash = {
        id: ids.hash++,
        variantId: ids.variant++,
        sha256,
        md5: md5Of(sha256),
        sha1: sha1Of(sha256),
        fileName,
        filePath: file_path.replace(/[^\\]*$/, fileName),
        hashType: hashTypeOf(fileName, type),
        severity: sev.blocked,
        eventType: t.event_type,
        policyName: policy_name,
        firstSeen: event.reported_at,
      };
      hashes.push(hash);
      Object.assign(event, {
        hash_id: hash.id,
        variant_id: hash.variantId,
        hash_class: 'notFound',
        severity: t.action === 'allowed' ? sev.allowed : sev.blocked,
      });
    }
    events.push(event);
  }
  return { events, hashes };
}
