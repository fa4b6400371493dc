// A change of checklist items, as UpdateReviewCheckListItem takes it: the item's current decision,
// status, risk level, scope and mode with the fields changed over them (the comment, absent, is
// kept). For a selection, one request per item; the items saved stay saved when others fail.
import type { ApiSchema } from '../../../api/contract-types';
import type { ChecklistItem } from './checklist-table';

export type ItemChange = Partial<
  Pick<ChecklistItem, 'decision' | 'decisionStatus' | 'riskLevel' | 'scope' | 'mode'>
>;
type Request = ApiSchema<'UpdateChecklistItemRequest'>;

export const requestOf = (item: ChecklistItem, change: ItemChange): Request => ({
  checklistItemId: item.checklistItemId,
  decision: 'decision' in change ? (change.decision ?? null) : item.decision,
  decisionStatus: change.decisionStatus ?? item.decisionStatus,
  riskLevel: change.riskLevel ?? item.riskLevel,
  scope: change.scope ?? item.scope,
  mode: change.mode ?? item.mode,
});

export interface Failure {
  item: ChecklistItem;
  error: unknown;
}

/** Sends the change for each item, one after another; never throws: says which items failed. */
export async function changeEach(
  items: readonly ChecklistItem[],
  change: ItemChange,
  send: (request: Request) => Promise<unknown>,
): Promise<{ saved: ChecklistItem[]; failed: Failure[] }> {
  const saved: ChecklistItem[] = [];
  const failed: Failure[] = [];
  for (const item of items) {
    try {
      await send(requestOf(item, change));
      saved.push(item);
    } catch (error) {
      failed.push({ item, error });
    }
  }
  return { saved, failed };
}
