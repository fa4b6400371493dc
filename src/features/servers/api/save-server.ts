// Saves a PDP/LRP record (CreateOrUpdateServer: without serverId it adds one). A 400 carries the
// field errors the form shows (name taken, connection untested, minimum records).
import { useMutation } from '@tanstack/react-query';
import type { JsonBodyOf } from '../../../api/operation-types';
import { queryKeys } from '../../../api/query-keys';
import { unwrapSuccess } from '../../../api/unwrap';
import { useApi } from '../../../components/api/use-api';

export type ServerFormData = JsonBodyOf<'/restapi/Server/CreateOrUpdateServer'>;

export function useSaveServer() {
  const { api, queryClient } = useApi();
  return useMutation({
    mutationFn: (body: ServerFormData) =>
      unwrapSuccess(api.POST('/restapi/Server/CreateOrUpdateServer', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.server.servers }),
  });
}
