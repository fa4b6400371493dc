// Deletes one record (DeleteServer) or several, all or nothing (DeleteSelectServer). The server
// refuses a delete that would leave fewer than two default, PDP or LRP records (400, minimumRecords).
import { useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { unwrapSuccess } from '../../../api/unwrap';
import { useApi } from '../../../components/api/use-api';

export function useDeleteServers() {
  const { api, queryClient } = useApi();
  return useMutation({
    mutationFn: (serverIds: number[]) =>
      serverIds.length === 1
        ? unwrapSuccess(api.POST('/restapi/Server/DeleteServer', { body: { serverId: serverIds[0]! } }))
        : unwrapSuccess(api.POST('/restapi/Server/DeleteSelectServer', { body: { serverIds } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.server.servers }),
  });
}
