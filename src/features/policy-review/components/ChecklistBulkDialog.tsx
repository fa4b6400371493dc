// "Change the selected items": the fields chosen here (the others stay as each item has them)
// are sent for the selected items in one request (UpdateReviewCheckListItems). The items saved
// stay saved; those the server refused are named with the reason it gave (its catalogue key, in
// the reader's language), and the dialog stays open to try them again. A
// decision status the item's review does not allow (its permission level) is not sent: the item
// is named with the reason, and so is a decision DecisionOptions does not offer for the item's
// block (the dialog offers the decisions offered for at least one of the items). A request that
// fails as a whole shows its reason in the dialog (ActionDialog), which keeps the choices.
import { useState } from 'react';
import { Alert, List, NativeSelect, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { apiErrorText } from '../../../components/api/api-error-text';
import { ActionDialog } from '../../../components/confirm-dialog/ActionDialog';
import type { ItemChange } from '../api/checklist-changes';
import {
  DECISION_STATUS_BADGES,
  MODE_LABELS,
  SCOPE_LABELS,
  type ChecklistItem,
} from '../api/checklist-table';
import { RISK_BADGES } from '../api/review-table';
import { DECISION_LABELS } from '../api/unique-block-table';
import { useApi } from '../../../components/api/use-api';
import { useReviewLookups } from '../api/review-lookups';
import { useChangeChecklistItems } from '../api/update-checklist-item';
import { decisionStatusesOfLevel } from '../decision-permissions';

/** An item not changed, with the words why. */
interface NotChanged {
  item: ChecklistItem;
  reason: string;
}

interface Props {
  /** The selected items; null: the dialog is closed. */
  items: ChecklistItem[] | null;
  onClose: () => void;
}

const UNCHANGED = '';
const NO_DECISION = '-';

type Fields = Record<'decision' | 'decisionStatus' | 'riskLevel' | 'scope' | 'mode', string>;
const NOTHING: Fields = {
  decision: UNCHANGED,
  decisionStatus: UNCHANGED,
  riskLevel: UNCHANGED,
  scope: UNCHANGED,
  mode: UNCHANGED,
};

function changeOf(fields: Fields): ItemChange {
  const change: ItemChange = {};
  if (fields.decision !== UNCHANGED)
    change.decision = fields.decision === NO_DECISION ? null : (fields.decision as ApiSchema<'Decision'>);
  if (fields.decisionStatus !== UNCHANGED)
    change.decisionStatus = fields.decisionStatus as ApiSchema<'DecisionStatus'>;
  if (fields.riskLevel !== UNCHANGED) change.riskLevel = fields.riskLevel as ApiSchema<'RiskLevel'>;
  if (fields.scope !== UNCHANGED) change.scope = fields.scope as ApiSchema<'ReviewScope'>;
  if (fields.mode !== UNCHANGED) change.mode = fields.mode as ApiSchema<'ReviewMode'>;
  return change;
}

/**
 * The decisions offered for at least one of the items (DecisionOptions, carried by each), in the
 * order of the server's list of every decision (GetDecisions).
 */
function decisionsOfferedFor(
  decisions: readonly ApiSchema<'Decision'>[],
  items: readonly ChecklistItem[],
): ApiSchema<'Decision'>[] {
  const offered = new Set(items.flatMap((item) => item.decisionOptions));
  return decisions.filter((value) => offered.has(value));
}

export function ChecklistBulkDialog({ items, onClose }: Props) {
  const { t } = useTranslation();
  const changeAll = useChangeChecklistItems();
  const lookups = useReviewLookups(useApi().queries);
  const [fields, setFields] = useState<Fields>(NOTHING);
  const [failed, setFailed] = useState<NotChanged[]>([]);
  // After a partial failure, only the items still to do are sent again.
  const [pending, setPending] = useState<ChecklistItem[] | null>(null);
  const targets = pending ?? items ?? [];
  const change = changeOf(fields);
  const nothingChosen = Object.keys(change).length === 0;

  const close = () => {
    setFields(NOTHING);
    setFailed([]);
    setPending(null);
    onClose();
  };

  const apply = async () => {
    const status = change.decisionStatus;
    const statusAllowed = (item: ChecklistItem) =>
      status === undefined || decisionStatusesOfLevel(item.permissionLevel).includes(status);
    const decisionOffered = (item: ChecklistItem) =>
      !change.decision || item.decisionOptions.includes(change.decision);
    const allowed = (item: ChecklistItem) => statusAllowed(item) && decisionOffered(item);
    const notAllowed = targets
      .filter((item) => !allowed(item))
      .map((item) => ({
        item,
        reason: decisionOffered(item)
          ? t('policyReview.checklistPage.bulk.notAllowed')
          : t('validation.review.decision.notOffered'),
      }));
    const { saved, failed: refused } = await changeAll.mutateAsync({
      items: targets.filter(allowed),
      change,
    });
    if (saved.length > 0)
      notifications.show({
        closeButtonProps: { 'aria-label': t('policyReview.move.closeNotice') },
        color: 'green',
        message: t('policyReview.checklistPage.bulk.done', { count: saved.length }),
      });
    const notChanged = [
      ...refused.map((failure) => ({
        item: failure.item,
        reason:
          'refusal' in failure
            ? t(failure.refusal.messageKey, { defaultValue: failure.refusal.message })
            : apiErrorText(t, failure.error),
      })),
      ...notAllowed,
    ];
    if (notChanged.length === 0) close();
    else {
      setFailed(notChanged);
      setPending(notChanged.map((failure) => failure.item));
    }
  };

  const select = (field: keyof Fields, label: string, options: { value: string; label: string }[]) => (
    <NativeSelect
      label={label}
      value={fields[field]}
      disabled={changeAll.isPending}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setFields((current) => ({ ...current, [field]: value }));
      }}
      data={[{ value: UNCHANGED, label: t('policyReview.checklistPage.bulk.unchanged') }, ...options]}
    />
  );

  return (
    <ActionDialog
      opened={items !== null}
      onCancel={close}
      title={t('policyReview.checklistPage.bulk.title')}
      closeLabel={t('policyReview.add.cancel')}
      cancelLabel={t('policyReview.add.cancel')}
      confirmLabel={
        failed.length > 0
          ? t('policyReview.checklistPage.bulk.retry', { count: targets.length })
          : t('policyReview.checklistPage.bulk.apply', { count: targets.length })
      }
      confirmDisabled={nothingChosen}
      onConfirm={apply}
    >
      <Text size="sm">{t('policyReview.checklistPage.bulk.message', { count: targets.length })}</Text>
      {select('decision', t('policyReview.checklistPage.column.decision'), [
        { value: NO_DECISION, label: t('policyReview.checklist.noDecision') },
        ...decisionsOfferedFor(lookups.decisions, targets).map((value) => ({
          value,
          label: t(DECISION_LABELS[value]),
        })),
      ])}
      {select(
        'decisionStatus',
        t('policyReview.checklistPage.column.decisionStatus'),
        lookups.decisionStatuses.map((value) => ({
          value,
          label: t(DECISION_STATUS_BADGES[value].labelKey),
        })),
      )}
      {select(
        'riskLevel',
        t('policyReview.checklistPage.column.risk'),
        lookups.riskLevels.map((value) => ({ value, label: t(RISK_BADGES[value].labelKey) })),
      )}
      {select(
        'scope',
        t('policyReview.checklistPage.column.scope'),
        lookups.scopes.map((value) => ({ value, label: t(SCOPE_LABELS[value]) })),
      )}
      {select(
        'mode',
        t('policyReview.checklistPage.column.mode'),
        lookups.modes.map((value) => ({ value, label: t(MODE_LABELS[value]) })),
      )}
      {failed.length > 0 && (
        <Alert
          color="red"
          role="alert"
          title={t('policyReview.checklistPage.bulk.failed', { count: failed.length })}
        >
          <List size="sm">
            {failed.map(({ item, reason }) => (
              <List.Item key={item.checklistItemId}>
                {t('policyReview.checklistPage.bulk.failedItem', {
                  title: item.title,
                  review: item.reviewName,
                  reason,
                })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </ActionDialog>
  );
}
