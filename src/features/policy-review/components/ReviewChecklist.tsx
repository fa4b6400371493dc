// The checklist of one review (the review list's drawer): each item's decision and decision
// status, set in place for the roles that may (the review's permission level narrows the
// statuses); a refused change shows the server's words beside the item, the others stay.
import { useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { useCanCall } from '../../../access/use-can-call';
import { apiErrorText } from '../../../components/api/api-error-text';
import { useApi } from '../../../components/api/use-api';
import type { Review } from '../api/review-table';
import { DECISION_LABELS } from '../api/unique-block-table';
import { useUpdateChecklistItem } from '../api/update-checklist-item';
import { decisionStatusesFor, needsDecision, type DecisionStatus } from '../decision-permissions';
import { enumLabel } from '../../../i18n/enum-labels';
import { ReviewPolicyChange } from './ReviewPolicyChange';

type Item = ApiSchema<'ChecklistItem'>;
type Decision = ApiSchema<'Decision'>;

const listStateOf = (review: Review): ApiSchema<'ListState'> =>
  review.status === 'Deleted'
    ? 'deleted'
    : review.status === 'Completed' || review.status === 'KeepEnforcing'
      ? 'completed'
      : 'draftreviews';

export function ReviewChecklist({ review }: { review: Review }) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const items = useQuery(
    queries.PolicyReview_ListReviewCheckList({
      page: 1,
      pageSize: 500,
      reviewId: review.reviewId,
      listState: listStateOf(review),
      sortColumn: 'title',
      sortDir: 'asc',
    }),
  );
  const canUpdate = useCanCall('PolicyReview_UpdateReviewCheckListItem');
  const statuses = canUpdate ? decisionStatusesFor(review) : [];

  if (items.isPending) return <Loader size="sm" aria-label={t('policyReview.checklist.loading')} />;
  if (items.isError)
    return (
      <Alert color="red" role="alert" title={t('policyReview.checklist.failed')}>
        <Button variant="subtle" size="compact-sm" onClick={() => void items.refetch()}>
          {t('table.error.retry')}
        </Button>
      </Alert>
    );
  const rows = items.data.entityData;
  return (
    <Stack>
      {review.policyChange && <ReviewPolicyChange change={review.policyChange} />}
      <Text size="sm">
        {t('policyReview.progress', { decided: review.decidedItemCount, total: review.checklistItemCount })}
      </Text>
      {rows.length === 0 && <Text>{t('policyReview.checklist.empty')}</Text>}
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('policyReview.checklist.label')}
      >
        {rows.map((item) => (
          <ChecklistEntry key={item.checklistItemId} item={item} statuses={statuses} />
        ))}
      </Stack>
    </Stack>
  );
}

function ChecklistEntry({ item, statuses }: { item: Item; statuses: readonly DecisionStatus[] }) {
  const { t } = useTranslation();
  const update = useUpdateChecklistItem();
  const [failure, setFailure] = useState<string | null>(null);
  const save = async (decision: Decision | null, decisionStatus: DecisionStatus) => {
    setFailure(null);
    try {
      await update.mutateAsync({ checklistItemId: item.checklistItemId, decision, decisionStatus });
    } catch (error) {
      setFailure(apiErrorText(t, error));
    }
  };
  const editable = statuses.length > 0;
  return (
    <Paper component="li" withBorder p="sm" aria-label={item.title}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{item.title}</Text>
          <Badge variant="light" color="gray">
            {enumLabel(t, 'DecisionStatus', item.decisionStatus)}
          </Badge>
        </Group>
        {editable ? (
          <Group grow>
            <Select
              label={t('policyReview.checklist.decision')}
              // The decisions DecisionOptions offers for the item's block (carried by the item).
              data={item.decisionOptions.map((value) => ({ value, label: t(DECISION_LABELS[value]) }))}
              value={item.decision}
              onChange={(next) => void save(next as Decision | null, item.decisionStatus)}
              clearable
              disabled={update.isPending}
            />
            <Select
              label={t('policyReview.checklist.status')}
              data={statuses.map((value) => ({
                value,
                label: enumLabel(t, 'DecisionStatus', value),
                disabled: needsDecision(value) && !item.decision,
              }))}
              value={item.decisionStatus}
              onChange={(next) => next && void save(item.decision, next as DecisionStatus)}
              allowDeselect={false}
              disabled={update.isPending}
            />
          </Group>
        ) : (
          <Text size="sm">
            {item.decision ? t(DECISION_LABELS[item.decision]) : t('policyReview.checklist.noDecision')}
          </Text>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
