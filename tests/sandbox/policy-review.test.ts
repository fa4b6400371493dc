// The PolicyReview area of the sandbox: unique blocks, reviews, their status workflow,
// checklists and decisions, as a client sees them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../support/sandbox';
import { signInClient, unchecked, type BodyOf, type SandboxClient } from './support/client';
import {
  ROLE_ACCOUNTS,
  CHICAGO,
  ENGINEERING,
  FABRIKAM,
  FINANCE,
  TOKYO,
  TOKYO_KEIRI,
} from './support/fixtures';

let sb: TestSandbox;
let api: SandboxClient['api'];

// The dashboard's `{}`-like bodies are valid (recentCount has a default) but the generated type
// makes a field with a default required: they are sent as is, through unchecked.
const groupScope = { 'x-company-guid': FABRIKAM, 'x-site-guid': CHICAGO, 'x-group-guid': FINANCE };
const page = <const E extends object = Record<never, never>>(extra: E = {} as E) => ({
  page: 1,
  pageSize: 25,
  sortColumn: null,
  sortDir: 'desc' as const,
  search: null,
  ...extra,
});

beforeAll(async () => {
  sb = await startTestSandbox();
  ({ api } = await signInClient(sb.app, ROLE_ACCOUNTS));
});
afterAll(async () => {
  await sb?.close();
});

describe('pickers', () => {
  it.each([
    ['GetPermissionLevels', 3],
    ['GetReviewStatuses', 7],
    ['GetRiskLevels', 4],
    ['GetModes', 2],
    ['GetScopes', 3],
    ['GetDecisionStatus', 4],
    ['GetDecisions', 6],
    ['DecisionOptions', 6],
  ] as const)('%s answers its options', async (op, count) => {
    const r = await api('group', 'GET', `/restapi/PolicyReview/${op}`);
    expect(r.status).toBe(200);
    expect(r.body.totalCount).toBe(count);
  });

  it('offers TrustPublisher only for signed files and TrustFolder not under C:\\Windows', async () => {
    const unsigned = await api('group', 'GET', '/restapi/PolicyReview/DecisionOptions', {
      query: { uniqueBlockId: 8102 },
    });
    expect(unsigned.body.entityData.map((o) => o.id)).toEqual([
      'AllowHash',
      'TrustFolder',
      'AddPowerApp',
      'KeepBlocking',
      'Ignore',
    ]);
    const windows = await api('group', 'GET', '/restapi/PolicyReview/DecisionOptions', {
      query: { uniqueBlockId: 8106 },
    });
    expect(windows.body.entityData.map((o) => o.id)).toEqual([
      'AllowHash',
      'TrustPublisher',
      'AddPowerApp',
      'KeepBlocking',
      'Ignore',
    ]);
  });
});

describe('roles', () => {
  it('refuses company and site roles on every call (403)', async () => {
    for (const who of ['company', 'site', 'siteAuditor'] as const) {
      expect((await api(who, 'GET', '/restapi/PolicyReview/GetDecisions')).status).toBe(403);
      expect(
        (
          await api(who, 'POST', '/restapi/PolicyReview/ListCheckList', {
            payload: page({ listState: 'draftreviews' }),
          })
        ).status,
      ).toBe(403);
    }
  });

  it('lets the group auditor read but not write', async () => {
    expect(
      (
        await api('groupAuditor', 'POST', '/restapi/PolicyReview/ProposedUniqueBlocks', {
          payload: page({ listState: 'draftreviews' }),
        })
      ).status,
    ).toBe(200);
    const write = await api('groupAuditor', 'POST', '/restapi/PolicyReview/CreateReview', {
      payload: {
        name: 'Auditor review',
        riskLevel: 'Low',
        permissionLevel: 'Approver',
        mode: 'Summary',
        scope: 'Group',
        groupGuid: FINANCE,
      },
    });
    expect(write.status).toBe(403);
    expect(write.body.message).toBe('Access to this resource on the server is denied !');
  });

  it('answers 403 for a scope header of another tenant', async () => {
    expect(
      (
        await api('group', 'POST', '/restapi/PolicyReview/ListCheckList', {
          payload: page({ listState: 'draftreviews' }),
          scope: {
            'x-company-guid': TOKYO,
          },
        })
      ).status,
    ).toBe(403);
  });
});

describe('unique blocks', () => {
  it('aggregates the blocks of the company as the named example', async () => {
    const r = await api('global', 'POST', '/restapi/PolicyReview/ProposedUniqueBlocks', {
      payload: page({ sortColumn: 'fileName', sortDir: 'asc', pageSize: 200, listState: 'draftreviews' }),
      scope: { 'x-company-guid': FABRIKAM },
    });
    expect(r.status).toBe(200);
    const rows = r.body.entityData;
    // The example's 37 blocks on 3 computers and the blocked events the inspection seeds for the
    // same hash: a block counts every blocked event of its hash (issue 25).
    const invoice = rows.find((b) => b.uniqueBlockId === 8101)!;
    expect(invoice).toMatchObject({
      blockCount: 179,
      computerCount: 4,
      decision: 'KeepBlocking',
      firstSeen: '2026-11-02T10:50:21Z',
      lastSeen: '2026-11-19T08:41:17Z',
    });
    expect(rows.find((b) => b.uniqueBlockId === 8102)).toMatchObject({
      blockCount: 475,
      computerCount: 4,
      decision: null,
    });
    expect(rows.find((b) => b.uniqueBlockId === 8110)).toMatchObject({ blockCount: 21, computerCount: 9 });
    expect(r.body.totalCount).toBe(rows.length);
  });

  it('pages, sorts and filters with an exact total', async () => {
    const all = await api('group', 'POST', '/restapi/PolicyReview/ProposedUniqueBlocks', {
      payload: page({ pageSize: 500, listState: 'draftreviews', sortColumn: 'blockCount', sortDir: 'desc' }),
    });
    const total = all.body.totalCount!;
    const rows = all.body.entityData;
    expect(rows.length).toBe(total);
    expect(total).toBeGreaterThan(10);
    for (let i = 1; i < rows.length; i++)
      expect(rows[i - 1]!.blockCount).toBeGreaterThanOrEqual(rows[i]!.blockCount);
    const p2 = await api('group', 'POST', '/restapi/PolicyReview/ProposedUniqueBlocks', {
      payload: page({
        page: 2,
        pageSize: 5,
        listState: 'draftreviews',
        sortColumn: 'blockCount',
        sortDir: 'desc',
      }),
    });
    expect(p2.body.totalCount).toBe(total);
    expect(p2.body.entityData.map((b) => b.uniqueBlockId)).toEqual(
      rows.slice(5, 10).map((b) => b.uniqueBlockId),
    );
    const malicious = await api('group', 'POST', '/restapi/PolicyReview/ProposedUniqueBlocks', {
      payload: page({ pageSize: 500, listState: 'draftreviews', hashClass: 'malicious' }),
    });
    expect(malicious.body.totalCount).toBe(rows.filter((b) => b.hashClass === 'malicious').length);
    const search = await api('group', 'POST', '/restapi/PolicyReview/ProposedUniqueBlocks', {
      payload: page({ listState: 'draftreviews', search: 'rclone' }),
    });
    expect(search.body.entityData.map((b) => b.uniqueBlockId)).toEqual([8102]);
  });

  it('refuses an unknown sort column with 400', async () => {
    const r = await api('group', 'POST', '/restapi/PolicyReview/ProposedUniqueBlocks', {
      payload: unchecked(page({ listState: 'draftreviews', sortColumn: 'sha256' })),
    });
    expect(r.status).toBe(400);
  });

  it('lists blocks per computer, only of the groups in scope', async () => {
    const r = await api('group', 'POST', '/restapi/PolicyReview/IndividualProposedUniqueBlocks', {
      payload: page({ pageSize: 500, listState: 'draftreviews', uniqueBlockId: 8101 }),
      scope: groupScope,
    });
    const rows = r.body.entityData;
    expect(rows.map((x) => x.computerName).sort()).toEqual([
      'FAB-FIN-WS014',
      'FAB-FIN-WS015',
      'FAB-FIN-WS031',
    ]);
    expect(rows.every((x) => x.groupName === 'Finance Workstations' && x.computerCount === 1)).toBe(true);
    const byComputer = await api('group', 'POST', '/restapi/PolicyReview/IndividualProposedUniqueBlocks', {
      payload: page({
        pageSize: 500,
        listState: 'draftreviews',
        computerGuid: '1a2b3c4d-0002-4e5f-8a9b-000000040002',
        sortColumn: 'computerName',
      }),
    });
    expect(byComputer.body.entityData.every((x) => x.computerName === 'FAB-FIN-WS015')).toBe(true);
    const tokyo = await api('group', 'POST', '/restapi/PolicyReview/IndividualProposedUniqueBlocks', {
      payload: page({ pageSize: 500, listState: 'draftreviews', search: 'TKY-' }),
    });
    expect(tokyo.body.totalCount).toBe(0);
  });
});

describe('checklists', () => {
  it('lists the checklist of a review and splits lists by draftreviews, completed and deleted', async () => {
    const r = await api('group', 'POST', '/restapi/PolicyReview/ListReviewCheckList', {
      payload: page({ listState: 'draftreviews', reviewId: 502 }),
    });
    expect(r.status).toBe(200);
    expect(r.body.totalCount).toBe(6);
    expect(r.body.entityData[0]!.checklistItemId).toBe(9301);
    const completed = await api('group', 'POST', '/restapi/PolicyReview/ListCheckList', {
      payload: page({ pageSize: 500, listState: 'completed' }),
    });
    const completedReviews = new Set(completed.body.entityData.map((i) => i.reviewId));
    expect(completedReviews.has(505)).toBe(true);
    expect(completedReviews.has(506)).toBe(true);
    expect(completedReviews.has(502)).toBe(false);
    const deleted = await api('global', 'POST', '/restapi/PolicyReview/ListCheckList', {
      payload: page({ pageSize: 500, listState: 'deleted' }),
    });
    expect(deleted.body.entityData.some((i) => i.reviewId === 510)).toBe(true);
  });

  it('filters by decision status with an exact total', async () => {
    const all = await api('group', 'POST', '/restapi/PolicyReview/ListCheckList', {
      payload: page({ pageSize: 500, listState: 'draftreviews' }),
    });
    const pending = await api('group', 'POST', '/restapi/PolicyReview/ListCheckList', {
      payload: page({
        pageSize: 500,
        listState: 'draftreviews',
        decisionStatus: 'Pending',
        sortColumn: 'title',
        sortDir: 'asc',
      }),
    });
    const items = all.body.entityData;
    expect(pending.body.totalCount).toBe(items.filter((i) => i.decisionStatus === 'Pending').length);
    const titles = pending.body.entityData.map((i) => i.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('never shows another tenant’s reviews: Tokyo’s review is 404 for Fabrikam', async () => {
    expect(
      (
        await api('group', 'POST', '/restapi/PolicyReview/ListReviewCheckList', {
          payload: page({ listState: 'draftreviews', reviewId: 507 }),
        })
      ).status,
    ).toBe(404);
    const all = await api('partner', 'POST', '/restapi/PolicyReview/ListCheckList', {
      payload: page({ pageSize: 500, listState: 'draftreviews' }),
    });
    expect(all.body.entityData.some((i) => i.reviewId === 507)).toBe(false);
    const tokyo = await api('global', 'POST', '/restapi/PolicyReview/ListReviewCheckList', {
      payload: page({ listState: 'draftreviews', reviewId: 507 }),
      scope: { 'x-company-guid': TOKYO, 'x-group-guid': TOKYO_KEIRI },
    });
    expect(tokyo.body.totalCount).toBe(1);
  });
});

describe('reviews', () => {
  let reviewId = 0;

  it('creates a review in DraftReview', async () => {
    const r = await api('group', 'POST', '/restapi/PolicyReview/CreateReview', {
      payload: {
        name: 'Finance Workstations – December patch window',
        description: '<b>Blocks</b> expected from the December updates.',
        riskLevel: 'Medium',
        permissionLevel: 'Approver',
        mode: 'Summary',
        scope: 'Group',
        groupGuid: FINANCE,
      },
    });
    expect(r.status).toBe(200);
    const review = r.body.entityData;
    expect(review).toMatchObject({
      reviewId: 511,
      status: 'DraftReview',
      createdBy: 'Chloe Dubois',
      groupName: 'Finance Workstations',
      uniqueBlockCount: 0,
    });
    expect(review.description).toBe('<b>Blocks</b> expected from the December updates.');
    reviewId = review.reviewId;
  });

  it('refuses a group outside the scope (403)', async () => {
    const r = await api('group', 'POST', '/restapi/PolicyReview/CreateReview', {
      payload: {
        name: 'Not mine',
        riskLevel: 'Low',
        permissionLevel: 'Approver',
        mode: 'Summary',
        scope: 'Group',
        groupGuid: TOKYO_KEIRI,
      },
    });
    expect(r.status).toBe(403);
  });

  it('adds unique blocks to the checklist, skipping those already there', async () => {
    const r = await api('group', 'POST', '/restapi/PolicyReview/AddUniqueBlockToReviewCheckList', {
      payload: {
        reviewId,
        uniqueBlockIds: [8105, 8108, 8109],
      },
    });
    expect(r.status).toBe(200);
    const items = r.body.entityData;
    expect(items.map((i) => i.checklistItemId)).toEqual([9314, 9315, 9316]);
    expect(items[0]).toMatchObject({ title: 'Decide on excel.exe', decisionStatus: 'Pending' });
    const again = await api('group', 'POST', '/restapi/PolicyReview/AddUniqueBlockToReviewCheckList', {
      payload: {
        reviewId,
        uniqueBlockIds: [8105, 8102],
      },
    });
    expect(again.body.entityData.length).toBe(1);
    const unknown = await api('group', 'POST', '/restapi/PolicyReview/AddUniqueBlockToReviewCheckList', {
      payload: {
        reviewId,
        uniqueBlockIds: [999999],
      },
    });
    expect(unknown.status).toBe(400);
  });

  it('records decisions: approving needs a decision', async () => {
    const missing = await api('group', 'POST', '/restapi/PolicyReview/UpdateReviewCheckListItem', {
      payload: {
        checklistItemId: 9314,
        decision: null,
        decisionStatus: 'Approved',
        comment: null,
      },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors![0]!.messageKey).toBe('validation.review.decision.required');
    const approved = await api('group', 'POST', '/restapi/PolicyReview/UpdateReviewCheckListItem', {
      payload: {
        checklistItemId: 9314,
        decision: 'TrustPublisher',
        decisionStatus: 'Approved',
        comment: 'Signed by Microsoft.',
      },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.entityData).toMatchObject({
      decision: 'TrustPublisher',
      decisionStatus: 'Approved',
      comment: 'Signed by Microsoft.',
      updatedBy: 'Chloe Dubois',
    });
    const list = await api('group', 'POST', '/restapi/PolicyReview/ListReviewCheckList', {
      payload: page({ listState: 'draftreviews', reviewId, decisionStatus: 'Approved' }),
    });
    expect(list.body.totalCount).toBe(1);
  });

  it('offers on each item what DecisionOptions offers for its block, and refuses any other decision', async () => {
    // rclone.exe (8102), unsigned, added to the review above.
    const list = await api('group', 'POST', '/restapi/PolicyReview/ListReviewCheckList', {
      payload: page({ listState: 'draftreviews', reviewId }),
    });
    const items = list.body.entityData;
    const options = await api('group', 'GET', '/restapi/PolicyReview/DecisionOptions', {
      query: { uniqueBlockId: 8102 },
    });
    const rclone = items.find((i) => i.uniqueBlockId === 8102)!;
    expect(rclone.decisionOptions).toEqual(options.body.entityData.map((o) => o.id));
    expect(rclone.decisionOptions).not.toContain('TrustPublisher');
    const excel = items.find((i) => i.uniqueBlockId === 8105)!;
    expect(excel.decisionOptions).toContain('TrustPublisher');

    const refused = await api('group', 'POST', '/restapi/PolicyReview/UpdateReviewCheckListItem', {
      payload: {
        checklistItemId: rclone.checklistItemId,
        decision: 'TrustPublisher',
        decisionStatus: 'Pending',
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ field: '/decision', messageKey: 'validation.review.decision.notOffered' }),
    ]);
    const after = await api('group', 'POST', '/restapi/PolicyReview/ListReviewCheckList', {
      payload: page({ listState: 'draftreviews', reviewId }),
    });
    expect(
      after.body.entityData.find((i) => i.checklistItemId === rclone.checklistItemId)!.decision,
    ).toBeNull();

    const offered = await api('group', 'POST', '/restapi/PolicyReview/UpdateReviewCheckListItem', {
      payload: {
        checklistItemId: rclone.checklistItemId,
        decision: 'TrustFolder',
        decisionStatus: 'Pending',
      },
    });
    expect(offered.status).toBe(200);
    expect(offered.body.entityData).toMatchObject({
      decision: 'TrustFolder',
      decisionOptions: rclone.decisionOptions,
    });
  });

  it('starts an item with its review’s risk, scope and mode, and counts its impact in the review’s group', async () => {
    const list = await api('group', 'POST', '/restapi/PolicyReview/ListReviewCheckList', {
      payload: page({ listState: 'draftreviews', reviewId }),
    });
    const item = list.body.entityData.find((i) => i.checklistItemId === 9315)!;
    expect(item).toMatchObject({
      permissionLevel: 'Approver',
      riskLevel: 'Medium',
      scope: 'Group',
      mode: 'Summary',
    });
    // The impact: every computer of Finance Workstations where block 8108 occurred, in any list.
    let computers = 0;
    let events = 0;
    for (const listState of ['draftreviews', 'completed', 'deleted'] as const) {
      const where = await api('group', 'POST', '/restapi/PolicyReview/IndividualProposedUniqueBlocks', {
        payload: page({ pageSize: 500, listState, uniqueBlockId: 8108 }),
        scope: groupScope,
      });
      const rows = where.body.entityData;
      const finance = rows.filter((row) => row.groupName === 'Finance Workstations');
      computers += finance.length;
      events += finance.reduce((sum, row) => sum + row.blockCount, 0);
    }
    expect(computers).toBeGreaterThan(0);
    expect(item).toMatchObject({ computerCount: computers, blockCount: events });
  });

  it('sets an item’s risk, scope and mode; absent, they are kept', async () => {
    const set = await api('group', 'POST', '/restapi/PolicyReview/UpdateReviewCheckListItem', {
      payload: {
        checklistItemId: 9315,
        decision: null,
        decisionStatus: 'Deferred',
        riskLevel: 'Critical',
        scope: 'Computer',
        mode: 'Individual',
      },
    });
    expect(set.status).toBe(200);
    expect(set.body.entityData).toMatchObject({
      riskLevel: 'Critical',
      scope: 'Computer',
      mode: 'Individual',
    });
    const kept = await api('group', 'POST', '/restapi/PolicyReview/UpdateReviewCheckListItem', {
      payload: {
        checklistItemId: 9315,
        decision: 'KeepBlocking',
        decisionStatus: 'Pending',
      },
    });
    expect(kept.body.entityData).toMatchObject({
      decision: 'KeepBlocking',
      riskLevel: 'Critical',
      scope: 'Computer',
      mode: 'Individual',
    });
    const unknown = await api('group', 'POST', '/restapi/PolicyReview/UpdateReviewCheckListItem', {
      payload: unchecked({
        checklistItemId: 9315,
        decision: null,
        decisionStatus: 'Pending',
        riskLevel: 'Extreme',
      }),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors!.map((e) => e.field)).toContain('/riskLevel');
  });

  it('validates UpdateReview with the review form: the field errors carry its message keys', async () => {
    const bad = await api('group', 'PUT', '/restapi/PolicyReview/UpdateReview', {
      payload: unchecked({
        reviewId,
        name: '',
        riskLevel: 'Extreme',
        permissionLevel: 'Approver',
        mode: 'Summary',
        scope: 'Group',
      }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: '/name', messageKey: 'validation.review.name.required' }),
        expect.objectContaining({ field: '/riskLevel', messageKey: 'validation.review.riskLevel.required' }),
      ]),
    );
    const noId = await api('group', 'PUT', '/restapi/PolicyReview/UpdateReview', {
      payload: unchecked({
        name: 'No id',
        riskLevel: 'Low',
        permissionLevel: 'Approver',
        mode: 'Summary',
        scope: 'Group',
      }),
    });
    expect(noId.status).toBe(400);
    expect(noId.body.errors!.map((e) => e.field)).toContain('/reviewId');
    const renamed = await api('group', 'PUT', '/restapi/PolicyReview/UpdateReview', {
      payload: {
        reviewId,
        name: 'Finance Workstations – December window',
        riskLevel: 'High',
        permissionLevel: 'Approver',
        mode: 'Summary',
        scope: 'Group',
        groupGuid: FINANCE,
      },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.entityData).toMatchObject({
      name: 'Finance Workstations – December window',
      riskLevel: 'High',
      groupName: 'Finance Workstations',
    });
  });

  it('needs the Approver permission to approve, and ReadOnly reviews take no decisions', async () => {
    // Review 503 is a Reviewer review.
    const r = await api('group', 'POST', '/restapi/PolicyReview/UpdateReviewCheckListItem', {
      payload: {
        checklistItemId: 9306,
        decision: 'AllowHash',
        decisionStatus: 'Approved',
        comment: null,
      },
    });
    expect(r.status).toBe(403);
    const deferred = await api('group', 'POST', '/restapi/PolicyReview/UpdateReviewCheckListItem', {
      payload: {
        checklistItemId: 9306,
        decision: 'AllowHash',
        decisionStatus: 'Deferred',
      },
    });
    expect(deferred.status).toBe(200);
    expect(deferred.body.entityData).toMatchObject({ decisionStatus: 'Deferred', comment: null });
    const upd = await api('group', 'PUT', '/restapi/PolicyReview/UpdateReview', {
      payload: {
        reviewId,
        name: 'Finance Workstations – December patch window',
        riskLevel: 'High',
        permissionLevel: 'ReadOnly',
        mode: 'Summary',
        scope: 'Group',
        groupGuid: FINANCE,
      },
    });
    expect(upd.status).toBe(200);
    expect(upd.body.entityData).toMatchObject({
      riskLevel: 'High',
      permissionLevel: 'ReadOnly',
      uniqueBlockCount: 4,
      checklistItemCount: 4,
    });
    const readOnly = await api('group', 'POST', '/restapi/PolicyReview/UpdateReviewCheckListItem', {
      payload: {
        checklistItemId: 9315,
        decision: null,
        decisionStatus: 'Pending',
      },
    });
    expect(readOnly.status).toBe(403);
  });

  it('moves through the allowed transitions and refuses the others with validation.review.status.transition', async () => {
    const skip = await api('group', 'POST', '/restapi/PolicyReview/ChangeReviewStatus', {
      payload: { reviewId, status: 'Published' },
    });
    expect(skip.status).toBe(400);
    expect(skip.body.errors![0]!.messageKey).toBe('validation.review.status.transition');
    const same = await api('group', 'POST', '/restapi/PolicyReview/ChangeReviewStatus', {
      payload: { reviewId, status: 'DraftReview' },
    });
    expect(same.status).toBe(400);
    for (const status of ['Drafted', 'Applied', 'Published', 'Completed'] as const) {
      const r = await api('group', 'POST', '/restapi/PolicyReview/ChangeReviewStatus', {
        payload: { reviewId, status },
      });
      expect(r.status).toBe(200);
      expect(r.body.entityData.status).toBe(status);
    }
    const back = await api('group', 'POST', '/restapi/PolicyReview/ChangeReviewStatus', {
      payload: { reviewId, status: 'Deleted' },
    });
    expect(back.status).toBe(400);
    // Completed reviews are locked, and their checklist moved to the completed list.
    const edit = await api('group', 'PUT', '/restapi/PolicyReview/UpdateReview', {
      payload: {
        reviewId,
        name: 'Late edit',
        riskLevel: 'Low',
        permissionLevel: 'Approver',
        mode: 'Summary',
        scope: 'Group',
        groupGuid: FINANCE,
      },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.errors![0]!.messageKey).toBe('validation.review.status.locked');
    const draft = await api('group', 'POST', '/restapi/PolicyReview/ListReviewCheckList', {
      payload: page({ listState: 'draftreviews', reviewId }),
    });
    const completed = await api('group', 'POST', '/restapi/PolicyReview/ListReviewCheckList', {
      payload: page({ listState: 'completed', reviewId }),
    });
    expect(draft.body.totalCount).toBe(0);
    expect(completed.body.totalCount).toBe(4);
    // Their blocks left the draft list of the group.
    const blocks = await api('group', 'POST', '/restapi/PolicyReview/IndividualProposedUniqueBlocks', {
      payload: page({ pageSize: 500, listState: 'completed', uniqueBlockId: 8105 }),
      scope: groupScope,
    });
    expect(blocks.body.totalCount).toBeGreaterThan(0);
  });

  it('deletes a review from any open status; deleted is final', async () => {
    const del = await api('group', 'POST', '/restapi/PolicyReview/ChangeReviewStatus', {
      payload: { reviewId: 501, status: 'Deleted' },
    });
    expect(del.status).toBe(200);
    const again = await api('group', 'POST', '/restapi/PolicyReview/ChangeReviewStatus', {
      payload: { reviewId: 501, status: 'Drafted' },
    });
    expect(again.status).toBe(400);
    const add = await api('group', 'POST', '/restapi/PolicyReview/AddUniqueBlockToReviewCheckList', {
      payload: {
        reviewId: 501,
        uniqueBlockIds: [8101],
      },
    });
    expect(add.status).toBe(400);
    expect(add.body.errors![0]!.messageKey).toBe('validation.review.status.locked');
  });

  it('counts the reviews of the scope on the dashboard', async () => {
    const r = await api('group', 'POST', '/restapi/PolicyReview/GetPolicyReviewDashboard', {
      payload: unchecked({ status: null, recentCount: 5 }),
    });
    expect(r.status).toBe(200);
    const d = r.body.entityData;
    expect(d.byStatus.map((s) => s.status)).toEqual([
      'DraftReview',
      'Drafted',
      'Applied',
      'Published',
      'Completed',
      'Deleted',
      'KeepEnforcing',
    ]);
    expect(d.byStatus.reduce((s, x) => s + x.count, 0)).toBe(d.totalReviews);
    expect(d.byRiskLevel.reduce((s, x) => s + x.count, 0)).toBe(d.totalReviews);
    expect(d.recentReviews.length).toBe(5);
    expect(
      d.recentReviews.every((x) => ['Finance Workstations', 'Engineering Laptops'].includes(x.groupName!)),
    ).toBe(true);
    const drafted = await api('group', 'POST', '/restapi/PolicyReview/GetPolicyReviewDashboard', {
      payload: unchecked({ status: 'Drafted' }),
    });
    expect(drafted.body.entityData.recentReviews.every((x) => x.status === 'Drafted')).toBe(true);
    const forEngineering = await api('group', 'POST', '/restapi/PolicyReview/GetPolicyReviewDashboard', {
      payload: unchecked({}),
      scope: { 'x-company-guid': FABRIKAM, 'x-group-guid': ENGINEERING },
    });
    expect(
      forEngineering.body.entityData.recentReviews.every((x) => x.groupName === 'Engineering Laptops'),
    ).toBe(true);
  });
});

describe('the list of reviews (ListReviews)', () => {
  const rows = (r: { body: BodyOf<'POST', '/restapi/PolicyReview/ListReviews'> }) => r.body.entityData;

  it('lists the reviews of the scope with an exact total, as the dashboard counts them', async () => {
    const all = await api('group', 'POST', '/restapi/PolicyReview/ListReviews', {
      payload: page({ pageSize: 200 }),
    });
    expect(all.status).toBe(200);
    const dashboard = await api('group', 'POST', '/restapi/PolicyReview/GetPolicyReviewDashboard', {
      payload: unchecked({}),
    });
    expect(all.body.totalCount).toBe(dashboard.body.entityData.totalReviews);
    expect(rows(all).length).toBe(all.body.totalCount);
    expect(
      rows(all).every((x) => ['Finance Workstations', 'Engineering Laptops'].includes(x.groupName!)),
    ).toBe(true);
  });

  it('filters by status and risk, and searches names', async () => {
    const drafted = await api('group', 'POST', '/restapi/PolicyReview/ListReviews', {
      payload: page({ status: 'Drafted', pageSize: 200 }),
    });
    expect(rows(drafted).length).toBeGreaterThan(0);
    expect(rows(drafted).every((x) => x.status === 'Drafted')).toBe(true);
    const dashboard = await api('group', 'POST', '/restapi/PolicyReview/GetPolicyReviewDashboard', {
      payload: unchecked({}),
    });
    const byStatus = dashboard.body.entityData.byStatus;
    expect(drafted.body.totalCount).toBe(byStatus.find((s) => s.status === 'Drafted')!.count);
    const high = await api('group', 'POST', '/restapi/PolicyReview/ListReviews', {
      payload: page({ riskLevel: 'High', pageSize: 200 }),
    });
    expect(rows(high).every((x) => x.riskLevel === 'High')).toBe(true);
    const named = await api('group', 'POST', '/restapi/PolicyReview/ListReviews', {
      payload: page({ search: 'quarter-END' }),
    });
    expect(rows(named).map((x) => x.name)).toContain('Quarter-end reporting tools');
    expect(rows(named).every((x) => /quarter-end/i.test(x.name))).toBe(true);
  });

  it('sorts by status in the order of the workflow, and pages', async () => {
    const sorted = await api('group', 'POST', '/restapi/PolicyReview/ListReviews', {
      payload: page({ sortColumn: 'status', sortDir: 'asc', pageSize: 200 }),
    });
    const order = ['DraftReview', 'Drafted', 'Applied', 'Published', 'Completed', 'Deleted', 'KeepEnforcing'];
    const ranks = rows(sorted).map((x) => order.indexOf(x.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const first = await api('group', 'POST', '/restapi/PolicyReview/ListReviews', {
      payload: page({ pageSize: 2, sortColumn: 'name', sortDir: 'asc' }),
    });
    const second = await api('group', 'POST', '/restapi/PolicyReview/ListReviews', {
      payload: page({ page: 2, pageSize: 2, sortColumn: 'name', sortDir: 'asc' }),
    });
    expect(rows(first).length).toBe(2);
    expect(rows(second)[0]!.reviewId).not.toBe(rows(first)[1]!.reviewId);
    const bad = await api('group', 'POST', '/restapi/PolicyReview/ListReviews', {
      payload: unchecked(page({ sortColumn: 'comment' })),
    });
    expect(bad.status).toBe(400);
  });

  it('counts the decided items of each review: those no longer Pending', async () => {
    const created = await api('group', 'POST', '/restapi/PolicyReview/CreateReview', {
      payload: {
        name: 'Progress count',
        riskLevel: 'Low',
        permissionLevel: 'Approver',
        mode: 'Summary',
        scope: 'Group',
        groupGuid: FINANCE,
      },
    });
    const reviewId = created.body.entityData.reviewId;
    const added = await api('group', 'POST', '/restapi/PolicyReview/AddUniqueBlockToReviewCheckList', {
      payload: {
        reviewId,
        uniqueBlockIds: [8101, 8102],
      },
    });
    const [item] = added.body.entityData;
    await api('group', 'POST', '/restapi/PolicyReview/UpdateReviewCheckListItem', {
      payload: {
        checklistItemId: item!.checklistItemId,
        decision: 'KeepBlocking',
        decisionStatus: 'Approved',
      },
    });
    const listed = await api('group', 'POST', '/restapi/PolicyReview/ListReviews', {
      payload: page({ search: 'Progress count' }),
    });
    expect(rows(listed)[0]).toMatchObject({ reviewId, checklistItemCount: 2, decidedItemCount: 1 });
  });

  it('refuses company and site roles (403) and lets the group auditor read', async () => {
    for (const who of ['company', 'site', 'siteAuditor'] as const)
      expect((await api(who, 'POST', '/restapi/PolicyReview/ListReviews', { payload: page() })).status).toBe(
        403,
      );
    expect(
      (await api('groupAuditor', 'POST', '/restapi/PolicyReview/ListReviews', { payload: page() })).status,
    ).toBe(200);
  });
});
