// One of the signed-in user's settings (UserSettings/GetUserSettings?userGuid, saved with
// CreateOrUpdateUserSettings), by key: the table layouts and the custom dashboard read and save
// theirs here. The user's guid is their profile's (User/GetProfile), remembered for the session
// (session/remembered-user-guid.ts) so that the shell can ask for the settings together with a
// page's own requests (prefetchUserSettings). A save shows at once (the
// cache is updated) and reaches the server after `delayMs` (one call per burst); a failed save
// re-reads what the server kept.
import { useCallback, useEffect, useRef } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Mutations, Queries } from '../../api/query-layer';
import { USER_SETTINGS_STALE_MS } from '../../session/prefetch-user-settings';
import { rememberUserGuid, rememberedUserGuid } from '../../session/remembered-user-guid';
import { sessionStore, useSession } from '../../session/session-store';
import { useApi } from './use-api';

const profileQuery = (queries: Queries) => ({ ...queries.User_GetProfile(), staleTime: Infinity });
const settingsQuery = (queries: Queries, userGuid: string) => ({
  ...queries.UserSettings_GetUserSettings({ userGuid }),
  staleTime: USER_SETTINGS_STALE_MS,
});

/** For a loader: the user's settings in the cache (the profile first, unless its guid is remembered). */
export async function ensureUserSettings(queryClient: QueryClient, queries: Queries): Promise<void> {
  const sid = sessionStore.get()?.sid ?? null;
  let userGuid = rememberedUserGuid(sid);
  if (!userGuid) {
    userGuid = (await queryClient.ensureQueryData(profileQuery(queries))).entityData.userGuid;
    rememberUserGuid(sid, userGuid);
  }
  await queryClient.ensureQueryData(settingsQuery(queries, userGuid));
}

type SettingsKey = ReturnType<typeof settingsQuery>['queryKey'];

/** Shows a setting's new value at once (the cached settings), before the server has it. */
function cacheSetting(
  queryClient: QueryClient,
  queryKey: SettingsKey,
  settingKey: string,
  settingValue: string,
) {
  queryClient.setQueryData(queryKey, (old) => {
    if (!old) return old;
    const others = old.entityData.filter((setting) => setting.settingKey !== settingKey);
    return { ...old, entityData: [...others, { settingKey, settingValue }] };
  });
}

/** Sends a setting to the server; a refused save re-reads what the server kept. */
async function sendSetting(
  mutations: Mutations,
  queryClient: QueryClient,
  queryKey: SettingsKey,
  body: { userGuid: string; settingKey: string; settingValue: string },
): Promise<void> {
  // Not the mutation's own invalidation: a save that succeeded keeps the value shown.
  await mutations
    .UserSettings_CreateOrUpdateUserSettings()
    .mutationFn(body)
    .catch(
      // The error catalogue has reported it; show what the server kept.
      () => queryClient.invalidateQueries({ queryKey }),
    );
}

/** For a loader: one of the user's settings (read into the cache first when not there). */
export async function readUserSetting(
  queryClient: QueryClient,
  queries: Queries,
  settingKey: string,
): Promise<string | undefined> {
  await ensureUserSettings(queryClient, queries);
  const userGuid = rememberedUserGuid(sessionStore.get()?.sid ?? null);
  if (!userGuid) return undefined;
  const settings = queryClient.getQueryData(settingsQuery(queries, userGuid).queryKey);
  return settings?.entityData.find((setting) => setting.settingKey === settingKey)?.settingValue;
}

/**
 * For a loader: saves one of the user's settings at once (the cache shows it before the server
 * answers; a refused save re-reads what the server kept). Resolves when the server has answered.
 */
export async function saveUserSetting(
  context: { queryClient: QueryClient; queries: Queries; mutations: Mutations },
  settingKey: string,
  settingValue: string,
): Promise<void> {
  const { mutations, queryClient, queries } = context;
  await ensureUserSettings(queryClient, queries);
  const userGuid = rememberedUserGuid(sessionStore.get()?.sid ?? null);
  if (!userGuid) return;
  const { queryKey } = settingsQuery(queries, userGuid);
  cacheSetting(queryClient, queryKey, settingKey, settingValue);
  await sendSetting(mutations, queryClient, queryKey, { userGuid, settingKey, settingValue });
}

export function useUserSetting(key: string, delayMs = 0) {
  const { mutations, queries, queryClient } = useApi();
  const { sid } = useSession();
  const remembered = rememberedUserGuid(sid);
  const profile = useQuery({ ...profileQuery(queries), enabled: !remembered });
  const profileGuid = profile.data?.entityData.userGuid;
  useEffect(() => {
    if (profileGuid) rememberUserGuid(sid, profileGuid);
  }, [sid, profileGuid]);
  const userGuid = remembered ?? profileGuid;
  const settingsOptions = settingsQuery(queries, userGuid ?? '');
  const settings = useQuery({ ...settingsOptions, enabled: !!userGuid });
  const value = settings.data?.entityData.find((setting) => setting.settingKey === key)?.settingValue;

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const save = useCallback(
    (settingValue: string) => {
      if (!userGuid) return;
      cacheSetting(queryClient, settingsOptions.queryKey, key, settingValue);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        void sendSetting(mutations, queryClient, settingsOptions.queryKey, {
          userGuid,
          settingKey: key,
          settingValue,
        });
      }, delayMs);
    },
    [mutations, delayMs, key, queryClient, settingsOptions.queryKey, userGuid],
  );

  return {
    value,
    save,
    /** Whether a change can be kept: the user and their settings are known (a change made before
     * would show nothing, the cache having no settings to change, and be overwritten by them). */
    editable: !!userGuid && settings.isSuccess,
  };
}
