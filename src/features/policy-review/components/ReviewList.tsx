// The policy reviews in the PagedTable, each with its checklist progress and the status moves
// the workflow allows from its status (review-status-moves.ts), for the roles that may change a
// status. Applied, Published and Deleted are asked first (the one ConfirmDialog); a move the
// server refuses shows its message, and the list is read again to show the real status.
import { useCallback, useMemo, useState } from 'react';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useCanCall } from '../../../access/use-can-call';
import { apiErrorText } from '../../../components/api/api-error-text';
import { useApi } from '../../../components/api/use-api';
import { ConfirmDialog } from '../../../components/confirm-dialog/ConfirmDialog';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import type { RowAction } from '../../../components/paged-table/paged-table-options';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { useChangeReviewStatus } from '../api/change-review-status';
import { ReviewChecklist } from './ReviewChecklist';
import { ReviewFormDrawer } from './ReviewFormDrawer';
import { reviewPageQuery, reviewTable, type Review } from '../api/review-table';
import { useReviewLookups, withServerOptions } from '../api/review-lookups';
import {
  REVIEW_STATUSES,
  canMoveReview,
  isFinalStatus,
  needsConfirmation,
  type ReviewStatus,
} from '../../../domain/review-status-moves';
import { enumLabel } from '../../../i18n/enum-labels';
import { MOVE_QUESTIONS, MOVE_WORDS, type MoveTarget } from './review-move-words';

interface Props {
  /** The status the list shows; null: every status (with a status filter). */
  status: ReviewStatus | null;
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
  /** The words of the list when empty and unfiltered. */
  emptyText: string;
}

interface Move {
  review: Review;
  to: MoveTarget;
}

/** Every status a move can lead to, in the workflow's order. */
const TARGETS = REVIEW_STATUSES.filter((status): status is MoveTarget => status !== 'DraftReview');

export function ReviewList({ status, search, onSearchChange, emptyText }: Props) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const pageQuery = useMemo(() => reviewPageQuery(queries, status), [queries, status]);
  const lookups = useReviewLookups(queries);
  // The filters offer the server's statuses and risk levels (GetReviewStatuses, GetRiskLevels).
  const definition = useMemo(
    () =>
      withServerOptions(reviewTable(status), {
        status: lookups.reviewStatuses,
        riskLevel: lookups.riskLevels,
      }),
    [status, lookups],
  );
  const canMove = useCanCall('PolicyReview_ChangeReviewStatus');
  const canEdit = useCanCall('PolicyReview_UpdateReview');
  const [editing, setEditing] = useState<Review | null>(null);
  const { mutateAsync, isPending, variables } = useChangeReviewStatus();
  const [confirming, setConfirming] = useState<Move | null>(null);

  /** Makes the move and says how it went; never throws. */
  const move = useCallback(
    async ({ review, to }: Move) => {
      try {
        await mutateAsync({ reviewId: review.reviewId, status: to });
        notifications.show({
          closeButtonProps: { 'aria-label': t('policyReview.move.closeNotice') },
          color: 'green',
          message: t('policyReview.move.done', {
            name: review.name,
            status: enumLabel(t, 'ReviewStatus', to),
          }),
        });
      } catch (error) {
        notifications.show({
          closeButtonProps: { 'aria-label': t('policyReview.move.closeNotice') },
          color: 'red',
          title: t('policyReview.move.failed', { name: review.name }),
          message: apiErrorText(t, error),
        });
      }
    },
    [mutateAsync, t],
  );

  const rowActions = useMemo<RowAction<Review>[]>(
    () => [
      ...(canEdit
        ? [
            {
              id: 'edit',
              label: t('policyReview.form.edit'),
              name: (review: Review) => t('policyReview.form.editNamed', { name: review.name }),
              // Completed and Deleted reviews take no change (the server says locked).
              hidden: (review: Review) => isFinalStatus(review.status),
              onSelect: (review: Review) => setEditing(review),
            },
          ]
        : []),
      ...(canMove ? TARGETS : []).map<RowAction<Review>>((to) => ({
        id: `move-${to}`,
        label: t(MOVE_WORDS[to].label),
        name: (review) => t(MOVE_WORDS[to].named, { name: review.name }),
        hidden: (review) => !canMoveReview(review.status, to),
        danger: to === 'Deleted',
        busy: (review) => isPending && variables?.reviewId === review.reviewId && variables.status === to,
        onSelect: (review) => {
          if (needsConfirmation(to)) setConfirming({ review, to });
          else void move({ review, to });
        },
      })),
    ],
    [t, move, isPending, variables, canEdit, canMove],
  );

  const to = confirming?.to;
  const question = to ? MOVE_QUESTIONS[to] : undefined;
  return (
    <>
      <PagedTable
        definition={definition}
        search={search}
        onSearchChange={onSearchChange}
        pageQuery={pageQuery}
        exportName="policy-reviews"
        emptyText={emptyText}
        detail={{
          title: ({ row }) => t('policyReview.checklist.open', { name: row?.name ?? '' }),
          // A link may name a review that is not on the page shown (detail in the URL).
          render: ({ row }) =>
            row ? <ReviewChecklist review={row} /> : <Text>{t('policyReview.checklist.notShown')}</Text>,
        }}
        {...(canMove || canEdit ? { rowActions, rowActionsDisplay: 'menu' as const } : {})}
      />
      <ReviewFormDrawer review={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={confirming !== null}
        title={question ? t(question.title) : ''}
        message={question ? t(question.message, { name: confirming?.review.name }) : ''}
        confirmLabel={to ? t(MOVE_WORDS[to].label) : ''}
        danger={to === 'Deleted'}
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          if (!confirming) return;
          await move(confirming);
          setConfirming(null);
        }}
      />
    </>
  );
}
