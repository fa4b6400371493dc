// The computer actions of the list and the computer page, for the roles that may write (auditors
// see none): a one-time password (after confirmation, then shown once) and removal of one or a
// selection (after a confirmation that names them). The dialogs are the one ConfirmDialog.
import { useCallback, useState, type ReactNode } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { useCanCall } from '../../../access/use-can-call';
import { apiErrorText } from '../../../components/api/api-error-text';
import { ConfirmDialog } from '../../../components/confirm-dialog/ConfirmDialog';
import { useGenerateOtp, useRemoveComputers, type RemovalTarget } from '../api/computer-mutations';
import { OtpDialog } from './OtpDialog';

export interface ComputerRef extends RemovalTarget {
  computerGuid: string;
}

/** How many names the removal question lists before "and N more"; above it, the count is typed. */
const NAMES_SHOWN = 10;

export function useComputerActions(options: { onRemoved?: (removed: RemovalTarget[]) => void } = {}) {
  const { t } = useTranslation();
  // The one operation table decides; both are writes (auditors get neither), shown together.
  const canOtp = useCanCall('Computer_GenerateOtp');
  const canRemove = useCanCall('Computer_DeleteComputer');
  const canWrite = canOtp && canRemove;
  const generate = useGenerateOtp();
  const remove = useRemoveComputers();
  const [otpFor, setOtpFor] = useState<ComputerRef | null>(null);
  const [otp, setOtp] = useState<ApiSchema<'OneTimePassword'> | null>(null);
  const [removing, setRemoving] = useState<ComputerRef[]>([]);
  const [removalFailure, setRemovalFailure] = useState<string | null>(null);

  const names = removing.slice(0, NAMES_SHOWN).map((computer) => computer.computerName);
  const more = removing.length - names.length;

  const dialogs: ReactNode = canWrite && (
    <>
      <ConfirmDialog
        opened={otpFor !== null}
        title={t('endpoints.otp.confirmTitle')}
        message={t('endpoints.otp.confirmMessage', { name: otpFor?.computerName })}
        confirmLabel={t('endpoints.otp.generate')}
        onCancel={() => setOtpFor(null)}
        onConfirm={async () => {
          if (!otpFor) return;
          setOtp(null);
          const generated = await generate.mutateAsync(otpFor.computerGuid);
          setOtpFor(null);
          setOtp(generated);
        }}
      />
      <OtpDialog otp={otp} onClose={() => setOtp(null)} />
      <ConfirmDialog
        opened={removing.length > 0}
        title={t('endpoints.remove.title', { count: removing.length })}
        message={
          <Stack gap="xs">
            {removalFailure && (
              <Alert color="red" role="alert">
                {removalFailure}
              </Alert>
            )}
            <Text>
              {more > 0
                ? t('endpoints.remove.messageMore', { names: names.join(', '), count: more })
                : t('endpoints.remove.message', { names: names.join(', '), count: removing.length })}
            </Text>
          </Stack>
        }
        confirmLabel={t('endpoints.remove.confirm')}
        danger
        {...(removing.length > NAMES_SHOWN
          ? {
              typedConfirmation: {
                expected: String(removing.length),
                label: t('endpoints.remove.typeCount', { count: removing.length }),
              },
            }
          : {})}
        onCancel={() => {
          setRemoving([]);
          setRemovalFailure(null);
        }}
        onConfirm={async () => {
          setRemovalFailure(null);
          const outcome = await remove.mutateAsync(removing);
          if (outcome.removed.length > 0) {
            notifications.show({
              color: 'green',
              message: t('endpoints.remove.done', { count: outcome.removed.length }),
            });
            options.onRemoved?.(outcome.removed);
          }
          if (outcome.failed.length === 0) {
            setRemoving([]);
            return;
          }

          // The failed ones stay asked about, with the reasons; the removed ones stay removed.
          setRemoving(removing.filter((computer) => outcome.failed.some((f) => f.computer === computer)));
          setRemovalFailure(
            t('endpoints.remove.failed', {
              list: outcome.failed
                .map((f) => `${f.computer.computerName}: ${apiErrorText(t, f.error)}`)
                .join('; '),
            }),
          );
        }}
      />
    </>
  );

  const askOtp = useCallback((computer: ComputerRef) => setOtpFor(computer), []);
  const askRemove = useCallback((computers: ComputerRef[]) => {
    setRemovalFailure(null);
    setRemoving(computers);
  }, []);
  return { canWrite, dialogs, askOtp, askRemove };
}
