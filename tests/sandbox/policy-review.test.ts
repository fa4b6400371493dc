// The PolicyReview area of the sandbox: unique blocks, reviews, their status workflow,
// checklists and decisions, as a client sees them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestSandbox, type TestSandbox } from '../support/sandbox';
import { expectMatchesContract } from '../support/contract-response';

let sb: TestSandbox;
const cookies: Record<string, string> = {};

const FABRIKAM = '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801001';
const TOKYO = '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801003';
const CHICAGO = 'c47d2e90-6a1b-4f3c-8d2e-9f0a1b2c2001';
const FINANCE = 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3001';
const ENGINEERING = 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3002';
const TOKYO_KEIRI = 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3004';

const USERS = {
  global: 'global.admin@sandbox.test',
  partner: 'partner.admin@sandbox.test',
  company: 'company.admin@sandbox.test',
  site: 'site.admin@sandbox.test',
  siteAuditor: 'site.auditor@sandbox.test',
  group: 'group.admin@sandbox.test',
  groupAuditor: 'group.auditor@sandbox.test',
} as const;
type Who = keyof typeof USERS;

interface Reply {
  status: number;
  body: {
    isSuccess: boolean;
    message: string | null;
    entityData: never;
    totalCount?: number;
    entityDataCount?: number;
    errors?: Array<{ field: string; messageKey: string }>;
  };
}

async function call(
  who: Who,
  method: string,
  op: string,
  payload?: unknown,
  scope: Record<string, string> = {},
): Promise<Reply> {
  const res = await sb.app.inject({
    method: method as 'GET',
    url: `/restapi/PolicyReview/${op}`,
    headers: { cookie: cookies[who]!, 'x-csrf': '1', ...scope },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  const body = res.json();
  await expectMatchesContract(`/restapi/PolicyReview/${op.split('?')[0]}`, method, res.statusCode, body);
  return { status: res.statusCode, body };
}

const groupScope = { 'x-company-guid': FABRIKAM, 'x-site-guid': CHICAGO, 'x-group-guid': FINANCE };
const page = (extra: Record<string, unknown> = {}) => ({
  page: 1,
  pageSize: 25,
  sortColumn: null,
  sortDir: 'desc',
  search: null,
  ...extra,
});

beforeAll(async () => {
  sb = await startTestSandbox();
  for (const [who, email] of Object.entries(USERS)) cookies[who] = (await signIn(sb.app, email)).cookie;
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
  ])('%s answers its options', async (op, count) => {
    const r = await call('group', 'GET', op);
    expect(r.status).toBe(200);
    expect(r.body.totalCount).toBe(count);
  });

  it('offers TrustPublisher only for signed files and TrustFolder not under C:\\Windows', async () => {
    const unsigned = await call('group', 'GET', 'DecisionOptions?uniqueBlockId=8102');
    expect((unsigned.body.entityData as Array<{ id: string }>).map((o) => o.id)).toEqual([
      'AllowHash',
      'TrustFolder',
      'AddPowerApp',
      'KeepBlocking',
      'Ignore',
    ]);
    const windows = await call('group', 'GET', 'DecisionOptions?uniqueBlockId=8106');
    expect((windows.body.entityData as Array<{ id: string }>).map((o) => o.id)).toEqual([
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
      expect((await call(who, 'GET', 'GetDecisions')).status).toBe(403);
      expect((await call(who, 'POST', 'ListCheckList', page({ listState: 'draftreviews' }))).status).toBe(
        403,
      );
    }
  });

  it('lets the group auditor read but not write', async () => {
    expect(
      (await call('groupAuditor', 'POST', 'ProposedUniqueBlocks', page({ listState: 'draftreviews' })))
        .status,
    ).toBe(200);
    const write = await call('groupAuditor', 'POST', 'CreateReview', {
      name: 'Auditor review',
      riskLevel: 'Low',
      permissionLevel: 'Approver',
      mode: 'Summary',
      scope: 'Group',
      groupGuid: FINANCE,
    });
    expect(write.status).toBe(403);
    expect(write.body.message).toBe('Access to this resource on the server is denied !');
  });

  it('answers 403 for a scope header of another tenant', async () => {
    expect(
      (
        await call('group', 'POST', 'ListCheckList', page({ listState: 'draftreviews' }), {
          'x-company-guid': TOKYO,
        })
      ).status,
    ).toBe(403);
  });
});

describe('unique blocks', () => {
  it('aggregates the blocks of the company as the named example', async () => {
    const r = await call(
      'global',
      'POST',
      'ProposedUniqueBlocks',
      page({ sortColumn: 'fileName', sortDir: 'asc', pageSize: 200, listState: 'draftreviews' }),
      { 'x-company-guid': FABRIKAM },
    );
    expect(r.status).toBe(200);
    const rows = r.body.entityData as Array<{
      uniqueBlockId: number;
      blockCount: number;
      computerCount: number;
      decision: string | null;
      firstSeen: string;
      lastSeen: string;
    }>;
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
    const all = await call(
      'group',
      'POST',
      'ProposedUniqueBlocks',
      page({ pageSize: 500, listState: 'draftreviews', sortColumn: 'blockCount', sortDir: 'desc' }),
    );
    const total = all.body.totalCount!;
    const rows = all.body.entityData as Array<{
      uniqueBlockId: number;
      blockCount: number;
      hashClass: string;
    }>;
    expect(rows.length).toBe(total);
    expect(total).toBeGreaterThan(10);
    for (let i = 1; i < rows.length; i++)
      expect(rows[i - 1]!.blockCount).toBeGreaterThanOrEqual(rows[i]!.blockCount);
    const p2 = await call(
      'group',
      'POST',
      'ProposedUniqueBlocks',
      page({ page: 2, pageSize: 5, listState: 'draftreviews', sortColumn: 'blockCount', sortDir: 'desc' }),
    );
    expect(p2.body.totalCount).toBe(total);
    expect((p2.body.entityData as Array<{ uniqueBlockId: number }>).map((b) => b.uniqueBlockId)).toEqual(
      rows.slice(5, 10).map((b) => b.uniqueBlockId),
    );
    const malicious = await call(
      'group',
      'POST',
      'ProposedUniqueBlocks',
      page({ pageSize: 500, listState: 'draftreviews', hashClass: 'malicious' }),
    );
    expect(malicious.body.totalCount).toBe(rows.filter((b) => b.hashClass === 'malicious').length);
    const search = await call(
      'group',
      'POST',
      'ProposedUniqueBlocks',
      page({ listState: 'draftreviews', search: 'rclone' }),
    );
    expect((search.body.entityData as Array<{ uniqueBlockId: number }>).map((b) => b.uniqueBlockId)).toEqual([
      8102,
    ]);
  });

  it('refuses an unknown sort column with 400', async () => {
    const r = await call(
      'group',
      'POST',
      'ProposedUniqueBlocks',
      page({ listState: 'draftreviews', sortColumn: 'sha256' }),
    );
    expect(r.status).toBe(400);
  });

  it('lists blocks per computer, only of the groups in scope', async () => {
    const r = await call(
      'group',
      'POST',
      'IndividualProposedUniqueBlocks',
      page({ pageSize: 500, listState: 'draftreviews', uniqueBlockId: 8101 }),
      groupScope,
    );
    const rows = r.body.entityData as Array<{
      computerName: string;
      blockCount: number;
      groupName: string;
      computerCount: number;
    }>;
    expect(rows.map((x) => x.computerName).sort()).toEqual([
      'FAB-FIN-WS014',
      'FAB-FIN-WS015',
      'FAB-FIN-WS031',
    ]);
    expect(rows.every((x) => x.groupName === 'Finance Workstations' && x.computerCount === 1)).toBe(true);
    const byComputer = await call(
      'group',
      'POST',
      'IndividualProposedUniqueBlocks',
      page({
        pageSize: 500,
        listState: 'draftreviews',
        computerGuid: '1a2b3c4d-0002-4e5f-8a9b-000000040002',
        sortColumn: 'computerName',
      }),
    );
    expect(
      (byComputer.body.entityData as Array<{ computerName: string }>).every(
        (x) => x.computerName === 'FAB-FIN-WS015',
      ),
    ).toBe(true);
    const tokyo = await call(
      'group',
      'POST',
      'IndividualProposedUniqueBlocks',
      page({ pageSize: 500, listState: 'draftreviews', search: 'TKY-' }),
    );
    expect(tokyo.body.totalCount).toBe(0);
  });
});

describe('checklists', () => {
  it('lists the checklist of a review and splits lists by draftreviews, completed and deleted', async () => {
    const r = await call(
      'group',
      'POST',
      'ListReviewCheckList',
      page({ listState: 'draftreviews', reviewId: 502 }),
    );
    expect(r.status).toBe(200);
    expect(r.body.totalCount).toBe(6);
    expect((r.body.entityData as Array<{ checklistItemId: number }>)[0]!.checklistItemId).toBe(9301);
    const completed = await call(
      'group',
      'POST',
      'ListCheckList',
      page({ pageSize: 500, listState: 'completed' }),
    );
    const completedReviews = new Set(
      (completed.body.entityData as Array<{ reviewId: number }>).map((i) => i.reviewId),
    );
    expect(completedReviews.has(505)).toBe(true);
    expect(completedReviews.has(506)).toBe(true);
    expect(completedReviews.has(502)).toBe(false);
    const deleted = await call(
      'global',
      'POST',
      'ListCheckList',
      page({ pageSize: 500, listState: 'deleted' }),
    );
    expect((deleted.body.entityData as Array<{ reviewId: number }>).some((i) => i.reviewId === 510)).toBe(
      true,
    );
  });

  it('filters by decision status with an exact total', async () => {
    const all = await call(
      'group',
      'POST',
      'ListCheckList',
      page({ pageSize: 500, listState: 'draftreviews' }),
    );
    const pending = await call(
      'group',
      'POST',
      'ListCheckList',
      page({
        pageSize: 500,
        listState: 'draftreviews',
        decisionStatus: 'Pending',
        sortColumn: 'title',
        sortDir: 'asc',
      }),
    );
    const items = all.body.entityData as Array<{ decisionStatus: string }>;
    expect(pending.body.totalCount).toBe(items.filter((i) => i.decisionStatus === 'Pending').length);
    const titles = (pending.body.entityData as Array<{ title: string }>).map((i) => i.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('never shows another tenant’s reviews: Tokyo’s review is 404 for Fabrikam', async () => {
    expect(
      (await call('group', 'POST', 'ListReviewCheckList', page({ listState: 'draftreviews', reviewId: 507 })))
        .status,
    ).toBe(404);
    const all = await call(
      'partner',
      'POST',
      'ListCheckList',
      page({ pageSize: 500, listState: 'draftreviews' }),
    );
    expect((all.body.entityData as Array<{ reviewId: number }>).some((i) => i.reviewId === 507)).toBe(false);
    const tokyo = await call(
      'global',
      'POST',
      'ListReviewCheckList',
      page({ listState: 'draftreviews', reviewId: 507 }),
      { 'x-company-guid': TOKYO, 'x-group-guid': TOKYO_KEIRI },
    );
    expect(tokyo.body.totalCount).toBe(1);
  });
});

describe('reviews', () => {
  let reviewId = 0;

  it('creates a review in DraftReview', async () => {
    const r = await call('group', 'POST', 'CreateReview', {
      name: 'Finance Workstations – December patch window',
      description: '<b>Blocks</b> expected from the December updates.',
      riskLevel: 'Medium',
      permissionLevel: 'Approver',
      mode: 'Summary',
      scope: 'Group',
      groupGuid: FINANCE,
    });
    expect(r.status).toBe(200);
    const review = r.body.entityData as {
      reviewId: number;
      status: string;
      createdBy: string;
      groupName: string;
      uniqueBlockCount: number;
      description: string;
    };
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
    const r = await call('group', 'POST', 'CreateReview', {
      name: 'Not mine',
      riskLevel: 'Low',
      permissionLevel: 'Approver',
      mode: 'Summary',
      scope: 'Group',
      groupGuid: TOKYO_KEIRI,
    });
    expect(r.status).toBe(403);
  });

  it('adds unique blocks to the checklist, skipping those already there', async () => {
    const r = await call('group', 'POST', 'AddUniqueBlockToReviewCheckList', {
      reviewId,
      uniqueBlockIds: [8105, 8108, 8109],
    });
    expect(r.status).toBe(200);
    const items = r.body.entityData as Array<{
      checklistItemId: number;
      title: string;
      decisionStatus: string;
    }>;
    expect(items.map((i) => i.checklistItemId)).toEqual([9314, 9315, 9316]);
    expect(items[0]).toMatchObject({ title: 'Decide on excel.exe', decisionStatus: 'Pending' });
    const again = await call('group', 'POST', 'AddUniqueBlockToReviewCheckList', {
      reviewId,
      uniqueBlockIds: [8105, 8102],
    });
    expect((again.body.entityData as unknown[]).length).toBe(1);
    const unknown = await call('group', 'POST', 'AddUniqueBlockToReviewCheckList', {
      reviewId,
      uniqueBlockIds: [999999],
    });
    expect(unknown.status).toBe(400);
  });

  it('records decisions: approving needs a decision', async () => {
    const missing = await call('group', 'POST', 'UpdateReviewCheckListItem', {
      checklistItemId: 9314,
      decision: null,
      decisionStatus: 'Approved',
      comment: null,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors![0]!.messageKey).toBe('validation.review.decision.required');
    const approved = await call('group', 'POST', 'UpdateReviewCheckListItem', {
      checklistItemId: 9314,
      decision: 'TrustPublisher',
      decisionStatus: 'Approved',
      comment: 'Signed by Microsoft.',
    });
    expect(approved.status).toBe(200);
    expect(approved.body.entityData).toMatchObject({
      decision: 'TrustPublisher',
      decisionStatus: 'Approved',
      comment: 'Signed by Microsoft.',
      updatedBy: 'Chloe Dubois',
    });
    const list = await call(
      'group',
      'POST',
      'ListReviewCheckList',
      page({ listState: 'draftreviews', reviewId, decisionStatus: 'Approved' }),
    );
    expect(list.body.totalCount).toBe(1);
  });

  it('offers on each item what DecisionOptions offers for its block, and refuses any other decision', async () => {
    // rclone.exe (8102), unsigned, added to the review above.
    const list = await call(
      'group',
      'POST',
      'ListReviewCheckList',
      page({ listState: 'draftreviews', reviewId }),
    );
    const items = list.body.entityData as Array<{
      checklistItemId: number;
      uniqueBlockId: number;
      decisionOptions: string[];
    }>;
    const options = await call('group', 'GET', 'DecisionOptions?uniqueBlockId=8102');
    const rclone = items.find((i) => i.uniqueBlockId === 8102)!;
    expect(rclone.decisionOptions).toEqual(
      (options.body.entityData as Array<{ id: string }>).map((o) => o.id),
    );
    expect(rclone.decisionOptions).not.toContain('TrustPublisher');
    const excel = items.find((i) => i.uniqueBlockId === 8105)!;
    expect(excel.decisionOptions).toContain('TrustPublisher');

    const refused = await call('group', 'POST', 'UpdateReviewCheckListItem', {
      checklistItemId: rclone.checklistItemId,
      decision: 'TrustPublisher',
      decisionStatus: 'Pending',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ field: '/decision', messageKey: 'validation.review.decision.notOffered' }),
    ]);
    const after = await call(
      'group',
      'POST',
      'ListReviewCheckList',
      page({ listState: 'draftreviews', reviewId }),
    );
    expect(
      (after.body.entityData as Array<{ checklistItemId: number; decision: string | null }>).find(
        (i) => i.checklistItemId === rclone.checklistItemId,
      )!.decision,
    ).toBeNull();

    const offered = await call('group', 'POST', 'UpdateReviewCheckListItem', {
      checklistItemId: rclone.checklistItemId,
      decision: 'TrustFolder',
      decisionStatus: 'Pending',
    });
    expect(offered.status).toBe(200);
    expect(offered.body.entityData).toMatchObject({
      decision: 'TrustFolder',
      decisionOptions: rclone.decisionOptions,
    });
  });

  it('starts an item with its review’s risk, scope and mode, and counts its impact in the review’s group', async () => {
    const list = await call(
      'group',
      'POST',
      'ListReviewCheckList',
      page({ listState: 'draftreviews', reviewId }),
    );
    const item = (list.body.entityData as Array<Record<string, unknown>>).find(
      (i) => i.checklistItemId === 9315,
    )!;
    expect(item).toMatchObject({
      permissionLevel: 'Approver',
      riskLevel: 'Medium',
      scope: 'Group',
      mode: 'Summary',
    });
    // The impact: every computer of Finance Workstations where block 8108 occurred, in any list.
    let computers = 0;
    let events = 0;
    for (const listState of ['draftreviews', 'completed', 'deleted']) {
      const where = await call(
        'group',
        'POST',
        'IndividualProposedUniqueBlocks',
        page({ pageSize: 500, listState, uniqueBlockId: 8108 }),
        groupScope,
      );
      const rows = where.body.entityData as Array<{ groupName: string; blockCount: number }>;
      const finance = rows.filter((row) => row.groupName === 'Finance Workstations');
      computers += finance.length;
      events += finance.reduce((sum, row) => sum + row.blockCount, 0);
    }
    expect(computers).toBeGreaterThan(0);
    expect(item).toMatchObject({ computerCount: computers, blockCount: events });
  });

  it('sets an item’s risk, scope and mode; absent, they are kept', async () => {
    const set = await call('group', 'POST', 'UpdateReviewCheckListItem', {
      checklistItemId: 9315,
      decision: null,
      decisionStatus: 'Deferred',
      riskLevel: 'Critical',
      scope: 'Computer',
      mode: 'Individual',
    });
    expect(set.status).toBe(200);
    expect(set.body.entityData).toMatchObject({
      riskLevel: 'Critical',
      scope: 'Computer',
      mode: 'Individual',
    });
    const kept = await call('group', 'POST', 'UpdateReviewCheckListItem', {
      checklistItemId: 9315,
      decision: 'KeepBlocking',
      decisionStatus: 'Pending',
    });
    expect(kept.body.entityData).toMatchObject({
      decision: 'KeepBlocking',
      riskLevel: 'Critical',
      scope: 'Computer',
      mode: 'Individual',
    });
    const unknown = await call('group', 'POST', 'UpdateReviewCheckListItem', {
      checklistItemId: 9315,
      decision: null,
      decisionStatus: 'Pending',
      riskLevel: 'Extreme',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors!.map((e) => e.field)).toContain('/riskLevel');
  });

  it('validates UpdateReview with the review form: the field errors carry its message keys', async () => {
    const bad = await call('group', 'PUT', 'UpdateReview', {
      reviewId,
      name: '',
      riskLevel: 'Extreme',
      permissionLevel: 'Approver',
      mode: 'Summary',
      scope: 'Group',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: '/name', messageKey: 'validation.review.name.required' }),
        expect.objectContaining({ field: '/riskLevel', messageKey: 'validation.review.riskLevel.required' }),
      ]),
    );
    const noId = await call('group', 'PUT', 'UpdateReview', {
      name: 'No id',
      riskLevel: 'Low',
      permissionLevel: 'Approver',
      mode: 'Summary',
      scope: 'Group',
    });
    expect(noId.status).toBe(400);
    expect(noId.body.errors!.map((e) => e.field)).toContain('/reviewId');
    const renamed = await call('group', 'PUT', 'UpdateReview', {
      reviewId,
      name: 'Finance Workstations – December window',
      riskLevel: 'High',
      permissionLevel: 'Approver',
      mode: 'Summary',
      scope: 'Group',
      groupGuid: FINANCE,
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
    const r = await call('group', 'POST', 'UpdateReviewCheckListItem', {
      checklistItemId: 9306,
      decision: 'AllowHash',
      decisionStatus: 'Approved',
      comment: null,
    });
    expect(r.status).toBe(403);
    const deferred = await call('group', 'POST', 'UpdateReviewCheckListItem', {
      checklistItemId: 9306,
      decision: 'AllowHash',
      decisionStatus: 'Deferred',
    });
    expect(deferred.status).toBe(200);
    expect(deferred.body.entityData).toMatchObject({ decisionStatus: 'Deferred', comment: null });
    const upd = await call('group', 'PUT', 'UpdateReview', {
      reviewId,
      name: 'Finance Workstations – December patch window',
      riskLevel: 'High',
      permissionLevel: 'ReadOnly',
      mode: 'Summary',
      scope: 'Group',
      groupGuid: FINANCE,
    });
    expect(upd.status).toBe(200);
    expect(upd.body.entityData).toMatchObject({
      riskLevel: 'High',
      permissionLevel: 'ReadOnly',
      uniqueBlockCount: 4,
      checklistItemCount: 4,
    });
    const readOnly = await call('group', 'POST', 'UpdateReviewCheckListItem', {
      checklistItemId: 9315,
      decision: null,
      decisionStatus: 'Pending',
    });
    expect(readOnly.status).toBe(403);
  });

  it('moves through the allowed transitions and refuses the others with validation.review.status.transition', async () => {
    const skip = await call('group', 'POST', 'ChangeReviewStatus', { reviewId, status: 'Published' });
    expect(skip.status).toBe(400);
    expect(skip.body.errors![0]!.messageKey).toBe('validation.review.status.transition');
    const same = await call('group', 'POST', 'ChangeReviewStatus', { reviewId, status: 'DraftReview' });
    expect(same.status).toBe(400);
    for (const status of ['Drafted', 'Applied', 'Published', 'Completed']) {
      const r = await call('group', 'POST', 'ChangeReviewStatus', { reviewId, status });
      expect(r.status).toBe(200);
      expect((r.body.entityData as { status: string }).status).toBe(status);
    }
    const back = await call('group', 'POST', 'ChangeReviewStatus', { reviewId, status: 'Deleted' });
    expect(back.status).toBe(400);
    // Completed reviews are locked, and their checklist moved to the completed list.
    const edit = await call('group', 'PUT', 'UpdateReview', {
      reviewId,
      name: 'Late edit',
      riskLevel: 'Low',
      permissionLevel: 'Approver',
      mode: 'Summary',
      scope: 'Group',
      groupGuid: FINANCE,
    });
    expect(edit.status).toBe(400);
    expect(edit.body.errors![0]!.messageKey).toBe('validation.review.status.locked');
    const draft = await call(
      'group',
      'POST',
      'ListReviewCheckList',
      page({ listState: 'draftreviews', reviewId }),
    );
    const completed = await call(
      'group',
      'POST',
      'ListReviewCheckList',
      page({ listState: 'completed', reviewId }),
    );
    expect(draft.body.totalCount).toBe(0);
    expect(completed.body.totalCount).toBe(4);
    // Their blocks left the draft list of the group.
    const blocks = await call(
      'group',
      'POST',
      'IndividualProposedUniqueBlocks',
      page({ pageSize: 500, listState: 'completed', uniqueBlockId: 8105 }),
      groupScope,
    );
    expect(blocks.body.totalCount).toBeGreaterThan(0);
  });

  it('deletes a review from any open status; deleted is final', async () => {
    const del = await call('group', 'POST', 'ChangeReviewStatus', { reviewId: 501, status: 'Deleted' });
    expect(del.status).toBe(200);
    const again = await call('group', 'POST', 'ChangeReviewStatus', { reviewId: 501, status: 'Drafted' });
    expect(again.status).toBe(400);
    const add = await call('group', 'POST', 'AddUniqueBlockToReviewCheckList', {
      reviewId: 501,
      uniqueBlockIds: [8101],
    });
    expect(add.status).toBe(400);
    expect(add.body.errors![0]!.messageKey).toBe('validation.review.status.locked');
  });

  it('counts the reviews of the scope on the dashboard', async () => {
    const r = await call('group', 'POST', 'GetPolicyReviewDashboard', { status: null, recentCount: 5 });
    expect(r.status).toBe(200);
    const d = r.body.entityData as {
      totalReviews: number;
      byStatus: Array<{ status: string; count: number }>;
      byRiskLevel: Array<{ count: number }>;
      recentReviews: Array<{ reviewId: number; groupName: string }>;
    };
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
      d.recentReviews.every((x) => ['Finance Workstations', 'Engineering Laptops'].includes(x.groupName)),
    ).toBe(true);
    const drafted = await call('group', 'POST', 'GetPolicyReviewDashboard', { status: 'Drafted' });
    expect(
      (drafted.body.entityData as { recentReviews: Array<{ status: string }> }).recentReviews.every(
        (x) => x.status === 'Drafted',
      ),
    ).toBe(true);
    const forEngineering = await call(
      'group',
      'POST',
      'GetPolicyReviewDashboard',
      {},
      { 'x-company-guid': FABRIKAM, 'x-group-guid': ENGINEERING },
    );
    expect(
      (forEngineering.body.entityData as { recentReviews: Array<{ groupName: string }> }).recentReviews.every(
        (x) => x.groupName === 'Engineering Laptops',
      ),
    ).toBe(true);
  });
});

describe('the list of reviews (ListReviews)', () => {
  interface ReviewRow {
    reviewId: number;
    name: string;
    status: string;
    riskLevel: string;
    groupName: string | null;
    checklistItemCount: number;
    decidedItemCount: number;
  }
  const rows = (r: Reply) => r.body.entityData as unknown as ReviewRow[];

  it('lists the reviews of the scope with an exact total, as the dashboard counts them', async () => {
    const all = await call('group', 'POST', 'ListReviews', page({ pageSize: 200 }));
    expect(all.status).toBe(200);
    const dashboard = await call('group', 'POST', 'GetPolicyReviewDashboard', {});
    expect(all.body.totalCount).toBe((dashboard.body.entityData as { totalReviews: number }).totalReviews);
    expect(rows(all).length).toBe(all.body.totalCount);
    expect(
      rows(all).every((x) => ['Finance Workstations', 'Engineering Laptops'].includes(x.groupName!)),
    ).toBe(true);
  });

  it('filters by status and risk, and searches names', async () => {
    const drafted = await call('group', 'POST', 'ListReviews', page({ status: 'Drafted', pageSize: 200 }));
    expect(rows(drafted).length).toBeGreaterThan(0);
    expect(rows(drafted).every((x) => x.status === 'Drafted')).toBe(true);
    const dashboard = await call('group', 'POST', 'GetPolicyReviewDashboard', {});
    const byStatus = (dashboard.body.entityData as { byStatus: Array<{ status: string; count: number }> })
      .byStatus;
    expect(drafted.body.totalCount).toBe(byStatus.find((s) => s.status === 'Drafted')!.count);
    const high = await call('group', 'POST', 'ListReviews', page({ riskLevel: 'High', pageSize: 200 }));
    expect(rows(high).every((x) => x.riskLevel === 'High')).toBe(true);
    const named = await call('group', 'POST', 'ListReviews', page({ search: 'quarter-END' }));
    expect(rows(named).map((x) => x.name)).toContain('Quarter-end reporting tools');
    expect(rows(named).every((x) => /quarter-end/i.test(x.name))).toBe(true);
  });

  it('sorts by status in the order of the workflow, and pages', async () => {
    const sorted = await call(
      'group',
      'POST',
      'ListReviews',
      page({ sortColumn: 'status', sortDir: 'asc', pageSize: 200 }),
    );
    const order = ['DraftReview', 'Drafted', 'Applied', 'Published', 'Completed', 'Deleted', 'KeepEnforcing'];
    const ranks = rows(sorted).map((x) => order.indexOf(x.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const first = await call(
      'group',
      'POST',
      'ListReviews',
      page({ pageSize: 2, sortColumn: 'name', sortDir: 'asc' }),
    );
    const second = await call(
      'group',
      'POST',
      'ListReviews',
      page({ page: 2, pageSize: 2, sortColumn: 'name', sortDir: 'asc' }),
    );
    expect(rows(first).length).toBe(2);
    expect(rows(second)[0]!.reviewId).not.toBe(rows(first)[1]!.reviewId);
    const bad = await call('group', 'POST', 'ListReviews', page({ sortColumn: 'comment' }));
    expect(bad.status).toBe(400);
  });

  it('counts the decided items of each review: those no longer Pending', async () => {
    const created = await call('group', 'POST', 'CreateReview', {
      name: 'Progress count',
      riskLevel: 'Low',
      permissionLevel: 'Approver',
      mode: 'Summary',
      scope: 'Group',
      groupGuid: FINANCE,
    });
    const reviewId = (created.body.entityData as { reviewId: number }).reviewId;
    const added = await call('group', 'POST', 'AddUniqueBlockToReviewCheckList', {
      reviewId,
      uniqueBlockIds: [8101, 8102],
    });
    const [item] = added.body.entityData as unknown as Array<{ checklistItemId: number }>;
    await call('group', 'POST', 'UpdateReviewCheckListItem', {
      checklistItemId: item!.checklistItemId,
      decision: 'KeepBlocking',
      decisionStatus: 'Approved',
    });
    const listed = await call('group', 'POST', 'ListReviews', page({ search: 'Progress count' }));
    expect(rows(listed)[0]).toMatchObject({ reviewId, checklistItemCount: 2, decidedItemCount: 1 });
  });

  it('refuses company and site roles (403) and lets the group auditor read', async () => {
    for (const who of ['company', 'site', 'siteAuditor'] as const)
      expect((await call(who, 'POST', 'ListReviews', page())).status).toBe(403);
    expect((await call('groupAuditor', 'POST', 'ListReviews', page())).status).toBe(200);
  });
});
