// A change of checklist items, as UpdateReviewCheckListItem takes it: the item's current decision,
// status, risk level, scope and mode with the fields changed over them (the comment, absent, is
// kept). For a selection, the same change of each item goes in one UpdateReviewCheckListItems
// request (a chunk of at most the contract's maxItems); the server says which it changed and
// which it refused, with the reason's catalogue key.
import type { ApiSchema } from '../../../api/contract-types';
import type { ChecklistItem } from './checklist-table';

export type ItemChange = Partial<
  Pick<ChecklistItem, 'decision' | 'decisionStatus' | 'riskLevel' | 'scope' | 'mode'>
>;
type Request = ApiSchema<'UpdateChecklistItemRequest'>;
type BulkRequest = ApiSchema<'UpdateChecklistItemsRequest'>;
type BulkResult = ApiSchema<'UpdateChecklistItemsResult'>;

/** UpdateReviewCheckListItems takes at most this many items (the contract's maxItems). */
export const BULK_MAX_ITEMS = 1000;

export const requestOf = (item: ChecklistItem, change: ItemChange): Request => ({
  checklistItemId: item.checklistItemId,
  decision: 'decision' in change ? (change.decision ?? null) : item.decision,
  decisionStatus: change.decisionStatus ?? item.decisionStatus,
  riskLevel: change.riskLevel ?? item.riskLevel,
  scope: change.scope ?? item.scope,
  mode: change.mode ?? item.mode,
});

/** An item not changed: the server's refusal (a catalogue key and its English text), or the failed call. */
export type Failure =
  | { item: ChecklistItem; refusal: { messageKey: string; message: string } }
  | { item: ChecklistItem; error: unknown };

/**
 * Sends the change of every item, in chunks of BULK_MAX_ITEMS (one request for any selection a
 * page can show); never throws: says which items were saved and which were not, and why.
 */
export async function changeAll(
  items: readonly ChecklistItem[],
  change: ItemChange,
  send: (body: BulkRequest) => Promise<BulkResult>,
): Promise<{ saved: ChecklistItem[]; failed: Failure[] }> {
  const saved: ChecklistItem[] = [];
  const failed: Failure[] = [];
  for (let start = 0; start < items.length; start += BULK_MAX_ITEMS) {
    const chunk = items.slice(start, start + BULK_MAX_ITEMS);
    try {
      const result = await send({ items: chunk.map((item) => requestOf(item, change)) });
      const updated = new Set(result.updatedIds);
      const refused = new Map(result.refused.map((refusal) => [refusal.checklistItemId, refusal]));
      for (const item of chunk) {
        const refusal = refused.get(item.checklistItemId);
        if (updated.has(item.checklistItemId)) saved.push(item);
        else if (refusal) failed.push({ item, refusal });
        // Neither changed nor refused: the reply does not account for it, so it is not saved.
        else failed.push({ item, error: new Error('not in the reply') });
      }
    } catch (error) {
      failed.push(...chunk.map((item) => ({ item, error })));
    }
  }
  return { saved, failed };
}
