// The header's Log out: a confirmation, then /bff/logout?sid=... (spec section 7), every tab
// following (logout.ts).
import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { logout } from './logout';
import { useSession } from './session-store';

export interface LogoutButtonProps {
  /** Button styling of the place it sits in (the header's by default). */
  variant?: 'subtle' | 'default' | 'light' | 'filled';
}

export function LogoutButton({ variant = 'subtle' }: LogoutButtonProps) {
  const { t } = useTranslation();
  const { sid } = useSession();
  const [opened, { open, close }] = useDisclosure(false);

  return (
    <>
      <Button variant={variant} onClick={open}>
        {t('auth.logout.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('auth.logout.confirmTitle')} centered>
        <Text>{t('auth.logout.confirmMessage')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close} data-autofocus>
            {t('auth.logout.cancel')}
          </Button>
          <Button color="red" onClick={() => logout(sid)}>
            {t('auth.logout.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
