// The computer page with its actions for admins (one-time password, remove); after a removal
// the page returns to the list.
import { Button } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ComputerPage } from './ComputerPage';
import { EndpointsPage } from './EndpointsPage';
import { useComputerActions } from './use-computer-actions';

export function ComputerRoutePage({ computerGuid }: { computerGuid: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useComputerActions({
    onRemoved: () => void navigate({ to: '/endpoints/computers/$status', params: { status: 'all' } }),
  });
  return (
    <EndpointsPage>
      <ComputerPage
        computerGuid={computerGuid}
        {...(actions.canWrite
          ? {
              actions: (computer) => (
                <>
                  <Button variant="light" onClick={() => actions.askOtp(computer)}>
                    {t('endpoints.otp.action')}
                  </Button>
                  <Button
                    variant="light"
                    color="red"
                    c="var(--app-color-danger-text)"
                    onClick={() => actions.askRemove([computer])}
                  >
                    {t('endpoints.remove.action')}
                  </Button>
                </>
              ),
            }
          : {})}
      />
      {actions.dialogs}
    </EndpointsPage>
  );
}
