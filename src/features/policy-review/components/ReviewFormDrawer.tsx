// Edit a review's name, description, risk level and permission level (UpdateReview) with the
// review form, in a drawer the reviews list opens from a row. The server's refusals show on the
// fields (or above the form) and keep everything typed; closing a changed form asks first.
import { useState } from 'react';
import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DiscardChangesModal } from '../../../components/schema-form/DiscardChangesModal';
import { SchemaForm } from '../../../components/schema-form/SchemaForm';
import { reviewForm } from '../../../components/schema-form/forms/review-form.gen';
import { reviewFormValues } from '../api/review-form-values';
import type { Review } from '../api/review-table';
import { useSaveReview } from '../api/save-review';

export function ReviewFormDrawer({ review, onClose }: { review: Review | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveReview();
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const close = () => {
    if (dirty) setAsking(true);
    else onClose();
  };
  return (
    <>
      <Drawer
        opened={review !== null}
        onClose={close}
        position="right"
        size="lg"
        title={t('policyReview.form.editTitle', { name: review?.name ?? '' })}
        closeButtonProps={{ 'aria-label': t('policyReview.form.close') }}
        attributes={{ header: { role: 'presentation' } }}
      >
        {review && (
          <SchemaForm
            key={review.reviewId}
            form={reviewForm}
            initialData={reviewFormValues(review)}
            onSubmit={(data) => save.mutateAsync(data)}
            successMessage={(data) => t('policyReview.form.updated', { name: data.name })}
            onSaved={() => {
              setDirty(false);
              onClose();
            }}
            onCancel={close}
            onDirtyChange={setDirty}
          />
        )}
      </Drawer>
      <DiscardChangesModal
        opened={asking}
        onStay={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          setDirty(false);
          onClose();
        }}
      />
    </>
  );
}
