// Unique blocks of the PolicyReview area: the occurrences (block x computer) a scope may see,
// aggregated per block or listed per computer.
import type { components } from '../../../src/gen/openapi.gen';
import type { Queryable } from '../../db/database';
import type { Scope } from '../../http/scope';
import type { RequestBody } from '../../http/types';
import { pagedList, type ListSort, type Page } from '../paged-list';
import { Params, likePattern, scopeWhere } from '../sql';
import { iso } from '../timestamps';
import { decisionOptionsOf, type Decision } from './values';

type S = components['schemas'];

/** Occurrences (block x computer) the scope may see. */
const OCCURRENCES_FROM = `unique_blocks ub
  join unique_block_occurrences o on o.unique_block_id = ub.id
  join computers c on c.id = o.computer_id and not c.deleted
  join groups g on g.id = c.group_id
  join sites s on s.id = g.site_id`;
const occurrenceScope = (p: Params, scope: Scope) =>
  scopeWhere(p, scope, { company: 's.company_id', site: 'g.site_id', group: 'c.group_id' });

const BLOCK_SORT: ListSort = {
  columns: {
    fileName: 'lower(ub.file_name)',
    publisher: 'lower(ub.publisher)',
    hashClass: 'ub.hash_class',
    blockCount: 'sum(o.block_count)',
    computerCount: 'count(*)',
    firstSeen: 'min(o.first_seen)',
    lastSeen: 'max(o.last_seen)',
  },
  fallback: { column: 'lastSeen', dir: 'desc' },
  tiebreakers: ['ub.id'],
  nullable: 'all',
};

const OCCURRENCE_SORT: ListSort = {
  columns: {
    fileName: 'lower(ub.file_name)',
    computerName: 'lower(c.name)',
    groupName: 'lower(g.name)',
    publisher: 'lower(ub.publisher)',
    hashClass: 'ub.hash_class',
    blockCount: 'o.block_count',
    firstSeen: 'o.first_seen',
    lastSeen: 'o.last_seen',
  },
  fallback: { column: 'lastSeen', dir: 'desc' },
  tiebreakers: ['ub.id, c.id'],
  nullable: 'all',
};

/** A page of the blocks in one list state, aggregated over the scope's computers. */
export function proposedUniqueBlocks(
  db: Queryable,
  scope: Scope,
  body: RequestBody<'PolicyReview_ProposedUniqueBlocks'>,
): Promise<Page<S['UniqueBlock']>> {
  const p = new Params();
  const where = [occurrenceScope(p, scope), `o.list_state = ${p.add(body.listState)}`];
  if (body.hashClass) where.push(`ub.hash_class = ${p.add(body.hashClass)}`);
  if (body.search) {
    const like = p.add(likePattern(body.search));
    where.push(
      `(ub.file_name ilike ${like} or ub.file_path ilike ${like} or ub.sha256 ilike ${like} or ub.publisher ilike ${like})`,
    );
  }
  const whereSql = where.join(' and ');
  return pagedList(db, p, body, BLOCK_SORT, {
    count: `select count(distinct ub.id)::int as n from ${OCCURRENCES_FROM} where ${whereSql}`,
    rows: (order, limit) =>
      `select ub.id as "uniqueBlockId", ub.file_name as "fileName", ub.file_path as "filePath", ub.sha256, ub.publisher,
         ub.hash_class as "hashClass", sum(o.block_count)::int as "blockCount", count(*)::int as "computerCount",
         ${iso('min(o.first_seen)')} as "firstSeen", ${iso('max(o.last_seen)')} as "lastSeen", ub.proposed_action as "proposedAction",
         max(o.decision) as decision, min(o.list_state) as "listState"
       from ${OCCURRENCES_FROM} where ${whereSql}
       group by ub.id ${order} ${limit}`,
  });
}

/** A page of the occurrences in one list state, one row per block and computer. */
export function individualProposedUniqueBlocks(
  db: Queryable,
  scope: Scope,
  body: RequestBody<'PolicyReview_IndividualProposedUniqueBlocks'>,
): Promise<Page<S['IndividualUniqueBlock']>> {
  const p = new Params();
  const where = [occurrenceScope(p, scope), `o.list_state = ${p.add(body.listState)}`];
  if (body.hashClass) where.push(`ub.hash_class = ${p.add(body.hashClass)}`);
  if (body.uniqueBlockId !== null && body.uniqueBlockId !== undefined)
    where.push(`ub.id = ${p.add(body.uniqueBlockId)}`);
  if (body.computerGuid) where.push(`c.guid = ${p.add(body.computerGuid)}`);
  if (body.search) {
    const like = p.add(likePattern(body.search));
    where.push(
      `(ub.file_name ilike ${like} or ub.file_path ilike ${like} or ub.sha256 ilike ${like} or ub.publisher ilike ${like} or c.name ilike ${like})`,
    );
  }
  const whereSql = where.join(' and ');
  return pagedList(db, p, body, OCCURRENCE_SORT, {
    count: `select count(*)::int as n from ${OCCURRENCES_FROM} where ${whereSql}`,
    rows: (order, limit) =>
      `select ub.id as "uniqueBlockId", ub.file_name as "fileName", ub.file_path as "filePath", ub.sha256, ub.publisher,
         ub.hash_class as "hashClass", o.block_count as "blockCount", 1 as "computerCount",
         ${iso('o.first_seen')} as "firstSeen", ${iso('o.last_seen')} as "lastSeen", ub.proposed_action as "proposedAction",
         o.decision, o.list_state as "listState", c.guid::text as "computerGuid", c.name as "computerName", g.name as "groupName"
       from ${OCCURRENCES_FROM} where ${whereSql} ${order} ${limit}`,
  });
}

/** The file names of those of these blocks that were blocked somewhere in the scope. */
export async function visibleBlockNames(
  db: Queryable,
  scope: Scope,
  blockIds: number[],
): Promise<Map<number, string>> {
  const p = new Params();
  const visible = await db.query<{ id: number; file_name: string }>(
    `select distinct ub.id, ub.file_name from ${OCCURRENCES_FROM}
     where ub.id = any(${p.add(blockIds)}::int[]) and ${occurrenceScope(p, scope)}`,
    p.values,
  );
  return new Map(visible.map((b) => [b.id, b.file_name]));
}

/** The decisions offered for a block the scope saw blocked (null when it saw none). */
export async function blockDecisionOptions(
  db: Queryable,
  scope: Scope,
  blockId: number,
): Promise<Decision[] | null> {
  const p = new Params();
  const [block] = await db.query<{ options: Decision[] }>(
    `select ${decisionOptionsOf('ub')} as options from ${OCCURRENCES_FROM}
     where ub.id = ${p.add(blockId)} and ${occurrenceScope(p, scope)} limit 1`,
    p.values,
  );
  return block?.options ?? null;
}
