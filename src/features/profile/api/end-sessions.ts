// Signing out the user's own sessions (User/EndSession, User/EndOtherSessions); the list of
// sessions is read again after either.
import { useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { unwrapSuccess } from '../../../api/unwrap';
import { useApi } from '../../../components/api/use-api';

export function useEndSession() {
  const { api, queryClient } = useApi();
  return useMutation({
    mutationFn: (sessionId: string) =>
      unwrapSuccess(api.POST('/restapi/User/EndSession', { body: { sessionId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.sessions() }),
  });
}

export function useEndOtherSessions() {
  const { api, queryClient } = useApi();
  return useMutation({
    mutationFn: () => unwrapSuccess(api.POST('/restapi/User/EndOtherSessions')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.sessions() }),
  });
}
