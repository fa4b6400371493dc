// Watches the signed-in session in this tab: the idle warning "Session Expiring Soon" after
// 30 minutes without activity, with its 30-second countdown (at zero: logout), and the
// logouts of other tabs (this tab follows). Mounted once inside the authenticated shell.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  createIdleTimer,
  IDLE_TIMEOUT_MS,
  listenForActivity,
  listenForWake,
  WARNING_COUNTDOWN_SECONDS,
} from './idle-timer';
import { followLogoutOfOtherTabs, logout } from './logout';
import { sessionChannel } from './session-channel';
import { sessionStore, useSession } from './session-store';

const currentSid = () => sessionStore.get()?.sid ?? null;

export interface IdleTimeoutProps {
  idleMs?: number;
  countdownSeconds?: number;
}

export function IdleTimeout({
  idleMs = IDLE_TIMEOUT_MS,
  countdownSeconds = WARNING_COUNTDOWN_SECONDS,
}: IdleTimeoutProps) {
  const { t } = useTranslation();
  const { sid } = useSession();
  const [timer] = useState(() =>
    createIdleTimer({
      idleMs,
      countdownSeconds,
      channel: sessionChannel(),
      onTimeout: () => logout(currentSid()),
    }),
  );
  useEffect(() => {
    timer.start();
    const stopListening = listenForActivity(window, timer.activity);
    const stopWaking = listenForWake(document, timer.recheck);
    const stopFollowing = followLogoutOfOtherTabs(currentSid);
    return () => {
      stopListening();
      stopWaking();
      stopFollowing();
      timer.stop();
    };
  }, [timer]);

  const state = useSyncExternalStore(timer.subscribe, timer.getState, timer.getState);
  const warning = state.phase === 'warning' ? state : null;

  return (
    <Modal
      opened={warning !== null}
      onClose={timer.stayConnected}
      title={t('session.expiring.title')}
      closeOnClickOutside={false}
      withCloseButton={false}
      centered
      zIndex={400}
    >
      <Text>{t('session.expiring.message')}</Text>
      <Text mt="sm" fw={600} role="timer">
        {t('auth.idle.countdown', { count: warning?.secondsLeft ?? countdownSeconds })}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => logout(sid)}>
          {t('session.expiring.logoutNow')}
        </Button>
        <Button onClick={timer.stayConnected} data-autofocus>
          {t('session.expiring.stayConnected')}
        </Button>
      </Group>
    </Modal>
  );
}
