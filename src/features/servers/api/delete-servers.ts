// Deletes one record (DeleteServer) or several, all or nothing (DeleteSelectServer). The server
// refuses a delete that would leave fewer than two default, PDP or LRP records (400, minimumRecords).
import { useMutation } from '@tanstack/react-query';
import { invalidateAfter } from '../../../api/query-layer';
import { useApi } from '../../../components/api/use-api';

export function useDeleteServers() {
  const { mutations, queryClient } = useApi();
  const one = mutations.Server_DeleteServer();
  const several = mutations.Server_DeleteSelectServer();
  return useMutation({
    mutationKey: one.mutationKey,
    mutationFn: (serverIds: number[]) =>
      serverIds.length === 1
        ? one.mutationFn({ serverId: serverIds[0]! })
        : several.mutationFn({ serverIds }),
    // Settled either way: a refused delete shows the records as the server kept them.
    onSettled: () => invalidateAfter(queryClient, 'Server_DeleteSelectServer'),
  });
}
