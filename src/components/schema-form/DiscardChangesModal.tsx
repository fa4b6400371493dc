// "Discard your changes?": asked before a changed form is left (a navigation, a closed drawer).
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
    <Modal opened={opened} onClose={onStay} title={t('schemaForm.leave.title')} centered zIndex={400}>
      <Text size="sm">{t('schemaForm.leave.message')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onStay} data-autofocus>
          {t('schemaForm.leave.stay')}
        </Button>
        <Button color="red" onClick={onDiscard}>
          {t('schemaForm.leave.discard')}
        </Button>
      </Group>
    </Modal>
  );
}
