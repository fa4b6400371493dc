// One field of a checklist item set in place (decision, decision status, risk level, scope or
// mode): a native select named after the item; a change is saved at once, and a refusal shows
// the server's words in a notice naming the item (the row shows the saved value again).
import { NativeSelect } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../components/api/api-error-text';
import type { ItemChange } from '../api/checklist-changes';
import { requestOf } from '../api/checklist-changes';
import type { ChecklistItem } from '../api/checklist-table';
import { useUpdateChecklistItem } from '../api/update-checklist-item';

export type ItemField = keyof ItemChange;

export interface FieldOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface Props {
  item: ChecklistItem;
  field: ItemField;
  /** The accessible name: "Decision for <item>". */
  label: string;
  options: readonly FieldOption[];
  /** Words of the empty choice (the decision may be none); absent: a value is required. */
  emptyLabel?: string;
}

export function ChecklistFieldSelect({ item, field, label, options, emptyLabel }: Props) {
  const { t } = useTranslation();
  const update = useUpdateChecklistItem();
  const value = item[field] ?? '';
  const change = async (next: string) => {
    try {
      await update.mutateAsync(requestOf(item, { [field]: next === '' ? null : next } as ItemChange));
    } catch (error) {
      notifications.show({
        closeButtonProps: { 'aria-label': t('policyReview.move.closeNotice') },
        color: 'red',
        title: t('policyReview.checklistPage.failedOne', { title: item.title }),
        message: apiErrorText(t, error),
      });
    }
  };
  return (
    <NativeSelect
      size="xs"
      aria-label={label}
      value={value}
      disabled={update.isPending}
      onChange={(event) => void change(event.currentTarget.value)}
      data={[
        ...(emptyLabel !== undefined || value === '' ? [{ value: '', label: emptyLabel ?? '' }] : []),
        ...options,
      ]}
    />
  );
}
