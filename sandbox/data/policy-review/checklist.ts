// Checklist items of the PolicyReview area: one item per block of a review, with its decision.
// Lists, the items a review takes on, and the single and bulk decision writes.
import type { components } from '../../../src/gen/openapi.gen';
import type { Database, Queryable } from '../../db/database';
import type { Principal } from '../../http/principal';
import type { Scope } from '../../http/scope';
import type { RequestBody } from '../../http/types';
import { pagedList, type ListSort, type Page } from '../paged-list';
import { reviewScopeWhere, type ReviewRow } from '../review-scope';
import { Params, likePattern } from '../sql';
import { iso } from '../timestamps';
import { setOccurrences, touchReviews } from './reviews';
import {
  LIST_STATE_OF_REVIEW,
  REVIEW_STATUSES,
  RISK_LEVELS,
  decisionOptionsOf,
  inPickerOrder,
  type Decision,
} from './values';
import { isFinalStatus } from '../../../src/domain/review-status-moves';

type S = components['schemas'];

// An item's impact: the computers of the review's group (its company for a role-policy review)
// where its block occurred, and their block events.
const ITEM_IMPACT = `left join lateral (
    select count(*)::int as computers, coalesce(sum(o.block_count), 0)::int as events
    from unique_block_occurrences o join computers c on c.id = o.computer_id and not c.deleted
      join groups g on g.id = c.group_id join sites s on s.id = g.site_id
    where o.unique_block_id = i.unique_block_id
      and (case when r.group_id is not null then c.group_id = r.group_id else s.company_id = r.company_id end)
  ) impact on true`;

const ITEM_SELECT = `select i.id as "checklistItemId", i.review_id as "reviewId", r.name as "reviewName", i.unique_block_id as "uniqueBlockId",
  i.title, i.decision, i.decision_status as "decisionStatus", i.comment, ${LIST_STATE_OF_REVIEW} as "listState",
  r.permission_level as "permissionLevel", i.risk_level as "riskLevel", i.scope, i.mode, impact.computers as "computerCount", impact.events as "blockCount",
  i.updated_by as "updatedBy", ${iso('i.updated_on')} as "updatedOn", ${decisionOptionsOf('ub')} as "decisionOptions"
  from review_checklist_items i join reviews r on r.id = i.review_id
  join unique_blocks ub on ub.id = i.unique_block_id ${ITEM_IMPACT}`;

const ITEM_SORT: ListSort = {
  columns: {
    title: 'lower(i.title)',
    reviewName: 'lower(r.name)',
    decision: 'i.decision',
    decisionStatus: 'i.decision_status',
    riskLevel: inPickerOrder(RISK_LEVELS, 'i.risk_level'),
    computerCount: 'impact.computers',
    blockCount: 'impact.events',
    updatedBy: 'lower(i.updated_by)',
    updatedOn: 'i.updated_on',
  },
  fallback: { column: 'updatedOn', dir: 'desc' },
  tiebreakers: ['i.id'],
  nullable: 'all',
};

type ChecklistRequest = RequestBody<'PolicyReview_ListCheckList'>;

function itemPage(
  db: Queryable,
  p: Params,
  where: string[],
  body: ChecklistRequest,
): Promise<Page<S['ChecklistItem']>> {
  const whereSql = where.join(' and ');
  return pagedList(db, p, body, ITEM_SORT, {
    count: `select count(*)::int as n from review_checklist_items i join reviews r on r.id = i.review_id where ${whereSql}`,
    rows: (order, limit) => `${ITEM_SELECT} where ${whereSql} ${order} ${limit}`,
  });
}

/** The items of every review the scope sees, in one list state. */
export function checklistItems(db: Queryable, scope: Scope, body: ChecklistRequest) {
  const p = new Params();
  const where = [reviewScopeWhere(p, scope), `${LIST_STATE_OF_REVIEW} = ${p.add(body.listState)}`];
  if (body.decisionStatus) where.push(`i.decision_status = ${p.add(body.decisionStatus)}`);
  if (body.search) {
    const like = p.add(likePattern(body.search));
    where.push(
      `(i.title ilike ${like} or r.name ilike ${like} or i.comment ilike ${like} or i.updated_by ilike ${like})`,
    );
  }
  return itemPage(db, p, where, body);
}

/** The items of one review (already checked to be in the scope), in one list state. */
export function reviewChecklistItems(db: Queryable, body: RequestBody<'PolicyReview_ListReviewCheckList'>) {
  const p = new Params();
  const where = [
    `i.review_id = ${p.add(body.reviewId)}`,
    `${LIST_STATE_OF_REVIEW} = ${p.add(body.listState)}`,
  ];
  if (body.decisionStatus) where.push(`i.decision_status = ${p.add(body.decisionStatus)}`);
  if (body.search) {
    const like = p.add(likePattern(body.search));
    where.push(`(i.title ilike ${like} or i.comment ilike ${like} or i.updated_by ilike ${like})`);
  }
  return itemPage(db, p, where, body);
}

export const itemsById = (db: Queryable, ids: number[]) =>
  db.query<S['ChecklistItem']>(`${ITEM_SELECT} where i.id = any($1::int[]) order by i.id`, [ids]);

/** Adds blocks (with their file names) to a review, one pending item each; returns the new items' ids. */
export function addBlocksToReview(
  db: Database,
  principal: Principal,
  reviewId: number,
  blocks: Array<[id: number, fileName: string]>,
  now: Date,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const [blockId, fileName] of blocks) {
      await tx.query(
        'insert into review_blocks (review_id, unique_block_id) values ($1, $2) on conflict do nothing',
        [reviewId, blockId],
      );
      const [row] = await tx.query<{ id: number }>(
        `insert into review_checklist_items (review_id, unique_block_id, title, decision, decision_status, comment, updated_by, updated_on,
           risk_level, scope, mode)
         select $1, $2, $3, null, 'Pending', null, $4, $5, r.risk_level, r.scope, r.mode from reviews r where r.id = $1
         on conflict (review_id, unique_block_id) do nothing returning id`,
        [reviewId, blockId, `Decide on ${fileName}`, principal.name, now],
      );
      if (row) ids.push(row.id);
    }
    if (ids.length > 0) await touchReviews(tx, [reviewId], now);
    return ids;
  });
}

/** An item's review and block, and the decisions its block is offered. */
export async function itemForUpdate(db: Queryable, itemId: number) {
  const [item] = await db.query<{ review_id: number; unique_block_id: number; options: Decision[] }>(
    `select i.review_id, i.unique_block_id, ${decisionOptionsOf('ub')} as options
     from review_checklist_items i join unique_blocks ub on ub.id = i.unique_block_id where i.id = $1`,
    [itemId],
  );
  return item ?? null;
}

type ItemChange = RequestBody<'PolicyReview_UpdateReviewCheckListItem'>;

/** Writes one item's decision; an approved decision reaches the block's occurrences. */
export function updateItem(
  db: Database,
  principal: Principal,
  review: ReviewRow,
  blockId: number,
  body: ItemChange,
  now: Date,
): Promise<void> {
  return db.transaction(async (tx) => {
    // An absent comment keeps the stored one; null clears it.
    await tx.query(
      `update review_checklist_items set decision = $2, decision_status = $3, updated_by = $4, updated_on = $6,
         comment = case when $7::boolean then $5::text else comment end,
         risk_level = coalesce($8, risk_level), scope = coalesce($9, scope), mode = coalesce($10, mode)
       where id = $1`,
      [
        body.checklistItemId,
        body.decision ?? null,
        body.decisionStatus,
        principal.name,
        body.comment ?? null,
        now,
        body.comment !== undefined,
        body.riskLevel ?? null,
        body.scope ?? null,
        body.mode ?? null,
      ],
    );
    await touchReviews(tx, [review.id], now);
    if (body.decisionStatus === 'Approved')
      await setOccurrences(tx, review, 'decision = $1', [body.decision], [blockId]);
  });
}

const ITEMS_INPUT = `jsonb_to_recordset($1::jsonb) as x(id int, decision text, status text, comment text, has_comment boolean,
  risk text, scope text, mode text)`;

/**
 * Several items' decisions at once, each checked by the rules of the single update (the first
 * rule an item fails is its refusal, a message key; an item of a review outside the scope is
 * "not found"). Writes the accepted ones; returns every item's verdict.
 */
export function updateItems(
  db: Database,
  principal: Principal,
  scope: Scope,
  items: RequestBody<'PolicyReview_UpdateReviewCheckListItems'>['items'],
  now: Date,
): Promise<Array<{ id: number; refusal: string | null }>> {
  // The request as rows; an absent comment keeps the stored one, null clears it.
  const rows = JSON.stringify(
    items.map((item) => ({
      id: item.checklistItemId,
      decision: item.decision ?? null,
      status: item.decisionStatus,
      comment: item.comment ?? null,
      has_comment: item.comment !== undefined,
      risk: item.riskLevel ?? null,
      scope: item.scope ?? null,
      mode: item.mode ?? null,
    })),
  );
  const finalStatuses = REVIEW_STATUSES.map((s) => s.id).filter(isFinalStatus);
  return db.transaction(async (tx) => {
    const p = new Params();
    p.add(rows);
    const verdicts = await tx.query<{ id: number; refusal: string | null }>(
      `select x.id, case
         when r.id is null then 'validation.review.item.notFound'
         when r.status = any(${p.add(finalStatuses)}::text[]) then 'validation.review.status.locked'
         when r.permission_level = 'ReadOnly'
           or (x.status in ('Approved', 'Rejected') and r.permission_level <> 'Approver')
           then 'validation.review.permissionLevel.notAllowed'
         when x.status in ('Approved', 'Rejected') and x.decision is null then 'validation.review.decision.required'
         when x.decision is not null and not (x.decision = any(${decisionOptionsOf('ub')}))
           then 'validation.review.decision.notOffered'
       end as refusal
       from ${ITEMS_INPUT}
       left join review_checklist_items i on i.id = x.id
       left join reviews r on r.id = i.review_id and ${reviewScopeWhere(p, scope)}
       left join unique_blocks ub on ub.id = i.unique_block_id`,
      p.values,
    );
    const accepted = verdicts.filter((v) => v.refusal === null).map((v) => v.id);
    if (accepted.length > 0) {
      const changed = await tx.query<{ review_id: number }>(
        `update review_checklist_items i set decision = x.decision, decision_status = x.status, updated_by = $3, updated_on = $4,
           comment = case when x.has_comment then x.comment else i.comment end,
           risk_level = coalesce(x.risk, i.risk_level), scope = coalesce(x.scope, i.scope), mode = coalesce(x.mode, i.mode)
         from ${ITEMS_INPUT}
         where i.id = x.id and i.id = any($2::int[])
         returning i.review_id`,
        [rows, accepted, principal.name, now],
      );
      await touchReviews(tx, [...new Set(changed.map((c) => c.review_id))], now);
      // An approved decision reaches the block's occurrences in the review's group (its
      // company, for a role-policy review), as setOccurrences does for one item.
      await tx.query(
        `update unique_block_occurrences o set decision = i.decision
         from review_checklist_items i join reviews r on r.id = i.review_id, computers c
         where i.id = any($1::int[]) and i.decision_status = 'Approved'
           and o.unique_block_id = i.unique_block_id and c.id = o.computer_id
           and (case when r.group_id is not null then c.group_id = r.group_id
                else c.group_id in (select g.id from groups g join sites s on s.id = g.site_id where s.company_id = r.company_id) end)`,
        [accepted],
      );
    }
    return verdicts;
  });
}
