// The live stream's part in a tab (mounted once, in the authenticated shell): joins the session's
// one stream (live-link.ts), records alert changes for the alert console and applies the changes
// to the caches in small batches, so a burst of agents' reports refetches a figure once.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { applyLiveChanges } from '../../api/live/live-invalidation';
import { liveAlarmLog } from '../../api/live/live-alarm-log';
import { sessionChannel, type LiveChange } from '../session-channel';
import { acquireWebLock, startLiveLink } from './live-link';
import { openLiveStream } from './open-live-stream';

/** Changes arriving within this of the first are applied together. */
const BATCH_MS = 250;

export function LiveConnection() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let batch: LiveChange[] = [];
    let flush: ReturnType<typeof setTimeout> | null = null;
    const link = startLiveLink({
      channel: sessionChannel(),
      acquire: acquireWebLock,
      open: openLiveStream,
      apply(change) {
        liveAlarmLog.record(change, Date.now());
        batch.push(change);
        flush ??= setTimeout(() => {
          flush = null;
          const changes = batch;
          batch = [];
          applyLiveChanges(queryClient, changes);
        }, BATCH_MS);
      },
    });
    return () => {
      link.stop();
      if (flush) clearTimeout(flush);
    };
  }, [queryClient]);
  return null;
}
