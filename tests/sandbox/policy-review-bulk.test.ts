// PolicyReview/UpdateReviewCheckListItems: many checklist items in one request, each checked by
// the rules of the single update, as a client sees them: the items changed, those refused with
// the reason's catalogue key, a 400 with field errors for a bad body, 403 for the roles the
// operation table refuses. Against the small seeded world (review 502: Finance Workstations,
// Approver; 503: Engineering Laptops, Reviewer; 504: Finance, Published; 505: Finance,
// Completed; 507: 経理部 of another company).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../support/sandbox';
import {
  signInClient,
  unchecked,
  type PayloadOf,
  type SandboxClient,
  type Unchecked,
} from './support/client';
import { CHICAGO, FABRIKAM, FINANCE, type Who } from './support/fixtures';

let sb: TestSandbox;
let api: SandboxClient['api'];

const financeScope = { 'x-company-guid': FABRIKAM, 'x-site-guid': CHICAGO, 'x-group-guid': FINANCE };

type ListState = PayloadOf<'POST', '/restapi/PolicyReview/ListReviewCheckList'>['listState'];

const bulk = (
  who: Who,
  payload: PayloadOf<'PUT', '/restapi/PolicyReview/UpdateReviewCheckListItems'> | Unchecked,
  scope: Record<string, string> = {},
) => api(who, 'PUT', '/restapi/PolicyReview/UpdateReviewCheckListItems', { payload, scope });

/** The items of a review's checklist, by id, as the group admin reads them. */
async function itemsOf(reviewId: number, listState: ListState = 'draftreviews') {
  const r = await api('group', 'POST', '/restapi/PolicyReview/ListReviewCheckList', {
    payload: {
      page: 1,
      pageSize: 100,
      sortColumn: null,
      sortDir: 'desc',
      search: null,
      listState,
      reviewId,
    },
  });
  expect(r.status).toBe(200);
  return new Map(r.body.entityData.map((item) => [item.checklistItemId, item]));
}

beforeAll(async () => {
  sb = await startTestSandbox();
  ({ api } = await signInClient(sb.app, ['group', 'groupAuditor', 'site', 'company']));
});
afterAll(async () => {
  await sb?.close();
});

describe('UpdateReviewCheckListItems', () => {
  it('changes the items the rules allow and names each refused one with the reason’s key', async () => {
    const [completedItem] = [...(await itemsOf(505, 'completed')).keys()];
    expect(completedItem).toBeDefined();
    const r = await bulk('group', {
      items: [
        { checklistItemId: 9302, decision: 'AddPowerApp', decisionStatus: 'Approved', riskLevel: 'Critical' },
        { checklistItemId: 9313, decision: 'TrustPublisher', decisionStatus: 'Approved' },
        // rclone.exe is unsigned: DecisionOptions does not offer TrustPublisher for it.
        { checklistItemId: 9304, decision: 'TrustPublisher', decisionStatus: 'Approved' },
        // 503 is a Reviewer review: no approving there.
        { checklistItemId: 9306, decision: 'AllowHash', decisionStatus: 'Approved' },
        // Approving needs a decision.
        { checklistItemId: 9308, decision: null, decisionStatus: 'Approved' },
        // Another company's group, and an item that does not exist.
        { checklistItemId: 9309, decision: 'TrustPublisher', decisionStatus: 'Pending' },
        { checklistItemId: 999_999, decision: null, decisionStatus: 'Pending' },
        { checklistItemId: completedItem!, decision: null, decisionStatus: 'Deferred' },
      ],
    });
    expect(r.status).toBe(200);
    expect(r.body.entityData).toEqual({
      updatedIds: [9302, 9313],
      refused: [
        expect.objectContaining({
          checklistItemId: 9304,
          messageKey: 'validation.review.decision.notOffered',
        }),
        expect.objectContaining({
          checklistItemId: 9306,
          messageKey: 'validation.review.permissionLevel.notAllowed',
        }),
        expect.objectContaining({ checklistItemId: 9308, messageKey: 'validation.review.decision.required' }),
        expect.objectContaining({ checklistItemId: 9309, messageKey: 'validation.review.item.notFound' }),
        expect.objectContaining({ checklistItemId: 999_999, messageKey: 'validation.review.item.notFound' }),
        expect.objectContaining({
          checklistItemId: completedItem,
          messageKey: 'validation.review.status.locked',
        }),
      ],
    });

    const after = await itemsOf(502);
    expect(after.get(9302)).toMatchObject({
      decision: 'AddPowerApp',
      decisionStatus: 'Approved',
      riskLevel: 'Critical',
      updatedBy: 'Chloe Dubois',
    });
    expect(after.get(9313)).toMatchObject({ decision: 'TrustPublisher', decisionStatus: 'Approved' });
    // The refused ones are as seeded.
    expect(after.get(9304)).toMatchObject({ decision: null, decisionStatus: 'Deferred' });
    expect((await itemsOf(504)).get(9308)).toMatchObject({
      decision: 'KeepBlocking',
      decisionStatus: 'Pending',
    });
    expect((await itemsOf(503)).get(9306)).toMatchObject({
      decision: 'AllowHash',
      decisionStatus: 'Approved',
    });
    // An approved decision reaches the block's occurrences in the review's group (Zoom, 8107).
    const where = await api('group', 'POST', '/restapi/PolicyReview/IndividualProposedUniqueBlocks', {
      payload: {
        page: 1,
        pageSize: 500,
        sortColumn: null,
        sortDir: 'desc',
        search: null,
        listState: 'draftreviews',
        uniqueBlockId: 8107,
      },
      scope: financeScope,
    });
    const finance = where.body.entityData.filter((row) => row.groupName === 'Finance Workstations');
    expect(finance.length).toBeGreaterThan(0);
    expect(new Set(finance.map((row) => row.decision))).toEqual(new Set(['TrustPublisher']));
  });

  it('keeps to the session’s scope: with Finance Workstations selected, an Engineering item is not found', async () => {
    const r = await bulk(
      'group',
      { items: [{ checklistItemId: 9305, decision: 'Ignore', decisionStatus: 'Deferred' }] },
      financeScope,
    );
    expect(r.status).toBe(200);
    expect(r.body.entityData).toEqual({
      updatedIds: [],
      refused: [
        expect.objectContaining({ checklistItemId: 9305, messageKey: 'validation.review.item.notFound' }),
      ],
    });
    expect((await itemsOf(503)).get(9305)).toMatchObject({ decision: 'Ignore', decisionStatus: 'Rejected' });
  });

  it('lets a Reviewer review defer (no approving needed)', async () => {
    const r = await bulk('group', {
      items: [{ checklistItemId: 9305, decision: 'KeepBlocking', decisionStatus: 'Deferred' }],
    });
    expect(r.body.entityData).toEqual({ updatedIds: [9305], refused: [] });
    expect((await itemsOf(503)).get(9305)).toMatchObject({
      decision: 'KeepBlocking',
      decisionStatus: 'Deferred',
    });
  });

  it.each([
    ['no items', { items: [] }, '/items'],
    ['no list', {}, '/items'],
    [
      'an unknown risk level',
      { items: [{ checklistItemId: 9302, decision: null, decisionStatus: 'Pending', riskLevel: 'Extreme' }] },
      '/items/0/riskLevel',
    ],
    [
      'a decision no one knows',
      { items: [{ checklistItemId: 9302, decision: 'AllowAll', decisionStatus: 'Pending' }] },
      '/items/0/decision',
    ],
    [
      'an id of 0',
      { items: [{ checklistItemId: 0, decision: null, decisionStatus: 'Pending' }] },
      '/items/0/checklistItemId',
    ],
  ])('answers 400 with field errors for %s, and changes nothing', async (_name, payload, field) => {
    const r = await bulk('group', unchecked(payload));
    expect(r.status).toBe(400);
    expect(r.body.errors!.map((e) => e.field)).toContain(field);
    expect((await itemsOf(502)).get(9302)).toMatchObject({
      decisionStatus: 'Approved',
      riskLevel: 'Critical',
    });
  });

  it('answers 400 for more than 1000 items', async () => {
    const items = Array.from({ length: 1001 }, (_, i) => ({
      checklistItemId: i + 1,
      decision: null,
      decisionStatus: 'Pending',
    }));
    const r = await bulk('group', unchecked({ items }));
    expect(r.status).toBe(400);
    expect(r.body.errors!.map((e) => e.field)).toContain('/items');
  });

  it('answers 400 validation.review.item.duplicate for an item named twice, and changes neither', async () => {
    const r = await bulk('group', {
      items: [
        { checklistItemId: 9313, decision: null, decisionStatus: 'Pending' },
        { checklistItemId: 9302, decision: null, decisionStatus: 'Pending' },
        { checklistItemId: 9313, decision: 'KeepBlocking', decisionStatus: 'Pending' },
      ],
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([
      expect.objectContaining({
        field: '/items/2/checklistItemId',
        messageKey: 'validation.review.item.duplicate',
      }),
    ]);
    const after = await itemsOf(502);
    expect(after.get(9313)).toMatchObject({ decision: 'TrustPublisher', decisionStatus: 'Approved' });
    expect(after.get(9302)).toMatchObject({ decision: 'AddPowerApp', decisionStatus: 'Approved' });
  });

  it.each(['groupAuditor', 'site', 'company'] as const)(
    'refuses %s (the operation table) and changes nothing',
    async (who) => {
      const r = await bulk(who, {
        items: [{ checklistItemId: 9302, decision: null, decisionStatus: 'Pending' }],
      });
      expect(r.status).toBe(403);
      expect((await itemsOf(502)).get(9302)).toMatchObject({
        decision: 'AddPowerApp',
        decisionStatus: 'Approved',
      });
    },
  );
});
