// Handlers of the PolicyReview area: unique blocks (aggregated over the scope, or per
// computer), reviews with their status workflow, checklists of decisions and the pickers.
// Policy review is group-level work: the access table (src/access/operation-access.ts) refuses
// company and site roles before any handler runs.
import { randomUUID } from 'node:crypto';
import type { components } from '../../src/gen/openapi.gen';
import { readCached, type Queryable } from '../db/database';
import { forbidden, invalid, notFound, ok } from '../http/replies';
import type { Principal } from '../http/principal';
import type { Scope } from '../http/scope';
import { Params, likePattern, limitOffset, orderBy, scopeWhere } from '../data/sql';
import { iso } from '../data/timestamps';
import { reviewRow, reviewScopeWhere, type ReviewRow } from '../data/review-scope';
import type { HandlerMap } from '../http/types';
import { canMoveReview, isFinalStatus } from '../../src/features/policy-review/review-status-moves';

type S = components['schemas'];
type ReviewStatus = S['ReviewStatus'];
type Decision = S['Decision'];

// Picker options, in display order.
const PERMISSION_LEVELS: Array<{ id: S['PermissionLevel']; name: string }> = [
  { id: 'ReadOnly', name: 'Read only' },
  { id: 'Reviewer', name: 'Reviewer' },
  { id: 'Approver', name: 'Approver' },
];
const REVIEW_STATUSES: Array<{ id: ReviewStatus; name: string }> = [
  { id: 'DraftReview', name: 'Draft review' },
  { id: 'Drafted', name: 'Drafted' },
  { id: 'Applied', name: 'Applied' },
  { id: 'Published', name: 'Published' },
  { id: 'Completed', name: 'Completed' },
  { id: 'Deleted', name: 'Deleted' },
  { id: 'KeepEnforcing', name: 'Keep enforcing' },
];
const RISK_LEVELS: Array<{ id: S['RiskLevel']; name: string }> = [
  { id: 'Low', name: 'Low' },
  { id: 'Medium', name: 'Medium' },
  { id: 'High', name: 'High' },
  { id: 'Critical', name: 'Critical' },
];
const MODES: Array<{ id: S['ReviewMode']; name: string }> = [
  { id: 'Individual', name: 'Individual' },
  { id: 'Summary', name: 'Summary' },
];
const SCOPES: Array<{ id: S['ReviewScope']; name: string }> = [
  { id: 'Computer', name: 'Computer' },
  { id: 'Group', name: 'Group' },
  { id: 'RolePolicy', name: 'Role policy' },
];
const DECISION_STATUSES: Array<{ id: S['DecisionStatus']; name: string }> = [
  { id: 'Pending', name: 'Pending' },
  { id: 'Approved', name: 'Approved' },
  { id: 'Rejected', name: 'Rejected' },
  { id: 'Deferred', name: 'Deferred' },
];
const DECISIONS: Array<{ id: Decision; name: string }> = [
  { id: 'AllowHash', name: 'Allow this hash' },
  { id: 'TrustPublisher', name: 'Trust the publisher' },
  { id: 'TrustFolder', name: 'Trust the folder' },
  { id: 'AddPowerApp', name: 'Add as power app' },
  { id: 'KeepBlocking', name: 'Keep blocking' },
  { id: 'Ignore', name: 'Ignore the block' },
];

/**
 * The decisions offered for a unique block (ub), in display order, as a text[]: TrustPublisher
 * only for a signed file (a publisher), TrustFolder not for a file under C:\Windows. The one
 * rule: DecisionOptions answers it, each checklist item carries it, UpdateReviewCheckListItem
 * refuses a decision outside it.
 */
const decisionOptionsOf = (ub: string) =>
  `array(select d from unnest(array[${DECISIONS.map((d) => `'${d.id}'`).join(', ')}]) with ordinality as o(d, n)
    where (d <> 'TrustPublisher' or ${ub}.publisher is not null)
      and (d <> 'TrustFolder' or ${ub}.file_path !~* '^c:\\\\windows(\\\\|$)')
    order by n)`;

const LIST_STATE_OF_REVIEW = `case r.status when 'Completed' then 'completed' when 'KeepEnforcing' then 'completed' when 'Deleted' then 'deleted' else 'draftreviews' end`;

// ---------------------------------------------------------------- scope

/** Occurrences (block x computer) the scope may see. */
const OCCURRENCES_FROM = `unique_blocks ub
  join unique_block_occurrences o on o.unique_block_id = ub.id
  join computers c on c.id = o.computer_id and not c.deleted
  join groups g on g.id = c.group_id
  join sites s on s.id = g.site_id`;
const occurrenceScope = (p: Params, scope: Scope) =>
  scopeWhere(p, scope, { company: 's.company_id', site: 'g.site_id', group: 'c.group_id' });

const REVIEW_SELECT = `select r.id as "reviewId", r.guid::text as "reviewGuid", r.name, r.description, r.risk_level as "riskLevel",
  r.permission_level as "permissionLevel", r.status, r.mode, r.scope, r.created_by as "createdBy",
  ${iso('r.created_on')} as "createdOn", ${iso('r.updated_on')} as "updatedOn", rg.guid::text as "groupGuid", rg.name as "groupName",
  (select count(*)::int from review_blocks rb where rb.review_id = r.id) as "uniqueBlockCount",
  (select count(*)::int from review_checklist_items ri where ri.review_id = r.id) as "checklistItemCount",
  (select count(*)::int from review_checklist_items ri where ri.review_id = r.id and ri.decision_status <> 'Pending') as "decidedItemCount"
  from reviews r left join groups rg on rg.id = r.group_id`;

async function reviewById(db: Queryable, scope: Scope, reviewId: number): Promise<S['Review'] | null> {
  const p = new Params();
  const [row] = await db.query<S['Review']>(
    `${REVIEW_SELECT} where r.id = ${p.add(reviewId)} and ${reviewScopeWhere(p, scope)}`,
    p.values,
  );
  return row ?? null;
}

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

const ITEM_SORT: Record<string, string> = {
  title: 'lower(i.title)',
  reviewName: 'lower(r.name)',
  decision: 'i.decision',
  decisionStatus: 'i.decision_status',
  riskLevel: `array_position(array[${RISK_LEVELS.map((x) => `'${x.id}'`).join(', ')}], i.risk_level)`,
  computerCount: 'impact.computers',
  blockCount: 'impact.events',
  updatedBy: 'lower(i.updated_by)',
  updatedOn: 'i.updated_on',
};

/** Resolves the group of a review body: the guid given, or the selected group. 403 outside the scope. */
async function resolveGroup(
  db: Queryable,
  scope: Scope,
  principal: Principal,
  groupGuid: string | null | undefined,
  reviewScope: S['ReviewScope'],
): Promise<{ groupId: number | null; companyId: number } | 'forbidden' | 'invalid'> {
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

/** Moves the occurrences of a review's blocks (in its group, or its company for a role-policy review). */
async function setOccurrences(
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

const lockedError = (t: (k: string) => string) =>
  invalid([
    {
      field: '/reviewId',
      messageKey: 'validation.review.status.locked',
      message: t('validation.review.status.locked'),
    },
  ]);

const groupError = (t: (k: string) => string) =>
  invalid([
    { field: '/groupGuid', messageKey: 'validation.common.invalid', message: t('validation.common.invalid') },
  ]);

// ---------------------------------------------------------------- handlers

export const policyReviewHandlers: HandlerMap = {
  async PolicyReview_ProposedUniqueBlocks({ db, scope, body }) {
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
    const [count] = await readCached<{ n: number }>(
      db,
      `select count(distinct ub.id)::int as n from ${OCCURRENCES_FROM} where ${whereSql}`,
      p.values,
    );
    const order = orderBy(
      body.sortColumn,
      body.sortDir,
      {
        fileName: 'lower(ub.file_name)',
        publisher: 'lower(ub.publisher)',
        hashClass: 'ub.hash_class',
        blockCount: 'sum(o.block_count)',
        computerCount: 'count(*)',
        firstSeen: 'min(o.first_seen)',
        lastSeen: 'max(o.last_seen)',
      },
      { column: 'lastSeen', dir: 'desc' },
      'ub.id',
    );
    const rows = await db.query<S['UniqueBlock']>(
      `select ub.id as "uniqueBlockId", ub.file_name as "fileName", ub.file_path as "filePath", ub.sha256, ub.publisher,
         ub.hash_class as "hashClass", sum(o.block_count)::int as "blockCount", count(*)::int as "computerCount",
         ${iso('min(o.first_seen)')} as "firstSeen", ${iso('max(o.last_seen)')} as "lastSeen", ub.proposed_action as "proposedAction",
         max(o.decision) as decision, min(o.list_state) as "listState"
       from ${OCCURRENCES_FROM} where ${whereSql}
       group by ub.id ${order} ${limitOffset(p, body.page, body.pageSize)}`,
      p.values,
    );
    return ok(rows, { totalCount: count?.n ?? 0 });
  },

  async PolicyReview_IndividualProposedUniqueBlocks({ db, scope, body }) {
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
    const [count] = await readCached<{ n: number }>(
      db,
      `select count(*)::int as n from ${OCCURRENCES_FROM} where ${whereSql}`,
      p.values,
    );
    const order = orderBy(
      body.sortColumn,
      body.sortDir,
      {
        fileName: 'lower(ub.file_name)',
        computerName: 'lower(c.name)',
        groupName: 'lower(g.name)',
        publisher: 'lower(ub.publisher)',
        hashClass: 'ub.hash_class',
        blockCount: 'o.block_count',
        firstSeen: 'o.first_seen',
        lastSeen: 'o.last_seen',
      },
      { column: 'lastSeen', dir: 'desc' },
      'ub.id, c.id',
    );
    const rows = await db.query<S['IndividualUniqueBlock']>(
      `select ub.id as "uniqueBlockId", ub.file_name as "fileName", ub.file_path as "filePath", ub.sha256, ub.publisher,
         ub.hash_class as "hashClass", o.block_count as "blockCount", 1 as "computerCount",
         ${iso('o.first_seen')} as "firstSeen", ${iso('o.last_seen')} as "lastSeen", ub.proposed_action as "proposedAction",
         o.decision, o.list_state as "listState", c.guid::text as "computerGuid", c.name as "computerName", g.name as "groupName"
       from ${OCCURRENCES_FROM} where ${whereSql} ${order} ${limitOffset(p, body.page, body.pageSize)}`,
      p.values,
    );
    return ok(rows, { totalCount: count?.n ?? 0 });
  },

  async PolicyReview_ListCheckList({ db, scope, body }) {
    const p = new Params();
    const where = [reviewScopeWhere(p, scope), `${LIST_STATE_OF_REVIEW} = ${p.add(body.listState)}`];
    if (body.decisionStatus) where.push(`i.decision_status = ${p.add(body.decisionStatus)}`);
    if (body.search) {
      const like = p.add(likePattern(body.search));
      where.push(
        `(i.title ilike ${like} or r.name ilike ${like} or i.comment ilike ${like} or i.updated_by ilike ${like})`,
      );
    }
    const whereSql = where.join(' and ');
    const [count] = await readCached<{ n: number }>(
      db,
      `select count(*)::int as n from review_checklist_items i join reviews r on r.id = i.review_id where ${whereSql}`,
      p.values,
    );
    const order = orderBy(
      body.sortColumn,
      body.sortDir,
      ITEM_SORT,
      { column: 'updatedOn', dir: 'desc' },
      'i.id',
    );
    const rows = await db.query<S['ChecklistItem']>(
      `${ITEM_SELECT} where ${whereSql} ${order} ${limitOffset(p, body.page, body.pageSize)}`,
      p.values,
    );
    return ok(rows, { totalCount: count?.n ?? 0 });
  },

  async PolicyReview_ListReviewCheckList({ db, scope, body }) {
    if (!(await reviewRow(db, scope, body.reviewId))) return notFound();
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
    const whereSql = where.join(' and ');
    const [count] = await readCached<{ n: number }>(
      db,
      `select count(*)::int as n from review_checklist_items i join reviews r on r.id = i.review_id where ${whereSql}`,
      p.values,
    );
    const order = orderBy(
      body.sortColumn,
      body.sortDir,
      ITEM_SORT,
      { column: 'updatedOn', dir: 'desc' },
      'i.id',
    );
    const rows = await db.query<S['ChecklistItem']>(
      `${ITEM_SELECT} where ${whereSql} ${order} ${limitOffset(p, body.page, body.pageSize)}`,
      p.values,
    );
    return ok(rows, { totalCount: count?.n ?? 0 });
  },

  async PolicyReview_ListReviews({ db, scope, body }) {
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
    const [count] = await readCached<{ n: number }>(
      db,
      `select count(*)::int as n from reviews r left join groups rg on rg.id = r.group_id where ${whereSql}`,
      p.values,
    );
    const order = orderBy(
      body.sortColumn,
      body.sortDir,
      {
        name: 'lower(r.name)',
        // In the workflow's order and the risk's, not alphabetically.
        status: `array_position(array[${REVIEW_STATUSES.map((x) => `'${x.id}'`).join(', ')}], r.status)`,
        riskLevel: `array_position(array[${RISK_LEVELS.map((x) => `'${x.id}'`).join(', ')}], r.risk_level)`,
        permissionLevel: 'r.permission_level',
        groupName: 'lower(rg.name)',
        createdBy: 'lower(r.created_by)',
        createdOn: 'r.created_on',
        updatedOn: 'r.updated_on',
        checklistItemCount: '"checklistItemCount"',
      },
      { column: 'updatedOn', dir: 'desc' },
      'r.id',
    );
    const rows = await db.query<S['Review']>(
      `${REVIEW_SELECT} where ${whereSql} ${order} ${limitOffset(p, body.page, body.pageSize)}`,
      p.values,
    );
    return ok(rows, { totalCount: count?.n ?? 0 });
  },

  async PolicyReview_CreateReview({ db, principal, scope, body, now, t }) {
    const target = await resolveGroup(db, scope, principal, body.groupGuid, body.scope);
    if (target === 'forbidden') return forbidden();
    if (target === 'invalid') return groupError(t);
    const id = await db.transaction(async (tx) => {
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
    const review = await reviewById(db, { ...scope, companyIds: null, siteIds: null, groupIds: null }, id);
    return ok(review!, { message: 'The review was created successfully.' });
  },

  async PolicyReview_UpdateReview({ db, principal, scope, body, now, t }) {
    const reviewId = body.reviewId;
    const current = await reviewRow(db, scope, reviewId);
    if (!current) return notFound();
    if (isFinalStatus(current.status)) return lockedError(t);
    const target = await resolveGroup(db, scope, principal, body.groupGuid, body.scope);
    if (target === 'forbidden') return forbidden();
    if (target === 'invalid') return groupError(t);
    await db.transaction(async (tx) => {
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
    });
    const review = await reviewById(
      db,
      { ...scope, companyIds: null, siteIds: null, groupIds: null },
      reviewId,
    );
    return ok(review!, { message: 'The review was updated successfully.' });
  },

  async PolicyReview_ChangeReviewStatus({ db, scope, body, now, t }) {
    const current = await reviewRow(db, scope, body.reviewId);
    if (!current) return notFound();
    if (!canMoveReview(current.status, body.status)) {
      return invalid([
        {
          field: '/status',
          messageKey: 'validation.review.status.transition',
          message: t('validation.review.status.transition'),
        },
      ]);
    }
    await db.transaction(async (tx) => {
      const [moved] = await tx.query<{ id: number }>(
        'update reviews set status = $2, updated_on = $3 where id = $1 and status = $4 returning id',
        [body.reviewId, body.status, now, current.status],
      );
      if (!moved) return;
      if (body.status === 'Completed' || body.status === 'KeepEnforcing')
        await setOccurrences(tx, current, `list_state = $1`, ['completed']);
      if (body.status === 'Deleted') await setOccurrences(tx, current, `list_state = $1`, ['deleted']);
    });
    const review = await reviewById(db, scope, body.reviewId);
    if (review && review.status !== body.status) {
      return invalid([
        {
          field: '/status',
          messageKey: 'validation.review.status.transition',
          message: t('validation.review.status.transition'),
        },
      ]);
    }
    return ok(review!, { message: `The review status was changed to ${body.status}.` });
  },

  async PolicyReview_AddUniqueBlockToReviewCheckList({ db, principal, scope, body, now, t }) {
    const review = await reviewRow(db, scope, body.reviewId);
    if (!review) return notFound();
    if (review.status !== 'DraftReview' && review.status !== 'Drafted') return lockedError(t);
    // The blocks must have been blocked somewhere in the scope.
    const p = new Params();
    const visible = await db.query<{ id: number; file_name: string }>(
      `select distinct ub.id, ub.file_name from ${OCCURRENCES_FROM}
       where ub.id = any(${p.add(body.uniqueBlockIds)}::int[]) and ${occurrenceScope(p, scope)}`,
      p.values,
    );
    const known = new Map(visible.map((b) => [b.id, b.file_name]));
    const unknown = body.uniqueBlockIds.map((id, i) => [id, i] as const).filter(([id]) => !known.has(id));
    if (unknown.length > 0) {
      return invalid(
        unknown.map(([, i]) => ({
          field: `/uniqueBlockIds/${i}`,
          messageKey: 'validation.common.invalid',
          message: t('validation.common.invalid'),
        })),
      );
    }
    const created = await db.transaction(async (tx) => {
      const ids: number[] = [];
      for (const blockId of body.uniqueBlockIds) {
        await tx.query(
          'insert into review_blocks (review_id, unique_block_id) values ($1, $2) on conflict do nothing',
          [body.reviewId, blockId],
        );
        const [row] = await tx.query<{ id: number }>(
          `insert into review_checklist_items (review_id, unique_block_id, title, decision, decision_status, comment, updated_by, updated_on,
             risk_level, scope, mode)
           select $1, $2, $3, null, 'Pending', null, $4, $5, r.risk_level, r.scope, r.mode from reviews r where r.id = $1
           on conflict (review_id, unique_block_id) do nothing returning id`,
          [body.reviewId, blockId, `Decide on ${known.get(blockId)}`, principal.name, now],
        );
        if (row) ids.push(row.id);
      }
      if (ids.length > 0)
        await tx.query('update reviews set updated_on = $2 where id = $1', [body.reviewId, now]);
      return ids;
    });
    const rows = created.length
      ? await db.query<S['ChecklistItem']>(`${ITEM_SELECT} where i.id = any($1::int[]) order by i.id`, [
          created,
        ])
      : [];
    return ok(rows);
  },

  async PolicyReview_UpdateReviewCheckListItem({ db, principal, scope, body, now, t }) {
    const [item] = await db.query<{ review_id: number; unique_block_id: number; options: Decision[] }>(
      `select i.review_id, i.unique_block_id, ${decisionOptionsOf('ub')} as options
       from review_checklist_items i join unique_blocks ub on ub.id = i.unique_block_id where i.id = $1`,
      [body.checklistItemId],
    );
    const review = item ? await reviewRow(db, scope, item.review_id) : null;
    if (!item || !review) return notFound();
    if (isFinalStatus(review.status)) return lockedError(t);
    const deciding = body.decisionStatus === 'Approved' || body.decisionStatus === 'Rejected';
    if (review.permission_level === 'ReadOnly') return forbidden();
    if (deciding && review.permission_level !== 'Approver') return forbidden();
    if (deciding && !body.decision) {
      return invalid([
        {
          field: '/decision',
          messageKey: 'validation.review.decision.required',
          message: t('validation.review.decision.required'),
        },
      ]);
    }
    // Only a decision DecisionOptions offers for the item's block (none is always allowed).
    if (body.decision && !item.options.includes(body.decision)) {
      return invalid([
        {
          field: '/decision',
          messageKey: 'validation.review.decision.notOffered',
          message: t('validation.review.decision.notOffered'),
        },
      ]);
    }
    await db.transaction(async (tx) => {
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
      await tx.query('update reviews set updated_on = $2 where id = $1', [review.id, now]);
      if (body.decisionStatus === 'Approved')
        await setOccurrences(tx, review, 'decision = $1', [body.decision], [item.unique_block_id]);
    });
    const [row] = await db.query<S['ChecklistItem']>(`${ITEM_SELECT} where i.id = $1`, [
      body.checklistItemId,
    ]);
    return ok(row!);
  },

  async PolicyReview_UpdateReviewCheckListItems({ db, principal, scope, body, now, t }) {
    // Each item once: two changes of one item would race inside one statement.
    const seen = new Set<number>();
    const duplicates: number[] = [];
    body.items.forEach((item, index) => {
      if (seen.has(item.checklistItemId)) duplicates.push(index);
      seen.add(item.checklistItemId);
    });
    if (duplicates.length > 0) {
      return invalid(
        duplicates.map((index) => ({
          field: `/items/${index}/checklistItemId`,
          messageKey: 'validation.review.item.duplicate',
          message: t('validation.review.item.duplicate'),
        })),
      );
    }
    // The request as rows; an absent comment keeps the stored one, null clears it.
    const rows = JSON.stringify(
      body.items.map((item) => ({
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
    const INPUT = `jsonb_to_recordset($1::jsonb) as x(id int, decision text, status text, comment text, has_comment boolean,
      risk text, scope text, mode text)`;
    const finalStatuses = REVIEW_STATUSES.map((s) => s.id).filter(isFinalStatus);
    return db.transaction(async (tx) => {
      // The rules of UpdateReviewCheckListItem, for every item at once: the first that fails is
      // the item's refusal (a review outside the scope is "not found", as for the single update).
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
         from ${INPUT}
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
           from ${INPUT}
           where i.id = x.id and i.id = any($2::int[])
           returning i.review_id`,
          [rows, accepted, principal.name, now],
        );
        await tx.query('update reviews set updated_on = $2 where id = any($1::int[])', [
          [...new Set(changed.map((c) => c.review_id))],
          now,
        ]);
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
      return ok({
        updatedIds: accepted,
        refused: verdicts
          .filter((v) => v.refusal !== null)
          .map((v) => ({ checklistItemId: v.id, messageKey: v.refusal!, message: t(v.refusal!) })),
      });
    });
  },

  async PolicyReview_GetPolicyReviewDashboard({ db, scope, body }) {
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
    return ok({
      totalReviews: byStatus.reduce((s, r) => s + r.n, 0),
      pendingDecisions: pending?.n ?? 0,
      byStatus: REVIEW_STATUSES.map((s) => ({ status: s.id, count: statusCount.get(s.id) ?? 0 })),
      byRiskLevel: RISK_LEVELS.map((r) => ({ riskLevel: r.id, count: riskCount.get(r.id) ?? 0 })),
      recentReviews: recent,
    });
  },

  async PolicyReview_GetPermissionLevels() {
    return ok(PERMISSION_LEVELS);
  },
  async PolicyReview_GetReviewStatuses() {
    return ok(REVIEW_STATUSES);
  },
  async PolicyReview_GetRiskLevels() {
    return ok(RISK_LEVELS);
  },
  async PolicyReview_GetModes() {
    return ok(MODES);
  },
  async PolicyReview_GetScopes() {
    return ok(SCOPES);
  },
  async PolicyReview_GetDecisionStatus() {
    return ok(DECISION_STATUSES);
  },
  async PolicyReview_GetDecisions() {
    return ok(DECISIONS);
  },

  async PolicyReview_DecisionOptions({ db, scope, query }) {
    if (query.uniqueBlockId === undefined || query.uniqueBlockId === null) return ok(DECISIONS);
    const p = new Params();
    const [block] = await db.query<{ options: Decision[] }>(
      `select ${decisionOptionsOf('ub')} as options from ${OCCURRENCES_FROM}
       where ub.id = ${p.add(query.uniqueBlockId)} and ${occurrenceScope(p, scope)} limit 1`,
      p.values,
    );
    if (!block) return notFound();
    return ok(DECISIONS.filter((d) => block.options.includes(d.id)));
  },
};
