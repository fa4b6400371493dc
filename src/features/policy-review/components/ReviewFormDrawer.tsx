// Edit a review's name, description, risk level and permission level (UpdateReview) with the
// review form, in a drawer the reviews list opens from a row. The server's refusals show on the
// fields (or above the form) and keep everything typed; closing a changed form asks first.
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/confirm-dialog/FormDrawer';
import { EntityHistory } from '../../../components/entity-history/EntityHistory';
import { SchemaForm } from '../../../components/schema-form/SchemaForm';
import { reviewForm } from '../../../components/schema-form/forms/review-form.gen';
import { reviewFormValues } from '../api/review-form-values';
import type { Review } from '../api/review-table';
import { useSaveReview } from '../api/save-review';

export function ReviewFormDrawer({ review, onClose }: { review: Review | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveReview();
  return (
    <FormDrawer
      opened={review !== null}
      title={t('policyReview.form.editTitle', { name: review?.name ?? '' })}
      closeLabel={t('policyReview.form.close')}
      onClose={onClose}
    >
      {(drawer) =>
        review && (
          <>
            <SchemaForm
              key={review.reviewId}
              form={reviewForm}
              initialData={reviewFormValues(review)}
              onSubmit={(data) => save.mutateAsync(data)}
              successMessage={(data) => t('policyReview.form.updated', { name: data.name })}
              {...drawer}
            />
            <EntityHistory entityType="Review" entityId={String(review.reviewId)} />
          </>
        )
      }
    </FormDrawer>
  );
}
