// The "Oops..." dialog of the error catalogue (spec section 8): the message for the status, Close,
// and Reload Page (reloads on confirm). ErrorDialogHost mounts it at the root; the error handler
// opens it.
import { useSyncExternalStore } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageLocation } from '../../session/page-location';
import { errorDialogStore, type ErrorDialogStore } from './error-dialog-store';

export interface ErrorDialogProps {
  dialogs?: ErrorDialogStore;
  reload?: () => void;
}

export default function ErrorDialog({
  dialogs = errorDialogStore,
  reload = () => pageLocation.reload(),
}: ErrorDialogProps) {
  const { t } = useTranslation();
  const open = useSyncExternalStore(dialogs.subscribe, dialogs.get, dialogs.get) !== null;
  const content = dialogs.last();

  return (
    <Modal
      opened={open}
      onClose={dialogs.close}
      title={content ? t(content.titleKey) : ''}
      centered
      zIndex={500}
    >
      {content && (
        <>
          <Text>{t(content.messageKey)}</Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={dialogs.close}>
              {t(content.closeKey)}
            </Button>
            <Button onClick={reload} data-autofocus>
              {t(content.reloadKey)}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
