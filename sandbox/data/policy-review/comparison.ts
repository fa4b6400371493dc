// Two reviews compared (PolicyReview_CompareReviews), or a review against the policy as it stands,
// per unique block: a page of rows and the total. The policy's decision on a block is the one
// recorded where review A applies (its group, or its company for a role-policy review). Both
// reviews are already checked against the session's scope.
import type { components } from '../../../src/gen/openapi.gen';
import { readCached, type Queryable } from '../../db/database';
import type { RequestBody } from '../../http/types';
import type { ReviewRow } from '../review-scope';
import { Params, likePattern, limitOffset, orderBy } from '../sql';

type Row = components['schemas']['ReviewComparisonRow'];

const ROW_COLUMNS = `ub.id as "uniqueBlockId", ub.file_name as "fileName", ub.sha256,
  a.decision, a.decision_status as "decisionStatus"`;

/** A page of review A compared with review B (or, B null, with the policy in force). */
export async function comparisonPage(
  db: Queryable,
  reviewA: ReviewRow,
  reviewB: ReviewRow | null,
  request: RequestBody<'PolicyReview_CompareReviews'>,
): Promise<{ rows: Row[]; totalCount: number }> {
  const p = new Params();
  const a = p.add(reviewA.id);
  let compared: string;
  if (reviewB) {
    // Every block on either checklist; changed when the two decisions differ.
    const b = p.add(reviewB.id);
    compared = `select ${ROW_COLUMNS}, o.decision as "otherDecision", o.decision_status as "otherDecisionStatus",
        (a.decision is distinct from o.decision) as changed
      from (select unique_block_id from review_checklist_items where review_id in (${a}, ${b}) group by unique_block_id) u
      join unique_blocks ub on ub.id = u.unique_block_id
      left join review_checklist_items a on a.review_id = ${a} and a.unique_block_id = ub.id
      left join review_checklist_items o on o.review_id = ${b} and o.unique_block_id = ub.id`;
  } else {
    // Every block on A's checklist; changed when A decides something the policy does not hold.
    const where =
      reviewA.group_id !== null
        ? `c.group_id = ${p.add(reviewA.group_id)}`
        : `c.group_id in (select g.id from groups g join sites s on s.id = g.site_id where s.company_id = ${p.add(reviewA.company_id)})`;
    compared = `select ${ROW_COLUMNS}, pol.decision as "otherDecision", null::text as "otherDecisionStatus",
        (a.decision is not null and a.decision is distinct from pol.decision) as changed
      from review_checklist_items a
      join unique_blocks ub on ub.id = a.unique_block_id
      left join lateral (
        select max(o.decision) as decision from unique_block_occurrences o
        join computers c on c.id = o.computer_id and not c.deleted
        where o.unique_block_id = ub.id and ${where}
      ) pol on true
      where a.review_id = ${a}`;
  }

  const filters: string[] = [];
  if (request.changedOnly) filters.push('x.changed');
  if (request.search) {
    const like = p.add(likePattern(request.search));
    filters.push(`(x."fileName" ilike ${like} or x.sha256 ilike ${like})`);
  }
  const whereSql = filters.length > 0 ? `where ${filters.join(' and ')}` : '';
  const [count] = await readCached<{ n: number }>(
    db,
    `select count(*)::int as n from (${compared}) x ${whereSql}`,
    p.values,
  );
  const order = orderBy(
    request.sortColumn,
    request.sortDir,
    { fileName: 'lower(x."fileName")', changed: 'x.changed' },
    { column: 'fileName', dir: 'asc' },
    'x."uniqueBlockId"',
  );
  const rows = await db.query<Row>(
    `select x.* from (${compared}) x ${whereSql} ${order} ${limitOffset(p, request.page, request.pageSize)}`,
    p.values,
  );
  return { rows, totalCount: count?.n ?? 0 };
}
