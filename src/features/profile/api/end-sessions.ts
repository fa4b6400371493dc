// Signing out the user's own sessions (User/EndSession, User/EndOtherSessions); the list of
// sessions is read again after either.
import { useMutation } from '@tanstack/react-query';
import { invalidateAfter } from '../../../api/query-layer';
import { useApi } from '../../../components/api/use-api';

export function useEndSession() {
  const { mutations, queryClient } = useApi();
  const end = mutations.User_EndSession();
  return useMutation({
    ...end,
    mutationFn: (sessionId: string) => end.mutationFn({ sessionId }),
    // Settled either way: a session that is gone already leaves the list too.
    onSuccess: undefined,
    onSettled: () => invalidateAfter(queryClient, 'User_EndSession'),
  });
}

export function useEndOtherSessions() {
  const { mutations, queryClient } = useApi();
  return useMutation({
    ...mutations.User_EndOtherSessions(),
    onSuccess: undefined,
    onSettled: () => invalidateAfter(queryClient, 'User_EndOtherSessions'),
  });
}
