import { describe, expect, it } from 'vitest';
import { changeEach, requestOf } from './checklist-changes';
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

describe('changeEach', () => {
  it('sends one request per item, keeps going after a failure and names the failed items', async () => {
    const sent: number[] = [];
    const result = await changeEach(
      [item(1), item(2), item(3)],
      { decisionStatus: 'Deferred' },
      async (body) => {
        sent.push(body.checklistItemId);
        if (body.checklistItemId === 2) throw new Error('locked');
      },
    );
    expect(sent).toEqual([1, 2, 3]);
    expect(result.saved.map((each) => each.checklistItemId)).toEqual([1, 3]);
    expect(result.failed.map((each) => each.item.checklistItemId)).toEqual([2]);
  });
});
