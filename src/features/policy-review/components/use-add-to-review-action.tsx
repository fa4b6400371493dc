// "Add to a review" on a list of unique blocks: the bulk action (for the roles that may call
// AddUniqueBlockToReviewCheckList) and the dialog it opens with the picked blocks. One place for
// the unique blocks' lists (all proposed, and each list of the scope's).
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanCall } from '../../../access/use-can-call';
import type { BulkAction } from '../../../components/paged-table/paged-table-options';
import type { UniqueBlock } from '../api/unique-block-table';
import { AddToReviewDialog } from './AddToReviewDialog';

interface AddToReviewAction {
  /** Spread on the PagedTable: the bulk action, or nothing where blocks may not be added. */
  tableProps: { bulkActions?: BulkAction<UniqueBlock>[] };
  /** The dialog, rendered beside the table. */
  dialog: ReactNode;
}

/** `enabled`: whether the list takes additions at all (only blocks awaiting review do). */
export function useAddToReviewAction(enabled = true): AddToReviewAction {
  const { t } = useTranslation();
  const canAdd = useCanCall('PolicyReview_AddUniqueBlockToReviewCheckList');
  const [adding, setAdding] = useState<number[] | null>(null);
  const bulkActions = useMemo<BulkAction<UniqueBlock>[]>(
    () => [
      {
        id: 'add-to-review',
        label: t('policyReview.add.action'),
        run: (rows) => setAdding(rows.map((row) => row.uniqueBlockId)),
      },
    ],
    [t],
  );
  return {
    tableProps: canAdd && enabled ? { bulkActions } : {},
    dialog: <AddToReviewDialog blockIds={adding} onClose={() => setAdding(null)} />,
  };
}
