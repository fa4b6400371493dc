// The column chooser's choices and the column widths, remembered per user and per table through
// the contract's user settings (GET UserSettings/GetUserSettings?userGuid, POST
// CreateOrUpdateUserSettings) under `table.<tableId>.columns`. The user's guid is their
// profile's (User/GetProfile), remembered for the session so that a page load asks for the
// settings together with its rows (prefetchUserSettings, from the shell). Until the
// settings arrive the table shows its defaults.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { unwrapSuccess } from '../../api/unwrap';
import { rememberUserGuid, rememberedUserGuid } from '../../session/remembered-user-guid';
import { USER_SETTINGS_STALE_MS } from '../../session/prefetch-user-settings';
import { useSession } from '../../session/session-store';
import { useApi } from '../api/use-api';

export interface ColumnLayout {
  /** Ids of the columns the user hid (and of default-hidden columns the user did not show). */
  hidden: string[];
  /** Width in pixels by column id, for the columns the user resized. */
  widths: Record<string, number>;
}

export const settingKeyOf = (tableId: string) => `table.${tableId}.columns`;

const MIN_WIDTH = 60;
const MAX_WIDTH = 1200;

/** The stored value, or null when absent or not a layout (a bad value never breaks the table). */
export function parseColumnLayout(value: string | undefined): ColumnLayout | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<ColumnLayout> | null;
    if (!parsed || typeof parsed !== 'object') return null;
    const hidden = Array.isArray(parsed.hidden) ? parsed.hidden.filter((id) => typeof id === 'string') : [];
    const widths: Record<string, number> = {};
    if (parsed.widths && typeof parsed.widths === 'object') {
      for (const [id, width] of Object.entries(parsed.widths)) {
        if (typeof width === 'number' && Number.isFinite(width))
          widths[id] = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(width)));
      }
    }
    return { hidden, widths };
  } catch {
    return null;
  }
}

export function clampWidth(width: number): number {
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(width)));
}

const SAVE_DELAY_MS = 400;

export function useColumnLayout(tableId: string, defaults: ColumnLayout) {
  const { api, queries, queryClient } = useApi();
  const { sid } = useSession();
  const remembered = rememberedUserGuid(sid);
  const profile = useQuery({ ...queries.users.profile(), staleTime: Infinity, enabled: !remembered });
  const profileGuid = profile.data?.entityData.userGuid;
  useEffect(() => {
    if (profileGuid) rememberUserGuid(sid, profileGuid);
  }, [sid, profileGuid]);
  const userGuid = remembered ?? profileGuid;
  const settingsOptions = queries.users.settings({ userGuid: userGuid ?? '' });
  const settings = useQuery({ ...settingsOptions, enabled: !!userGuid, staleTime: USER_SETTINGS_STALE_MS });
  const key = settingKeyOf(tableId);
  const stored = settings.data?.entityData.find((setting) => setting.settingKey === key)?.settingValue;
  const layout = useMemo(() => parseColumnLayout(stored) ?? defaults, [stored, defaults]);

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const save = useCallback(
    (next: ColumnLayout) => {
      if (!userGuid) return;
      const settingValue = JSON.stringify(next);
      // The table follows at once; the server is told a moment later (one call per burst).
      queryClient.setQueryData(settingsOptions.queryKey, (old) => {
        if (!old) return old;
        const others = old.entityData.filter((setting) => setting.settingKey !== key);
        return { ...old, entityData: [...others, { settingKey: key, settingValue }] };
      });
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        void unwrapSuccess(
          api.POST('/restapi/UserSettings/CreateOrUpdateUserSettings', {
            body: { userGuid, settingKey: key, settingValue },
          }),
        ).catch(() => {
          // The error catalogue has reported it; the next visit reads what the server kept.
          void queryClient.invalidateQueries({ queryKey: settingsOptions.queryKey });
        });
      }, SAVE_DELAY_MS);
    },
    [api, key, queryClient, settingsOptions.queryKey, userGuid],
  );

  return { layout, save, ready: !userGuid || settings.isFetched };
}
