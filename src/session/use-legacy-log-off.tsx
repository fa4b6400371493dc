// The log-off's legacy session sync (spec section 7): before the console's own logout, the
// legacy server's log-off for the session id loads in the hidden, sandboxed sync frame; the
// logout goes on once it has loaded, or after the scope change's time-out, or at once when the
// backend cannot say where the legacy server is. The caller renders `frame`.
import { useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { legacyLogOffUrl } from '../domain/legacy-pages';
import type { ApiClient } from '../api/client';
import { legacyBaseUrlOrNull } from './legacy-base-url';
import { SessionSyncFrame } from './SessionSyncFrame';

export function useLegacyLogOff(client: ApiClient): {
  /** Logs the legacy session `sid` off, then calls `andThen` (the console's logout). */
  logOff: (sid: string | null, andThen: () => void) => Promise<void>;
  frame: ReactNode;
} {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ url: string; andThen: () => void } | null>(null);
  // One log-off at a time (the idle countdown may end while "Log out Now" is under way).
  const started = useRef(false);

  async function logOff(sid: string | null, andThen: () => void): Promise<void> {
    if (started.current) return;
    started.current = true;
    const base = sid ? await legacyBaseUrlOrNull(queryClient, client) : null;
    if (!sid || !base) return andThen();
    await new Promise<void>((resolve) =>
      setPending({
        url: legacyLogOffUrl(sid, base),
        andThen: () => {
          andThen();
          resolve();
        },
      }),
    );
  }

  const frame = pending ? <SessionSyncFrame url={pending.url} onSynced={pending.andThen} /> : null;
  return { logOff, frame };
}
