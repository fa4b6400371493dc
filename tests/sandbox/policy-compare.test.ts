// PolicyReview_CompareReviews (review against review, or against the policy as it stands) and
// who reads the policy-review dashboard, as a client sees them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../support/sandbox';
import { signInClient, type PayloadOf, type SandboxClient, unchecked } from './support/client';
import { CHICAGO, FABRIKAM, FINANCE, type Who } from './support/fixtures';

let sb: TestSandbox;
let api: SandboxClient['api'];

type CompareFilter = Omit<PayloadOf<'POST', '/restapi/PolicyReview/CompareReviews'>, 'page' | 'pageSize'>;
type DecisionStatus = PayloadOf<'POST', '/restapi/PolicyReview/UpdateReviewCheckListItem'>['decisionStatus'];

const groupScope = { 'x-company-guid': FABRIKAM, 'x-site-guid': CHICAGO, 'x-group-guid': FINANCE };
const page = { page: 1, pageSize: 200 };
const compare = (payload: CompareFilter, who: Who = 'group') =>
  api(who, 'POST', '/restapi/PolicyReview/CompareReviews', {
    payload: { ...page, ...payload },
    scope: groupScope,
  });
const checklist = async (reviewId: number) =>
  (
    await api('group', 'POST', '/restapi/PolicyReview/ListReviewCheckList', {
      payload: { ...page, reviewId, listState: 'draftreviews' },
      scope: groupScope,
    })
  ).body.entityData;
const policyDecisions = async () => {
  const blocks = await api('group', 'POST', '/restapi/PolicyReview/ProposedUniqueBlocks', {
    payload: { ...page, listState: 'draftreviews' },
    scope: groupScope,
  });
  return new Map(blocks.body.entityData.map((b) => [b.uniqueBlockId, b.decision]));
};

beforeAll(async () => {
  sb = await startTestSandbox();
  ({ api } = await signInClient(sb.app, ['company', 'site', 'siteAuditor', 'group', 'groupAuditor']));
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
    for (const row of r.body.entityData) {
      const item = items.find((i) => i.uniqueBlockId === row.uniqueBlockId)!;
      expect(row.decision).toBe(item.decision);
      expect(row.decisionStatus).toBe(item.decisionStatus);
      expect(row.otherDecision).toBe(policy.get(row.uniqueBlockId) ?? null);
      expect(row.otherDecisionStatus).toBeNull();
      expect(row.changed).toBe(row.decision !== null && row.decision !== row.otherDecision);
    }
    expect(r.body.entityData.map((x) => x.fileName)).toEqual(
      [...r.body.entityData.map((x) => x.fileName)].sort((x, y) =>
        x.toLowerCase().localeCompare(y.toLowerCase()),
      ),
    );
  });

  it('shows a decision recorded on the checklist as a change until it is approved into the policy', async () => {
    const item = (await checklist(502)).find((i) => i.decisionStatus === 'Deferred')!;
    const before = (await policyDecisions()).get(item.uniqueBlockId) ?? null;
    const decision = before === 'AllowHash' ? 'KeepBlocking' : 'AllowHash';
    const update = (decisionStatus: DecisionStatus) =>
      api('group', 'POST', '/restapi/PolicyReview/UpdateReviewCheckListItem', {
        payload: { checklistItemId: item.checklistItemId, decision, decisionStatus },
        scope: groupScope,
      });
    expect((await update('Deferred')).status).toBe(200);
    const changedOnly = await compare({ reviewId: 502, otherReviewId: null, changedOnly: true });
    const row = changedOnly.body.entityData.find((x) => x.uniqueBlockId === item.uniqueBlockId)!;
    expect(row).toMatchObject({ decision, otherDecision: before, changed: true });
    expect(changedOnly.body.entityData.every((x) => x.changed)).toBe(true);
    expect(changedOnly.body.totalCount).toBe(changedOnly.body.entityData.length);

    expect((await update('Approved')).status).toBe(200);
    const after = await compare({ reviewId: 502, otherReviewId: null });
    expect(after.body.entityData.find((x) => x.uniqueBlockId === item.uniqueBlockId)).toMatchObject({
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
    for (const row of r.body.entityData) {
      const left = a.find((i) => i.uniqueBlockId === row.uniqueBlockId);
      const right = b.find((i) => i.uniqueBlockId === row.uniqueBlockId);
      expect(row.decision).toBe(left?.decision ?? null);
      expect(row.decisionStatus).toBe(left?.decisionStatus ?? null);
      expect(row.otherDecision).toBe(right?.decision ?? null);
      expect(row.otherDecisionStatus).toBe(right?.decisionStatus ?? null);
      expect(row.changed).toBe(row.decision !== row.otherDecision);
    }
    expect(r.body.entityData.some((x) => x.changed)).toBe(true);
    const itself = await compare({ reviewId: 502, otherReviewId: 502 });
    expect(itself.body.totalCount).toBe(a.length);
    expect(itself.body.entityData.every((x) => !x.changed)).toBe(true);
  });

  it('sorts the changed rows first, searches file names and pages with an exact total', async () => {
    const sorted = await compare({
      reviewId: 502,
      otherReviewId: 504,
      sortColumn: 'changed',
      sortDir: 'desc',
    });
    const flags = sorted.body.entityData.map((x) => x.changed);
    expect(flags).toEqual([...flags].sort((x, y) => Number(y) - Number(x)));
    const first = sorted.body.entityData[0]!;
    const found = await compare({ reviewId: 502, otherReviewId: 504, search: first.fileName.slice(0, 5) });
    expect(found.body.entityData.map((x) => x.uniqueBlockId)).toContain(first.uniqueBlockId);
    const paged = await api('group', 'POST', '/restapi/PolicyReview/CompareReviews', {
      payload: { page: 2, pageSize: 2, reviewId: 502, otherReviewId: 504 },
      scope: groupScope,
    });
    expect(paged.body.totalCount).toBe(sorted.body.totalCount);
    expect(paged.body.entityData.length).toBe(2);
  });

  it('answers 404 for a review outside the scope and 400 for an unknown sort column', async () => {
    // 507 is Tokyo Seimitsu's review.
    expect((await compare({ reviewId: 502, otherReviewId: 507 })).status).toBe(404);
    expect((await compare({ reviewId: 507, otherReviewId: null })).status).toBe(404);
    const unknownSort = await api('group', 'POST', '/restapi/PolicyReview/CompareReviews', {
      payload: unchecked({ ...page, reviewId: 502, sortColumn: 'decision' }),
      scope: groupScope,
    });
    expect(unknownSort.status).toBe(400);
  });

  it('is group-level: company and site roles get 403, the group auditor reads', async () => {
    for (const who of ['company', 'site', 'siteAuditor'] as const)
      expect(
        (
          await api(who, 'POST', '/restapi/PolicyReview/CompareReviews', {
            payload: { ...page, reviewId: 502 },
          })
        ).status,
      ).toBe(403);
    expect((await compare({ reviewId: 502 }, 'groupAuditor')).status).toBe(200);
  });
});

describe('the policy-review dashboard', () => {
  const dashboard = async (who: Who, scope: Record<string, string> = {}) =>
    // `{}` is a valid body (recentCount has a default), but the generated type makes a field with
    // a default required: sent as is.
    api(who, 'POST', '/restapi/PolicyReview/GetPolicyReviewDashboard', { payload: unchecked({}), scope });

  it('counts the decisions awaited as the checklist lists them (open reviews, Pending)', async () => {
    const d = (await dashboard('group', groupScope)).body.entityData;
    const pending = await api('group', 'POST', '/restapi/PolicyReview/ListCheckList', {
      payload: { ...page, listState: 'draftreviews', decisionStatus: 'Pending' },
      scope: groupScope,
    });
    expect(d.pendingDecisions).toBe(pending.body.totalCount);
  });

  it('is the policy overview of company and site admins too, within their scope; the site auditor gets 403', async () => {
    const company = await dashboard('company');
    expect(company.status).toBe(200);
    const group = (await dashboard('group')).body.entityData;
    expect(company.body.entityData.totalReviews).toBeGreaterThanOrEqual(group.totalReviews);
    expect((await dashboard('site')).status).toBe(200);
    expect((await dashboard('siteAuditor')).status).toBe(403);
  });
});
