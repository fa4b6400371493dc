// The header's Log out: a confirmation, the legacy server's log-off in its hidden sync frame
// (never waited for longer than its time-out), then /bff/logout?sid=... (spec section 7), every
// tab following (logout.ts).
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/client';
import { useLegacyLogOff } from '../../session/use-legacy-log-off';
import { logout } from '../../session/logout';
import { useSession } from '../../session/session-store';
import { ConfirmDialog } from '../confirm-dialog/ConfirmDialog';

export interface LogoutButtonProps {
  /** Button styling of the place it sits in (the header's by default). */
  variant?: 'subtle' | 'default' | 'light' | 'filled';
  client: ApiClient;
}

export function LogoutButton({ variant = 'subtle', client }: LogoutButtonProps) {
  const { t } = useTranslation();
  const { sid } = useSession();
  const legacy = useLegacyLogOff(client);
  const [opened, { open, close }] = useDisclosure(false);

  return (
    <>
      <Button variant={variant} onClick={open}>
        {t('auth.logout.button')}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={t('auth.logout.confirmTitle')}
        message={t('auth.logout.confirmMessage')}
        confirmLabel={t('auth.logout.confirm')}
        danger
        onCancel={close}
        onConfirm={() => legacy.logOff(sid, () => logout(sid))}
      />
      {legacy.frame}
    </>
  );
}
