// Reviews of the PolicyReview area: their rows, the list, the writes of the status workflow and
// the dashboard's figures. Which reviews a scope sees is review-scope.ts's.
import { randomUUID } from 'node:crypto';
import type { components } from '../../../src/gen/openapi.gen';
import { readCached, type Database, type Queryable } from '../../db/database';
import type { Principal } from '../../http/principal';
import type { Scope } from '../../http/scope';
import type { OkBody, RequestBody } from '../../http/types';
import { pagedList, type ListSort, type Page } from '../paged-list';
import { reviewScopeWhere, type ReviewRow } from '../review-scope';
import { Params, likePattern } from '../sql';
import { iso } from '../timestamps';
import {
  LIST_STATE_OF_REVIEW,
  REVIEW_STATUSES,
  RISK_LEVELS,
  inPickerOrder,
  type ReviewStatus,
} from './values';

type S = components['schemas'];

const REVIEW_SELECT = `select r.id as "reviewId", r.guid::text as "reviewGuid", r.name, r.description, r.risk_level as "riskLevel",
  r.permission_level as "permissionLevel", r.status, r.mode, r.scope, r.created_by as "createdBy",
  ${iso('r.created_on')} as "createdOn", ${iso('r.updated_on')} as "updatedOn", rg.guid::text as "groupGuid", rg.name as "groupName",
  (select count(*)::int from review_blocks rb where rb.review_id = r.id) as "uniqueBlockCount",
  (select count(*)::int from review_checklist_items ri where ri.review_id = r.id) as "checklistItemCount",
  (select count(*)::int from review_checklist_items ri where ri.review_id = r.id and ri.decision_status <> 'Pending') as "decidedItemCount",
  (select json_build_object('blockId', pb.id, 'blockName', pb.name, 'version', w.version,
      'componentCount', coalesce(array_length(w.component_keys, 1), 0))
    from review_policy_writes w join policy_blocks pb on pb.id = w.block_id where w.review_id = r.id) as "policyChange"
  from reviews r left join groups rg on rg.id = r.group_id`;

const REVIEW_SORT: ListSort = {
  columns: {
    name: 'lower(r.name)',
    // In the workflow's order and the risk's, not alphabetically.
    status: inPickerOrder(REVIEW_STATUSES, 'r.status'),
    riskLevel: inPickerOrder(RISK_LEVELS, 'r.risk_level'),
    permissionLevel: 'r.permission_level',
    groupName: 'lower(rg.name)',
    createdBy: 'lower(r.created_by)',
    createdOn: 'r.created_on',
    updatedOn: 'r.updated_on',
    checklistItemCount: '"checklistItemCount"',
  },
  fallback: { column: 'updatedOn', dir: 'desc' },
  tiebreakers: ['r.id'],
  nullable: 'all',
};

/** A review as the contract has it, when the scope sees it. */
export async function reviewById(db: Queryable, scope: Scope, reviewId: number): Promise<S['Review'] | null> {
  const p = new Params();
  const [row] = await db.query<S['Review']>(
    `${REVIEW_SELECT} where r.id = ${p.add(reviewId)} and ${reviewScopeWhere(p, scope)}`,
    p.values,
  );
  return row ?? null;
}

/** A review just written by the session: read without the scope's narrowing to sites or groups. */
export const writtenReview = (db: Queryable, scope: Scope, reviewId: number) =>
  reviewById(db, { ...scope, companyIds: null, siteIds: null, groupIds: null }, reviewId);

export function listReviews(
  db: Queryable,
  scope: Scope,
  body: RequestBody<'PolicyReview_ListReviews'>,
): Promise<Page<S['Review']>> {
  const p = new Params();
  const where = [reviewScopeWhere(p, scope)];
  if (body.status) where.push(`r.status = ${p.add(body.status)}`);
  if (body.riskLevel) where.push(`r.risk_level = ${p.add(body.riskLevel)}`);
  if (body.search) {
    const like = p.add(likePattern(body.search));
    where.push(
      `(r.name ilike ${like} or r.description ilike ${like} or rg.name ilike ${like} or r.created_by ilike ${like})`,
    );
  }
  const whereSql = where.join(' and ');
  return pagedList(db, p, body, REVIEW_SORT, {
    count: `select count(*)::int as n from reviews r left join groups rg on rg.id = r.group_id where ${whereSql}`,
    rows: (order, limit) => `${REVIEW_SELECT} where ${whereSql} ${order} ${limit}`,
  });
}

/** Where a review belongs: its group (none for a role-policy review) and its company. */
export interface ReviewTarget {
  groupId: number | null;
  companyId: number;
}

/** Resolves the group of a review body: the guid given, or the selected group. */
export async function reviewTarget(
  db: Queryable,
  scope: Scope,
  principal: Principal,
  groupGuid: string | null | undefined,
  reviewScope: S['ReviewScope'],
): Promise<ReviewTarget | 'forbidden' | 'invalid'> {
  if (groupGuid) {
    const [g] = await db.query<{ id: number; site_id: number; company_id: number }>(
      `select g.id, g.site_id, s.company_id from groups g join sites s on s.id = g.site_id join companies co on co.id = s.company_id
       where g.guid = $1 and not co.deleted`,
      [groupGuid],
    );
    if (!g) return 'forbidden';
    if (scope.companyIds !== null && !scope.companyIds.includes(g.company_id)) return 'forbidden';
    if (scope.siteIds !== null && !scope.siteIds.includes(g.site_id)) return 'forbidden';
    if (scope.groupIds !== null && !scope.groupIds.includes(g.id)) return 'forbidden';
    return { groupId: g.id, companyId: g.company_id };
  }
  if (reviewScope !== 'RolePolicy') {
    if (scope.groupId === null) return 'invalid';
    const [g] = await db.query<{ company_id: number }>(
      'select s.company_id from groups g join sites s on s.id = g.site_id where g.id = $1',
      [scope.groupId],
    );
    return g ? { groupId: scope.groupId, companyId: g.company_id } : 'invalid';
  }
  const companyId = scope.companyId ?? principal.companyId;
  return companyId === null ? 'invalid' : { groupId: null, companyId };
}

type ReviewFields = RequestBody<'PolicyReview_CreateReview'>;

/** A new review in DraftReview; returns its id. */
export function insertReview(
  db: Database,
  principal: Principal,
  target: ReviewTarget,
  body: ReviewFields,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `insert into reviews (guid, company_id, group_id, name, description, risk_level, permission_level, status, mode, scope,
         created_by, created_by_user_id, created_on, updated_on)
       values ($1, $2, $3, $4, $5, $6, $7, 'DraftReview', $8, $9, $10, $11, $12, $12) returning id`,
      [
        randomUUID(),
        target.companyId,
        target.groupId,
        body.name,
        body.description ?? null,
        body.riskLevel,
        body.permissionLevel,
        body.mode,
        body.scope,
        principal.name,
        principal.userId,
        now,
      ],
    );
    return row!.id;
  });
}

export async function updateReview(
  tx: Queryable,
  reviewId: number,
  target: ReviewTarget,
  body: ReviewFields,
  now: Date,
): Promise<void> {
  await tx.query(
    `update reviews set name = $2, description = $3, risk_level = $4, permission_level = $5, mode = $6, scope = $7,
       group_id = $8, company_id = $9, updated_on = $10 where id = $1`,
    [
      reviewId,
      body.name,
      body.description ?? null,
      body.riskLevel,
      body.permissionLevel,
      body.mode,
      body.scope,
      target.groupId,
      target.companyId,
      now,
    ],
  );
}

export const touchReviews = (tx: Queryable, reviewIds: number[], now: Date) =>
  tx.query('update reviews set updated_on = $2 where id = any($1::int[])', [reviewIds, now]);

/** Moves the occurrences of a review's blocks (in its group, or its company for a role-policy review). */
export async function setOccurrences(
  tx: Queryable,
  review: ReviewRow,
  set: string,
  values: unknown[],
  blockIds?: number[],
): Promise<void> {
  const p = new Params();
  for (const v of values) p.add(v);
  const blocks = blockIds
    ? `o.unique_block_id = any(${p.add(blockIds)}::int[])`
    : `o.unique_block_id in (select unique_block_id from review_blocks where review_id = ${p.add(review.id)})`;
  const where =
    review.group_id !== null
      ? `c.group_id = ${p.add(review.group_id)}`
      : `c.group_id in (select g.id from groups g join sites s on s.id = g.site_id where s.company_id = ${p.add(review.company_id)})`;
  await tx.query(
    `update unique_block_occurrences o set ${set}
     from computers c where c.id = o.computer_id and ${where} and ${blocks}`,
    p.values,
  );
}

/**
 * Moves a review from its current status (false when someone moved it meanwhile); a completed or
 * deleted review takes its blocks' occurrences into the completed or deleted list.
 */
export async function moveReviewStatus(
  tx: Queryable,
  current: ReviewRow,
  status: ReviewStatus,
  now: Date,
): Promise<boolean> {
  const [moved] = await tx.query<{ id: number }>(
    'update reviews set status = $2, updated_on = $3 where id = $1 and status = $4 returning id',
    [current.id, status, now, current.status],
  );
  if (!moved) return false;
  if (status === 'Completed' || status === 'KeepEnforcing')
    await setOccurrences(tx, current, `list_state = $1`, ['completed']);
  if (status === 'Deleted') await setOccurrences(tx, current, `list_state = $1`, ['deleted']);
  return true;
}

/** The dashboard's figures: reviews by status and by risk, pending decisions, the recent reviews. */
export async function reviewDashboard(
  db: Queryable,
  scope: Scope,
  body: RequestBody<'PolicyReview_GetPolicyReviewDashboard'>,
): Promise<OkBody<'PolicyReview_GetPolicyReviewDashboard'>['entityData']> {
  const p = new Params();
  const where = reviewScopeWhere(p, scope);
  const byStatus = await db.query<{ status: ReviewStatus; n: number }>(
    `select r.status, count(*)::int as n from reviews r where ${where} group by r.status`,
    p.values,
  );
  const byRisk = await db.query<{ risk: S['RiskLevel']; n: number }>(
    `select r.risk_level as risk, count(*)::int as n from reviews r where ${where} group by r.risk_level`,
    p.values,
  );
  const [pending] = await readCached<{ n: number }>(
    db,
    `select count(*)::int as n from review_checklist_items i join reviews r on r.id = i.review_id
     where ${where} and i.decision_status = 'Pending' and ${LIST_STATE_OF_REVIEW} = 'draftreviews'`,
    p.values,
  );
  const q = new Params();
  const recentWhere = [reviewScopeWhere(q, scope)];
  if (body.status) recentWhere.push(`r.status = ${q.add(body.status)}`);
  const recent = await db.query<S['Review']>(
    `${REVIEW_SELECT} where ${recentWhere.join(' and ')} order by r.updated_on desc, r.id desc limit ${q.add(body.recentCount ?? 10)}`,
    q.values,
  );
  const statusCount = new Map(byStatus.map((r) => [r.status, r.n]));
  const riskCount = new Map(byRisk.map((r) => [r.risk, r.n]));
  return {
    totalReviews: byStatus.reduce((s, r) => s + r.n, 0),
    pendingDecisions: pending?.n ?? 0,
    byStatus: REVIEW_STATUSES.map((s) => ({ status: s.id, count: statusCount.get(s.id) ?? 0 })),
    byRiskLevel: RISK_LEVELS.map((r) => ({ riskLevel: r.id, count: riskCount.get(r.id) ?? 0 })),
    recentReviews: recent,
  };
}
