// Watches the signed-in session in this tab: the idle warning "Session Expiring Soon" after
// 30 minutes without activity, with its 30-second countdown (at zero: logout), and the
// logouts of other tabs (this tab follows). A logout here logs the legacy server off first (its
// sync frame, never waited for longer than its time-out). Mounted once inside the authenticated shell.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../api/client';
import { useLegacyLogOff } from './use-legacy-log-off';
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
  client: ApiClient;
  idleMs?: number;
  countdownSeconds?: number;
}

export function IdleTimeout({
  client,
  idleMs = IDLE_TIMEOUT_MS,
  countdownSeconds = WARNING_COUNTDOWN_SECONDS,
}: IdleTimeoutProps) {
  const { t } = useTranslation();
  const { sid } = useSession();
  const legacy = useLegacyLogOff(client);
  // Reads only what stays the same for the shell's life (the query client, the api client), so
  // the timer may keep the first render's.
  const logOff = (ofSid: string | null) => void legacy.logOff(ofSid, () => logout(ofSid));
  const [timer] = useState(() =>
    createIdleTimer({
      idleMs,
      countdownSeconds,
      channel: sessionChannel(),
      onTimeout: () => logOff(currentSid()),
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
    <>
      {/* Outside the dialog, which closes when the logout starts. */}
      {legacy.frame}
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
          <Button variant="default" onClick={() => logOff(sid)}>
            {t('session.expiring.logoutNow')}
          </Button>
          <Button onClick={timer.stayConnected} data-autofocus>
            {t('session.expiring.stayConnected')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
