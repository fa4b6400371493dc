import { describe, expect, it } from 'vitest';
import { BULK_MAX_ITEMS, changeAll, requestOf } from './checklist-changes';
import type { ChecklistItem } from './checklist-table';

const item = (id: number, extra: Partial<ChecklistItem> = {}): ChecklistItem => ({
  checklistItemId: id,
  reviewId: 502,
  reviewName: 'Quarter-end reporting tools',
  uniqueBlockId: 8100 + id,
  title: `Item ${id}`,
  decision: null,
  decisionStatus: 'Pending',
  comment: 'kept',
  listState: 'draftreviews',
  permissionLevel: 'Approver',
  riskLevel: 'Medium',
  scope: 'Group',
  mode: 'Summary',
  computerCount: 2,
  blockCount: 5,
  updatedBy: 'Chloe Dubois',
  updatedOn: '2026-11-18T10:27:54Z',
  decisionOptions: ['AllowHash', 'TrustFolder', 'AddPowerApp', 'KeepBlocking', 'Ignore'],
  ...extra,
});

describe('requestOf', () => {
  it('sends the item’s values with the changed fields over them, and no comment (kept)', () => {
    expect(requestOf(item(1, { decision: 'AllowHash' }), { riskLevel: 'High' })).toEqual({
      checklistItemId: 1,
      decision: 'AllowHash',
      decisionStatus: 'Pending',
      riskLevel: 'High',
      scope: 'Group',
      mode: 'Summary',
    });
  });
  it('clears the decision when the change says none', () => {
    expect(requestOf(item(1, { decision: 'AllowHash' }), { decision: null }).decision).toBeNull();
  });
});

describe('changeAll', () => {
  it('sends every item in one request and names the refused ones with the server’s reason', async () => {
    const sent: number[][] = [];
    const result = await changeAll(
      [item(1), item(2), item(3)],
      { decisionStatus: 'Deferred' },
      async (body) => {
        sent.push(body.items.map((each) => each.checklistItemId));
        expect(body.items[0]).toMatchObject({ decisionStatus: 'Deferred', riskLevel: 'Medium' });
        return {
          updatedIds: [1, 3],
          refused: [
            { checklistItemId: 2, messageKey: 'validation.review.status.locked', message: 'Locked.' },
          ],
        };
      },
    );
    expect(sent).toEqual([[1, 2, 3]]);
    expect(result.saved.map((each) => each.checklistItemId)).toEqual([1, 3]);
    expect(result.failed).toEqual([
      {
        item: item(2),
        refusal: { checklistItemId: 2, messageKey: 'validation.review.status.locked', message: 'Locked.' },
      },
    ]);
  });

  it('splits a selection larger than the contract allows, and a failed call fails only its chunk', async () => {
    const items = Array.from({ length: BULK_MAX_ITEMS + 2 }, (_, i) => item(i + 1));
    const sizes: number[] = [];
    const result = await changeAll(items, { riskLevel: 'High' }, async (body) => {
      sizes.push(body.items.length);
      if (body.items.length === 2) throw new Error('offline');
      return { updatedIds: body.items.map((each) => each.checklistItemId), refused: [] };
    });
    expect(sizes).toEqual([BULK_MAX_ITEMS, 2]);
    expect(result.saved).toHaveLength(BULK_MAX_ITEMS);
    expect(result.failed.map((each) => each.item.checklistItemId)).toEqual([
      BULK_MAX_ITEMS + 1,
      BULK_MAX_ITEMS + 2,
    ]);
  });

  it('does not count as saved an item the reply leaves out', async () => {
    const result = await changeAll([item(1), item(2)], { riskLevel: 'Low' }, async () => ({
      updatedIds: [1],
      refused: [],
    }));
    expect(result.saved.map((each) => each.checklistItemId)).toEqual([1]);
    expect(result.failed.map((each) => each.item.checklistItemId)).toEqual([2]);
  });
});
