// The shell starts the signed-in user's settings (the tables' column layouts) together with the
// page's own requests when the user's guid is remembered for the session: one request wave.
import type { QueryClient } from '@tanstack/react-query';
import type { Queries } from '../api/query-layer';
import { rememberedUserGuid } from './remembered-user-guid';

export const USER_SETTINGS_STALE_MS = 5 * 60_000;

export function prefetchUserSettings(queryClient: QueryClient, queries: Queries, sid: string | null): void {
  const userGuid = rememberedUserGuid(sid);
  if (userGuid)
    void queryClient.prefetchQuery({
      ...queries.UserSettings_GetUserSettings({ userGuid }),
      staleTime: USER_SETTINGS_STALE_MS,
    });
}
