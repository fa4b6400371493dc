// The blocked events behind the unique blocks (issue 25: unique blocks come from blocked events).
// Each planned occurrence (a block on a computer, n times between two instants) is written as n
// blocked events of the block's file, after which every occurrence is read back from the blocked
// events of its hash: a block's count on a computer is the number of events the event inspection
// finds for that hash there, and a computer whose events block the hash lists it too.
import type { Database } from '../../db/database';
import { insertRows, type SeedContext } from '../context';
import { EVENT_COLUMNS } from '../table-columns';
import { aggregateHashes } from '../inspection/aggregates';
import { detectionsOf, hashTypeOf, md5Of, sha1Of, severityOf } from '../inspection/hash-traits';
import type { EventType } from '../inspection/vocabulary';
import type { Estate } from './estate';
import type { Occurrences } from './occurrences';
import type { Block } from './vocabulary';

interface HashRow {
  id: number;
  sha256: string;
  hash_class: Block['hashClass'];
}

const eventTypeOf = (fileName: string): EventType =>
  fileName.toLowerCase().endsWith('.dll') ? 'DllLoadBlocked' : 'ExecutionBlocked';

/** The file hashes of the blocks: those the events already know, and new ones for the rest. */
async function blockHashes(
  ctx: SeedContext,
  blocks: Block[],
  occ: Occurrences,
): Promise<Map<number, HashRow>> {
  const { db } = ctx;
  const rng = ctx.random('block-events');
  const known = new Map(
    (
      await db.query<HashRow>(
        'select id, sha256, hash_class from file_hashes where sha256 = any($1::text[])',
        [blocks.map((b) => b.sha256)],
      )
    ).map((h) => [h.sha256, h]),
  );
  const [{ max }] = (await db.query<{ max: number }>(
    'select coalesce(max(id), 0)::int as max from file_hashes',
  )) as [{ max: number }];
  let nextId = max + 1;
  const firstSeen = new Map<number, Date>();
  for (const o of occ.values())
    if (!firstSeen.has(o.block) || o.first < firstSeen.get(o.block)!) firstSeen.set(o.block, o.first);
  const added: unknown[][] = [];
  const byBlock = new Map<number, HashRow>();
  for (const b of blocks) {
    let h = known.get(b.sha256);
    if (!h) {
      h = { id: nextId++, sha256: b.sha256, hash_class: b.hashClass };
      const type = eventTypeOf(b.fileName);
      const { detections, engines } = detectionsOf(rng, b.hashClass);
      added.push([
        h.id,
        b.sha256,
        md5Of(b.sha256),
        sha1Of(b.sha256),
        b.fileName,
        hashTypeOf(b.fileName, type),
        b.hashClass,
        severityOf(rng, b.hashClass, type).blocked,
        detections,
        engines,
        b.publisher,
        firstSeen.get(b.id) ?? ctx.now,
      ]);
    }
    byBlock.set(b.id, h);
  }
  await insertRows(
    db,
    'file_hashes',
    [
      ['id', 'int'],
      ['sha256', 'text'],
      ['md5', 'text'],
      ['sha1', 'text'],
      ['file_name', 'text'],
      ['hash_type', 'text'],
      ['hash_class', 'text'],
      ['severity', 'text'],
      ['detection_count', 'int'],
      ['engine_count', 'int'],
      ['publisher', 'text'],
      ['first_seen', 'timestamptz'],
    ],
    added,
  );
  return byBlock;
}

/** Writes the planned occurrences as blocked events, then reads every occurrence back from them. */
export async function seedBlockEvents(
  ctx: SeedContext,
  blocks: Block[],
  occ: Occurrences,
  { byId }: Estate,
): Promise<void> {
  const { db } = ctx;
  const hashes = await blockHashes(ctx, blocks, occ);
  const rng = ctx.random('block-event-severity');
  const max = async (table: string) =>
    (await db.query<{ max: number }>(`select coalesce(max(id), 0)::bigint::text as max from ${table}`))[0]!
      .max;
  const firstEventId = Number(await max('events')) + 1;
  let variantId = Number(await max('event_variants')) + 1;
  const computers = new Map(
    (
      await db.query<{ id: number; site_id: number; user_name: string; login: string }>(
        `select c.id, g.site_id, coalesce(c.domain, 'CORP') || '\\' || coalesce(c.logged_on_user, 'user') as user_name,
                coalesce(c.logged_on_user, 'user') as login
         from computers c join groups g on g.id = c.group_id`,
      )
    ).map((c) => [c.id, c]),
  );
  await namePathsByTheirUsers(db, blocks, occ, computers);
  // One variant per block: the file at its path, blocked by the agent's policy; a file in a
  // user's folder has one more for each other user whose computer blocked it.
  const variants = new Map<string, number>();
  const variantRows: unknown[][] = [];
  const variantOf = (b: Block, path: string) => {
    const key = `${b.id}|${path}`;
    let id = variants.get(key);
    if (id === undefined) {
      id = variantId++;
      variants.set(key, id);
      variantRows.push([id, hashes.get(b.id)!.id, eventTypeOf(b.fileName), b.fileName, path]);
    }
    return id;
  };
  for (const b of blocks) variantOf(b, b.filePath);
  const pathOn = (b: Block, computerId: number) =>
    b.pathPattern ? b.pathPattern.replace('{u}', computers.get(computerId)!.login) : b.filePath;
  const blockById = new Map(blocks.map((b) => [b.id, b]));
  for (const o of occ.values())
    variantOf(blockById.get(o.block)!, pathOn(blockById.get(o.block)!, o.computer.id));
  await insertRows(
    db,
    'event_variants',
    [
      ['id', 'int'],
      ['hash_id', 'int'],
      ['event_type', 'text'],
      ['file_name', 'text'],
      ['file_path', 'text'],
    ],
    variantRows,
  );
  const events: unknown[][] = [];
  let id = firstEventId;
  for (const o of occ.values()) {
    const b = blockById.get(o.block)!;
    const h = hashes.get(o.block)!;
    const c = computers.get(o.computer.id)!;
    const first = o.first.getTime();
    const last = Math.min(o.last.getTime(), ctx.now.getTime());
    const type = eventTypeOf(b.fileName);
    for (let k = 0; k < o.count; k++) {
      const at = o.count === 1 ? last : first + Math.round(((last - first) * k) / (o.count - 1));
      events.push([
        id++,
        new Date(Math.max(first, Math.min(at, last))),
        o.computer.company_id,
        c.site_id,
        o.computer.group_id,
        o.computer.id,
        h.id,
        variantOf(b, pathOn(b, o.computer.id)),
        type,
        'blocked',
        severityOf(rng, h.hash_class, type).blocked,
        h.hash_class,
        c.user_name,
      ]);
    }
  }
  await insertRows(db, 'events', EVENT_COLUMNS, events);
  const hashIds = [...new Set([...hashes.values()].map((h) => h.id))];
  await aggregateHashes(db, hashIds, firstEventId);
  await readBackOccurrences(db, blocks, hashes, occ, byId);
}

/**
 * A generated block in a user's folder names the user of the computer that blocked it first (not
 * some other user's folder): in memory, for the reviews' titles, and in unique_blocks.
 */
async function namePathsByTheirUsers(
  db: Database,
  blocks: Block[],
  occ: Occurrences,
  computers: Map<number, { login: string }>,
): Promise<void> {
  const first = new Map<number, { at: number; login: string }>();
  for (const o of occ.values()) {
    const seen = first.get(o.block);
    if (!seen || o.first.getTime() < seen.at)
      first.set(o.block, { at: o.first.getTime(), login: computers.get(o.computer.id)!.login });
  }
  const renamed: unknown[][] = [];
  for (const b of blocks) {
    const user = first.get(b.id);
    if (!b.pathPattern || !user) continue;
    b.filePath = b.pathPattern.replace('{u}', user.login);
    renamed.push([b.id, b.filePath]);
  }
  if (renamed.length === 0) return;
  await db.query(
    `update unique_blocks u set file_path = r.file_path
     from unnest($1::int[], $2::text[]) as r(id, file_path) where u.id = r.id`,
    [renamed.map((row) => row[0]), renamed.map((row) => row[1])],
  );
}

/** Every occurrence from the blocked events of its hash on a live computer: count, first and last. */
async function readBackOccurrences(
  db: Database,
  blocks: Block[],
  hashes: Map<number, HashRow>,
  occ: Occurrences,
  byId: Estate['byId'],
): Promise<void> {
  const rows = await db.query<{
    hash_id: number;
    computer_id: number;
    n: number;
    first: Date | string;
    last: Date | string;
  }>(
    `select hash_id, computer_id, count(*)::int as n, min(reported_at) as first, max(reported_at) as last
     from events where hash_id = any($1::int[]) and action = 'blocked' group by 1, 2 order by 1, 2`,
    [[...new Set([...hashes.values()].map((h) => h.id))]],
  );
  const byHash = new Map<number, typeof rows>();
  for (const r of rows) byHash.set(r.hash_id, [...(byHash.get(r.hash_id) ?? []), r]);
  for (const b of blocks) {
    const seen = new Set<string>();
    for (const r of byHash.get(hashes.get(b.id)!.id) ?? []) {
      const computer = byId.get(r.computer_id);
      if (!computer) continue;
      const key = `${b.id}:${computer.id}`;
      seen.add(key);
      const planned = occ.get(key);
      const read = { count: r.n, first: new Date(r.first), last: new Date(r.last) };
      if (planned) Object.assign(planned, read);
      else occ.set(key, { block: b.id, computer, ...read, state: 'draftreviews', decision: null });
    }
    for (const key of [...occ.keys()]) if (key.startsWith(`${b.id}:`) && !seen.has(key)) occ.delete(key);
  }
}
