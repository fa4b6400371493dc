// The loader of spec section 2: shown while the session check (GET /bff/user) runs, hidden
// 200 ms after it ends (spec section 9). Announced politely to screen readers.
import { useEffect, useState } from 'react';
import { Center, Loader, Overlay, VisuallyHidden } from '@mantine/core';
import { useIsFetching } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SESSION_QUERY_KEY } from '../../session/session-query';

/** Spec section 9: the loader hides 200 ms after the user check. */
export const LOADER_HIDE_DELAY_MS = 200;

/** True while `active`, and for `delayMs` after it turns false. */
export function useLingering(active: boolean, delayMs: number): boolean {
  const [lingering, setLingering] = useState(active);
  // Turning active shows at once (state adjusted during render, not in an effect).
  if (active && !lingering) setLingering(true);
  useEffect(() => {
    if (active) return undefined;
    const timer = setTimeout(() => setLingering(false), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active || lingering;
}

export function SessionCheckLoader() {
  const { t } = useTranslation();
  const checking = useIsFetching({ queryKey: SESSION_QUERY_KEY }) > 0;
  const shown = useLingering(checking, LOADER_HIDE_DELAY_MS);
  if (!shown) return null;
  return (
    <Overlay fixed backgroundOpacity={0.35} blur={1} zIndex={400}>
      <Center h="100%" role="status" aria-live="polite">
        <Loader />
        <VisuallyHidden>{t('shell.loading')}</VisuallyHidden>
      </Center>
    </Overlay>
  );
}
