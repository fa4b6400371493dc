// A one-time password, shown once: large, with a copy button and the time left of its hour,
// read from its expiry on every tick (a deadline, not a count of ticks). It says, while open,
// that it will not be shown again, and closing it (the button, the X, Escape, a click outside)
// warns once more and asks to confirm: a password closed by mistake is lost. An expired one
// closes at once (nothing is lost).
import { useEffect, useState } from 'react';
import { Alert, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { ActionDialog } from '../../../components/confirm-dialog/ActionDialog';
import { otpTimeLeft } from '../api/otp-countdown';

type OneTimePassword = ApiSchema<'OneTimePassword'>;

function useNow(everyMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function OtpDialog({ otp, onClose }: { otp: OneTimePassword | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [closing, setClosing] = useState(false);
  const close = () => {
    setClosing(false);
    onClose();
  };
  // An expired password is lost already: closing it asks nothing.
  const askClose = () =>
    !otp || otpTimeLeft(otp.expiresAt, Date.now()).expired ? close() : setClosing(true);
  return (
    <ActionDialog
      opened={otp !== null}
      onCancel={askClose}
      title={t('endpoints.otp.title', { name: otp?.computerName })}
      centered
      closeLabel={t('endpoints.otp.closeX')}
    >
      {otp && (
        <OtpBody
          otp={otp}
          closing={closing}
          onAskClose={askClose}
          onKeep={() => setClosing(false)}
          onClose={close}
        />
      )}
    </ActionDialog>
  );
}

interface BodyProps {
  otp: OneTimePassword;
  closing: boolean;
  onAskClose: () => void;
  onKeep: () => void;
  onClose: () => void;
}

function OtpBody({ otp, closing, onAskClose, onKeep, onClose }: BodyProps) {
  const { t } = useTranslation();
  const left = otpTimeLeft(otp.expiresAt, useNow(1000));
  return (
    <Stack gap="md">
      <Text
        component="output"
        aria-label={t('endpoints.otp.password')}
        ff="monospace"
        fz={40}
        fw={700}
        ta="center"
        style={{ letterSpacing: '0.2em' }}
      >
        {otp.otp}
      </Text>
      <Text ta="center" role="timer" aria-live="off">
        {left.expired
          ? t('endpoints.otp.expired')
          : t('endpoints.otp.timeLeft', {
              minutes: left.minutes,
              seconds: String(left.seconds).padStart(2, '0'),
            })}
      </Text>
      {closing ? (
        <Alert color="orange" role="alert" title={t('endpoints.otp.closeWarningTitle')}>
          {t('endpoints.otp.closeWarning')}
        </Alert>
      ) : (
        <Alert color="yellow">{t('endpoints.otp.once')}</Alert>
      )}
      <Group justify="flex-end">
        <CopyButton value={otp.otp}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? t('endpoints.otp.copied') : t('endpoints.otp.copy')}
            </Button>
          )}
        </CopyButton>
        {closing ? (
          <>
            <Button variant="default" onClick={onKeep} data-autofocus>
              {t('endpoints.otp.keepOpen')}
            </Button>
            <Button color="orange" onClick={onClose}>
              {t('endpoints.otp.closeAnyway')}
            </Button>
          </>
        ) : (
          <Button onClick={onAskClose}>{t('endpoints.otp.close')}</Button>
        )}
      </Group>
    </Stack>
  );
}
