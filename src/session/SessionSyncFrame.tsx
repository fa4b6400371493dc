// The legacy management server's session sync (spec section 7): its dashboard for the chosen
// partner or company (sign-in, scope change) or its log-off (log-off), loaded in a hidden frame
// so the server's own session follows the console's. Sandboxed as every legacy frame is (the
// same-origin guard included: legacy-frame-sandbox.ts). `onSynced` fires once: on the frame's
// load, or after `maxWaitMs` if it never comes, so a server that never answers never blocks.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { legacyFrameSandbox } from '../domain/legacy-frame-sandbox';

export const SESSION_SYNC_MAX_WAIT_MS = 15_000;

export interface SessionSyncFrameProps {
  url: string;
  onSynced: () => void;
  maxWaitMs?: number;
}

export function SessionSyncFrame({
  url,
  onSynced,
  maxWaitMs = SESSION_SYNC_MAX_WAIT_MS,
}: SessionSyncFrameProps) {
  const { t } = useTranslation();
  const done = useRef(false);
  const latestOnSynced = useRef(onSynced);
  useEffect(() => {
    latestOnSynced.current = onSynced;
  }, [onSynced]);

  const finish = () => {
    if (done.current) return;
    done.current = true;
    latestOnSynced.current();
  };

  useEffect(() => {
    const timer = setTimeout(finish, maxWaitMs);
    return () => clearTimeout(timer);
  }, [url, maxWaitMs]);

  return (
    <iframe
      src={url}
      title={t('scope.dialog.syncFrame')}
      sandbox={legacyFrameSandbox(url, window.location.origin)}
      referrerPolicy="no-referrer"
      hidden
      onLoad={finish}
    />
  );
}
