// "Add to a review": the chosen unique blocks join the checklist of an open review (Draft review
// or Drafted), picked from the reviews of the scope, or of a new review made with the review form
// (CreateReview, then AddUniqueBlockToReviewCheckList). A failure shows the server's words and
// keeps the choice (ActionDialog); a new review the blocks could not join stays picked, to try again.
import { useRef, useState } from 'react';
import { SegmentedControl, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { ActionDialog, useDialogAction } from '../../../components/confirm-dialog/ActionDialog';
import { DiscardChangesModal } from '../../../components/confirm-dialog/DiscardChangesModal';
import { SchemaForm } from '../../../components/schema-form/SchemaForm';
import { reviewForm } from '../../../components/schema-form/forms/review-form.gen';
import { OPEN_REVIEW_STATUSES, useAddBlocksToReview } from '../api/add-blocks-to-review';
import { NEW_REVIEW } from '../api/review-form-values';
import type { Review } from '../api/review-table';
import { useSaveReview } from '../api/save-review';
import { enumLabel } from '../../../i18n/enum-labels';

type Target = 'existing' | 'new';

interface Props {
  /** The unique blocks to add; null: the dialog is closed. */
  blockIds: number[] | null;
  onClose: () => void;
}

export function AddToReviewDialog({ blockIds, onClose }: Props) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const add = useAddBlocksToReview();
  // The review made here, shown until the list of reviews has it.
  const [made, setMade] = useState<Review | null>(null);
  const [target, setTarget] = useState<Target>('existing');
  const [reviewId, setReviewId] = useState<string | null>(null);
  // What was typed into the new review's form: closing (Escape, the X, Cancel) asks first.
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const opened = blockIds !== null;
  const open = useQueries({
    queries: OPEN_REVIEW_STATUSES.map((status) => ({
      ...queries.PolicyReview_ListReviews({
        page: 1,
        pageSize: 500,
        status,
        sortColumn: 'name',
        sortDir: 'asc',
      }),
      enabled: opened,
    })),
  });
  const reviews = open.flatMap((query) => query.data?.entityData ?? []);
  const loading = open.some((query) => query.isPending);
  const close = () => {
    setDirty(false);
    setMade(null);
    setTarget('existing');
    setReviewId(null);
    onClose();
  };

  /** Adds the blocks to a review and says so; a failure is the dialog's to show. */
  const addTo = async (id: number, name: string) => {
    if (!blockIds) return;
    const added = await add.mutateAsync({ reviewId: id, uniqueBlockIds: blockIds });
    notifications.show({
      closeButtonProps: { 'aria-label': t('policyReview.move.closeNotice') },
      color: 'green',
      message: t('policyReview.add.done', { count: added.entityData.length, name }),
    });
    close();
  };

  const askThenClose = () => {
    if (dirty) setAsking(true);
    else close();
  };

  const submit = async () => {
    if (reviewId === null) return;
    const picked = reviews.find((review) => String(review.reviewId) === reviewId) ?? made;
    await addTo(Number(reviewId), picked?.name ?? '');
  };

  return (
    <>
      <ActionDialog
        opened={opened}
        onCancel={askThenClose}
        title={t('policyReview.add.title')}
        closeLabel={t('policyReview.add.cancel')}
        // The new review's form has its own buttons.
        {...(target === 'existing'
          ? {
              cancelLabel: t('policyReview.add.cancel'),
              confirmLabel: t('policyReview.add.confirm'),
              confirmDisabled: reviewId === null,
              onConfirm: submit,
            }
          : {})}
      >
        <Text size="sm">{t('policyReview.add.message', { count: blockIds?.length ?? 0 })}</Text>
        <SegmentedControl
          aria-label={t('policyReview.add.target')}
          value={target}
          onChange={(next) => setTarget(next as Target)}
          data={[
            { value: 'existing', label: t('policyReview.add.existing') },
            { value: 'new', label: t('policyReview.add.new') },
          ]}
        />
        {target === 'existing' ? (
          <>
            <Select
              label={t('policyReview.add.review')}
              placeholder={loading ? t('policyReview.add.loading') : undefined}
              data={[
                ...reviews.map((review) => ({
                  value: String(review.reviewId),
                  label: `${review.name} (${enumLabel(t, 'ReviewStatus', review.status)})`,
                })),
                // A review made here that the blocks could not join yet, until the list has it.
                ...(made && !reviews.some((review) => review.reviewId === made.reviewId)
                  ? [{ value: String(made.reviewId), label: made.name }]
                  : []),
              ]}
              value={reviewId}
              onChange={setReviewId}
              searchable
              nothingFoundMessage={t('policyReview.add.none')}
              disabled={add.isPending}
            />
            {!loading && reviews.length === 0 && <Text size="sm">{t('policyReview.add.none')}</Text>}
          </>
        ) : (
          <NewReviewForm
            onCreated={(review) => {
              setDirty(false);
              // The review exists now: should adding fail, it stays picked to try again.
              setMade(review);
              setTarget('existing');
              setReviewId(String(review.reviewId));
              return addTo(review.reviewId, review.name);
            }}
            onCancel={askThenClose}
            onDirtyChange={setDirty}
          />
        )}
      </ActionDialog>
      <DiscardChangesModal
        opened={asking}
        onStay={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          close();
        }}
      />
    </>
  );
}

/** The review form (CreateReview); the review made is handed on, its blocks added as the dialog's action. */
function NewReviewForm({
  onCreated,
  onCancel,
  onDirtyChange,
}: {
  onCreated: (review: Review) => Promise<unknown>;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const create = useSaveReview();
  const { run } = useDialogAction();
  // Handed from the form's submit to its onSaved (same tick).
  const created = useRef<Review | null>(null);
  return (
    <SchemaForm
      form={reviewForm}
      initialData={NEW_REVIEW}
      submitLabel={t('policyReview.add.createAndAdd')}
      onSubmit={async (data) => {
        const review = await create.mutateAsync(data);
        created.current = review.entityData;
      }}
      onSaved={() => {
        const review = created.current;
        if (review) run(() => onCreated(review));
      }}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
    />
  );
}
