// The sign-in's legacy session sync (sign-in-sync.ts), mounted once in the shell: when the
// session has just signed in, the hidden, sandboxed sync frame loads the legacy dashboard and is
// removed once it has loaded, or after the scope change's time-out: it never holds the user up.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { legacyBaseUrlOrNull } from '../session/legacy-base-url';
import { useSession } from '../session/session-store';
import { signInSync } from '../session/sign-in-sync-due';
import { useScope } from './scope-store';
import { SessionSyncFrame } from '../session/SessionSyncFrame';
import { signInSyncUrl } from './sign-in-sync';

export function SignInSyncFrame({ client }: { client: ApiClient }) {
  const queryClient = useQueryClient();
  const { sid } = useSession();
  const { selection } = useScope();
  const [url, setUrl] = useState<string | null>(null);
  const due = signInSync.isDue(sid);

  useEffect(() => {
    if (!due) return;
    let current = true;
    void legacyBaseUrlOrNull(queryClient, client).then((base) => {
      if (!current) return;
      const target = signInSyncUrl(base, selection);
      if (target === null) signInSync.done();
      setUrl(target);
    });
    return () => {
      current = false;
    };
    // Once per sign-in: the selection is the start scope's, read when the sync starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [due, queryClient, client]);

  if (url === null) return null;
  return (
    <SessionSyncFrame
      url={url}
      onSynced={() => {
        signInSync.done();
        setUrl(null);
      }}
    />
  );
}
