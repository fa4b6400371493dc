// "Add to a review": the chosen unique blocks join the checklist of an open review (Draft review
// or Drafted), picked from the reviews of the scope. A failure shows the server's words and keeps
// the choice.
import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../components/api/api-error-text';
import { useApi } from '../../../components/api/use-api';
import { OPEN_REVIEW_STATUSES, useAddBlocksToReview } from '../api/add-blocks-to-review';

interface Props {
  /** The unique blocks to add; null: the dialog is closed. */
  blockIds: number[] | null;
  onClose: () => void;
}

export function AddToReviewDialog({ blockIds, onClose }: Props) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const add = useAddBlocksToReview();
  const [reviewId, setReviewId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const opened = blockIds !== null;
  const open = useQueries({
    queries: OPEN_REVIEW_STATUSES.map((status) => ({
      ...queries.policyReview.reviews({ page: 1, pageSize: 500, status, sortColumn: 'name', sortDir: 'asc' }),
      enabled: opened,
    })),
  });
  const reviews = open.flatMap((query) => query.data?.entityData ?? []);
  const loading = open.some((query) => query.isPending);
  const close = () => {
    setReviewId(null);
    setFailure(null);
    onClose();
  };

  const submit = async () => {
    if (!blockIds || reviewId === null) return;
    setFailure(null);
    try {
      const added = await add.mutateAsync({ reviewId: Number(reviewId), uniqueBlockIds: blockIds });
      const name = reviews.find((review) => String(review.reviewId) === reviewId)?.name ?? '';
      notifications.show({
        closeButtonProps: { 'aria-label': t('policyReview.move.closeNotice') },
        color: 'green',
        message: t('policyReview.add.done', { count: added.entityData.length, name }),
      });
      close();
    } catch (error) {
      setFailure(apiErrorText(t, error));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('policyReview.add.title')}
      closeButtonProps={{ 'aria-label': t('policyReview.add.cancel') }}
    >
      <Stack>
        <Text size="sm">{t('policyReview.add.message', { count: blockIds?.length ?? 0 })}</Text>
        <Select
          label={t('policyReview.add.review')}
          placeholder={loading ? t('policyReview.add.loading') : undefined}
          data={reviews.map((review) => ({
            value: String(review.reviewId),
            label: `${review.name} (${t(`policyReview.status.${review.status}`)})`,
          }))}
          value={reviewId}
          onChange={setReviewId}
          searchable
          nothingFoundMessage={t('policyReview.add.none')}
          disabled={add.isPending}
        />
        {!loading && reviews.length === 0 && <Text size="sm">{t('policyReview.add.none')}</Text>}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={add.isPending}>
            {t('policyReview.add.cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={reviewId === null} loading={add.isPending}>
            {t('policyReview.add.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
