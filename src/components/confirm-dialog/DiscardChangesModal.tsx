// "Discard your changes?": asked before a changed form is left (a navigation, a closed drawer).
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';

export function DiscardChangesModal({
  opened,
  onStay,
  onDiscard,
}: {
  opened: boolean;
  onStay: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      opened={opened}
      title={t('schemaForm.leave.title')}
      message={t('schemaForm.leave.message')}
      cancelLabel={t('schemaForm.leave.stay')}
      confirmLabel={t('schemaForm.leave.discard')}
      danger
      onCancel={onStay}
      onConfirm={onDiscard}
    />
  );
}
