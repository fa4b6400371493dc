// PolicyReview_CompareReviews (review against review, or against the policy as it stands) and
// who reads the policy-review dashboard, as a client sees them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestSandbox, type TestSandbox } from '../support/sandbox';
import { expectMatchesContract } from '../support/contract-response';

let sb: TestSandbox;
const cookies: Record<string, string> = {};

const FABRIKAM = '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801001';
const CHICAGO = 'c47d2e90-6a1b-4f3c-8d2e-9f0a1b2c2001';
const FINANCE = 'e91f3a57-2b8c-4d6e-a0f1-7c8d9e0f3001';

const USERS = {
  company: 'company.admin@sandbox.test',
  site: 'site.admin@sandbox.test',
  siteAuditor: 'site.auditor@sandbox.test',
  group: 'group.admin@sandbox.test',
  groupAuditor: 'group.auditor@sandbox.test',
} as const;
type Who = keyof typeof USERS;

interface Reply {
  status: number;
  body: { isSuccess: boolean; entityData: unknown; totalCount?: number; message: string | null };
}

interface Row {
  uniqueBlockId: number;
  fileName: string;
  decision: string | null;
  decisionStatus: string | null;
  otherDecision: string | null;
  otherDecisionStatus: string | null;
  changed: boolean;
}

interface Item {
  checklistItemId: number;
  uniqueBlockId: number;
  decision: string | null;
  decisionStatus: string;
}

async function call(
  who: Who,
  op: string,
  payload: unknown,
  scope: Record<string, string> = {},
): Promise<Reply> {
  const res = await sb.app.inject({
    method: 'POST',
    url: `/restapi/PolicyReview/${op}`,
    headers: { cookie: cookies[who]!, 'x-csrf': '1', ...scope },
    payload: payload as object,
  });
  const body = res.json();
  await expectMatchesContract(`/restapi/PolicyReview/${op}`, 'POST', res.statusCode, body);
  return { status: res.statusCode, body };
}

const groupScope = { 'x-company-guid': FABRIKAM, 'x-site-guid': CHICAGO, 'x-group-guid': FINANCE };
const page = (extra: Record<string, unknown> = {}) => ({ page: 1, pageSize: 200, ...extra });
const compare = (payload: Record<string, unknown>, who: Who = 'group') =>
  call(who, 'CompareReviews', page(payload), groupScope);
const rowsOf = (r: Reply) => r.body.entityData as Row[];
const checklist = async (reviewId: number) =>
  rowsOf(
    await call('group', 'ListReviewCheckList', page({ reviewId, listState: 'draftreviews' }), groupScope),
  ) as unknown as Item[];
const policyDecisions = async () => {
  const blocks = await call('group', 'ProposedUniqueBlocks', page({ listState: 'draftreviews' }), groupScope);
  return new Map(
    (blocks.body.entityData as Array<{ uniqueBlockId: number; decision: string | null }>).map((b) => [
      b.uniqueBlockId,
      b.decision,
    ]),
  );
};

beforeAll(async () => {
  sb = await startTestSandbox();
  for (const [who, email] of Object.entries(USERS)) cookies[who] = (await signIn(sb.app, email)).cookie;
});
afterAll(async () => {
  await sb?.close();
});

describe('CompareReviews against the policy', () => {
  it('lists every block of the review with the policy’s decision, changed where the review decides otherwise', async () => {
    const r = await compare({ reviewId: 502, otherReviewId: null });
    expect(r.status).toBe(200);
    const items = await checklist(502);
    const policy = await policyDecisions();
    expect(r.body.totalCount).toBe(items.length);
    for (const row of rowsOf(r)) {
      const item = items.find((i) => i.uniqueBlockId === row.uniqueBlockId)!;
      expect(row.decision).toBe(item.decision);
      expect(row.decisionStatus).toBe(item.decisionStatus);
      expect(row.otherDecision).toBe(policy.get(row.uniqueBlockId) ?? null);
      expect(row.otherDecisionStatus).toBeNull();
      expect(row.changed).toBe(row.decision !== null && row.decision !== row.otherDecision);
    }
    expect(rowsOf(r).map((x) => x.fileName)).toEqual(
      [...rowsOf(r).map((x) => x.fileName)].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())),
    );
  });

  it('shows a decision recorded on the checklist as a change until it is approved into the policy', async () => {
    const item = (await checklist(502)).find((i) => i.decisionStatus === 'Deferred')!;
    const before = (await policyDecisions()).get(item.uniqueBlockId) ?? null;
    const decision = before === 'AllowHash' ? 'KeepBlocking' : 'AllowHash';
    const update = (decisionStatus: string) =>
      sb.app.inject({
        method: 'POST',
        url: '/restapi/PolicyReview/UpdateReviewCheckListItem',
        headers: { cookie: cookies.group, 'x-csrf': '1', ...groupScope },
        payload: { checklistItemId: item.checklistItemId, decision, decisionStatus },
      });
    expect((await update('Deferred')).statusCode).toBe(200);
    const changedOnly = await compare({ reviewId: 502, otherReviewId: null, changedOnly: true });
    const row = rowsOf(changedOnly).find((x) => x.uniqueBlockId === item.uniqueBlockId)!;
    expect(row).toMatchObject({ decision, otherDecision: before, changed: true });
    expect(rowsOf(changedOnly).every((x) => x.changed)).toBe(true);
    expect(changedOnly.body.totalCount).toBe(rowsOf(changedOnly).length);

    expect((await update('Approved')).statusCode).toBe(200);
    const after = await compare({ reviewId: 502, otherReviewId: null });
    expect(rowsOf(after).find((x) => x.uniqueBlockId === item.uniqueBlockId)).toMatchObject({
      decision,
      otherDecision: decision,
      changed: false,
    });
  });
});

describe('CompareReviews of two reviews', () => {
  it('lists the blocks of both checklists, changed where the decisions differ', async () => {
    const [a, b] = [await checklist(502), await checklist(504)];
    const r = await compare({ reviewId: 502, otherReviewId: 504 });
    expect(r.status).toBe(200);
    const blocks = new Set([...a, ...b].map((i) => i.uniqueBlockId));
    expect(r.body.totalCount).toBe(blocks.size);
    for (const row of rowsOf(r)) {
      const left = a.find((i) => i.uniqueBlockId === row.uniqueBlockId);
      const right = b.find((i) => i.uniqueBlockId === row.uniqueBlockId);
      expect(row.decision).toBe(left?.decision ?? null);
      expect(row.decisionStatus).toBe(left?.decisionStatus ?? null);
      expect(row.otherDecision).toBe(right?.decision ?? null);
      expect(row.otherDecisionStatus).toBe(right?.decisionStatus ?? null);
      expect(row.changed).toBe(row.decision !== row.otherDecision);
    }
    expect(rowsOf(r).some((x) => x.changed)).toBe(true);
    const itself = await compare({ reviewId: 502, otherReviewId: 502 });
    expect(itself.body.totalCount).toBe(a.length);
    expect(rowsOf(itself).every((x) => !x.changed)).toBe(true);
  });

  it('sorts the changed rows first, searches file names and pages with an exact total', async () => {
    const sorted = await compare({
      reviewId: 502,
      otherReviewId: 504,
      sortColumn: 'changed',
      sortDir: 'desc',
    });
    const flags = rowsOf(sorted).map((x) => x.changed);
    expect(flags).toEqual([...flags].sort((x, y) => Number(y) - Number(x)));
    const first = rowsOf(sorted)[0]!;
    const found = await compare({ reviewId: 502, otherReviewId: 504, search: first.fileName.slice(0, 5) });
    expect(rowsOf(found).map((x) => x.uniqueBlockId)).toContain(first.uniqueBlockId);
    const paged = await call(
      'group',
      'CompareReviews',
      { page: 2, pageSize: 2, reviewId: 502, otherReviewId: 504 },
      groupScope,
    );
    expect(paged.body.totalCount).toBe(sorted.body.totalCount);
    expect(rowsOf(paged).length).toBe(2);
  });

  it('answers 404 for a review outside the scope and 400 for an unknown sort column', async () => {
    // 507 is Tokyo Seimitsu's review.
    expect((await compare({ reviewId: 502, otherReviewId: 507 })).status).toBe(404);
    expect((await compare({ reviewId: 507, otherReviewId: null })).status).toBe(404);
    expect((await compare({ reviewId: 502, sortColumn: 'decision' })).status).toBe(400);
  });

  it('is group-level: company and site roles get 403, the group auditor reads', async () => {
    for (const who of ['company', 'site', 'siteAuditor'] as const)
      expect((await call(who, 'CompareReviews', page({ reviewId: 502 }))).status).toBe(403);
    expect((await compare({ reviewId: 502 }, 'groupAuditor')).status).toBe(200);
  });
});

describe('the policy-review dashboard', () => {
  const dashboard = async (who: Who, scope: Record<string, string> = {}) =>
    call(who, 'GetPolicyReviewDashboard', {}, scope);
  type Dashboard = { totalReviews: number; pendingDecisions: number };

  it('counts the decisions awaited as the checklist lists them (open reviews, Pending)', async () => {
    const d = (await dashboard('group', groupScope)).body.entityData as Dashboard;
    const pending = await call(
      'group',
      'ListCheckList',
      page({ listState: 'draftreviews', decisionStatus: 'Pending' }),
      groupScope,
    );
    expect(d.pendingDecisions).toBe(pending.body.totalCount);
  });

  it('is the policy overview of company and site admins too, within their scope; the site auditor gets 403', async () => {
    const company = await dashboard('company');
    expect(company.status).toBe(200);
    const group = (await dashboard('group')).body.entityData as Dashboard;
    expect((company.body.entityData as Dashboard).totalReviews).toBeGreaterThanOrEqual(group.totalReviews);
    expect((await dashboard('site')).status).toBe(200);
    expect((await dashboard('siteAuditor')).status).toBe(403);
  });
});
