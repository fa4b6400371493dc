// Security alerts derived from the seeded events: each security condition of a company applies
// its rule to the company's events of the last 45 days, and the matching events of one file, one
// event type and one computer on one (UTC) day make an alert once they reach its threshold. The
// alert's events are those events themselves (same ids, computer, hash, times); a condition
// switched off raised alerts only before it was.
import type { Queryable } from '../../db/database';
import type { ProcessNode } from '../inspection/process-trees';
import { matchesRule } from './condition-rules';
import type { Cond } from './conditions';
import type { AlarmEventRow, PlannedAlarm } from './planned-alarm';

const DAY = 86_400_000;
/** How far back the alert console holds alerts. */
const ALERT_DAYS = 45;

interface EventRow {
  id: number;
  reported_at: Date | string;
  company_id: number;
  computer_id: number;
  computer_guid: string;
  hash_id: number;
  variant_id: number;
  event_type: string;
  action: string;
  hash_class: string;
  user_name: string | null;
  sha256: string;
  publisher: string | null;
}

interface VariantRow {
  id: number;
  file_name: string;
  file_path: string;
  policy_name: string | null;
  process_tree: string | null;
}

/** The path of the process that started the file: the parent of the deepest node running it. */
function parentPath(tree: string | null, sha256: string, filePath: string): string | null {
  if (tree === null) return null;
  let best: { depth: number; parent: string | null } | null = null;
  const visit = (node: ProcessNode, parent: ProcessNode | null, depth: number) => {
    const runs =
      node.sha256 !== null && node.sha256 !== undefined
        ? node.sha256 === sha256
        : node.filePath.toLowerCase() === filePath.toLowerCase();
    if (runs && (!best || depth > best.depth)) best = { depth, parent: parent?.filePath ?? null };
    for (const child of node.children) visit(child, node, depth + 1);
  };
  visit(JSON.parse(tree) as ProcessNode, null, 0);
  return (best as { parent: string | null } | null)?.parent ?? null;
}

const baseName = (path: string) => path.split('\\').pop() ?? path;
const userFolder = (user: string | null) => user?.split('\\')[1] || 'Public';

function title(cond: Cond, file: string, parent: string | null, n: number, japanese: boolean): string {
  switch (cond.rule) {
    case 'maliciousBlocked':
      return japanese ? `悪意のあるファイルをブロック: ${file}` : `Malicious file blocked: ${file}`;
    case 'repeatedBlocks':
      return japanese ? `${file} が 1 日に ${n} 回ブロックされました` : `${file} blocked ${n} times in a day`;
    case 'removableMedia':
      return `${file} blocked ${n} times from removable media`;
    case 'tampering':
      return japanese ? `エージェントの改ざんの試み: ${file}` : `Agent tampering attempt: ${file}`;
    case 'remoteAccess':
      return n === 1 ? `${file} blocked` : `${file} blocked ${n} times`;
    case 'officeChild':
      return `${file} started by ${parent ? baseName(parent) : 'Office'}`;
    default:
      return cond.name;
  }
}

function message(e: EventRow, file: string): string {
  if (e.action === 'blocked') return `${file} was blocked (${e.event_type}, ${e.hash_class}).`;
  if (e.action === 'audited')
    return `${file} would have been blocked (${e.event_type}, audited in Discovery mode).`;
  return `${file} was allowed (${e.event_type}).`;
}

export async function securityAlarms(
  db: Queryable,
  now: Date,
  conds: Cond[],
  japaneseCompanies: Set<number>,
  /** The simulator derives only the days it added events to (the start of a UTC day). */
  from?: Date,
): Promise<PlannedAlarm[]> {
  const security = conds.filter((c) => c.companyId !== null && c.category >= 11 && c.category <= 19);
  const companies = [...new Set(security.map((c) => c.companyId!))];
  if (companies.length === 0) return [];
  const since = from ? new Date(from.getTime() - 1) : new Date(now.getTime() - ALERT_DAYS * DAY);
  const events = await db.query<EventRow>(
    `select e.id::int as id, e.reported_at, e.company_id, e.computer_id, c.guid::text as computer_guid, e.hash_id, e.variant_id,
       e.event_type, e.action, e.hash_class, e.user_name, h.sha256, h.publisher
     from events e join file_hashes h on h.id = e.hash_id join computers c on c.id = e.computer_id
     where e.company_id = any($1::int[]) and e.reported_at > $2 and e.reported_at <= $3
       and e.action <> 'allowed'
     order by e.reported_at, e.id`,
    [companies, since, now],
  );
  const variants = new Map(
    (
      await db.query<VariantRow>(
        'select id, file_name, file_path, policy_name, process_tree::text as process_tree from event_variants where id = any($1::int[])',
        [[...new Set(events.map((e) => e.variant_id))]],
      )
    ).map((v) => [v.id, v]),
  );
  const parents = new Map<string, string | null>();
  const parentOf = (e: EventRow, v: VariantRow) => {
    const key = `${v.id}:${e.sha256}`;
    if (!parents.has(key)) parents.set(key, parentPath(v.process_tree, e.sha256, v.file_path));
    return parents.get(key)!;
  };
  const byCompany = new Map<number, Cond[]>();
  for (const c of security) byCompany.set(c.companyId!, [...(byCompany.get(c.companyId!) ?? []), c]);

  // Groups in the order of their first event: (condition, computer, file, type, day).
  const groups = new Map<string, { cond: Cond; rows: EventRow[] }>();
  for (const e of events) {
    const v = variants.get(e.variant_id)!;
    const at = new Date(e.reported_at);
    const parent = parentOf(e, v);
    const facts = {
      eventType: e.event_type,
      action: e.action,
      hashClass: e.hash_class,
      fileName: v.file_name,
      parentName: parent === null ? null : baseName(parent),
    };
    for (const cond of byCompany.get(e.company_id) ?? []) {
      if (!cond.enabled && at.getTime() >= cond.updatedOn.getTime()) continue;
      if (!matchesRule(cond.rule, facts)) continue;
      const key = `${cond.id}|${e.computer_id}|${e.hash_id}|${e.event_type}|${Math.floor(at.getTime() / DAY)}`;
      const group = groups.get(key) ?? { cond, rows: [] };
      group.rows.push(e);
      groups.set(key, group);
    }
  }

  const planned: PlannedAlarm[] = [];
  for (const { cond, rows } of groups.values()) {
    if (rows.length < cond.threshold) continue;
    const first = rows[0]!;
    const v = variants.get(first.variant_id)!;
    const parent = parentOf(first, v);
    const alarmEvents: AlarmEventRow[] = rows.map((e) => {
      const folder = userFolder(e.user_name);
      const ev = variants.get(e.variant_id)!;
      const p = parentOf(e, ev);
      return [
        e.id,
        e.event_type,
        new Date(e.reported_at),
        e.user_name,
        ev.file_name,
        ev.file_path.replaceAll('{user}', folder),
        e.sha256,
        e.publisher,
        p === null ? null : p.replaceAll('{user}', folder),
        message(e, ev.file_name),
      ];
    });
    planned.push({
      cond,
      companyId: first.company_id,
      computerId: first.computer_id,
      computerGuid: first.computer_guid,
      title: title(cond, v.file_name, parent, rows.length, japaneseCompanies.has(first.company_id)),
      triggered: new Date(rows[cond.threshold - 1]!.reported_at),
      last: new Date(rows[rows.length - 1]!.reported_at),
      events: alarmEvents,
    });
  }
  return planned;
}
