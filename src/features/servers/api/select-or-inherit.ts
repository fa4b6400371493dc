// For the selected company: inherit every global record of its partner, or use only some.
import { useMutation } from '@tanstack/react-query';
import type { JsonBodyOf } from '../../../api/operation-types';
import { queryKeys } from '../../../api/query-keys';
import { unwrapSuccess } from '../../../api/unwrap';
import { useApi } from '../../../components/api/use-api';

export function useSelectOrInheritServers() {
  const { api, queryClient } = useApi();
  return useMutation({
    mutationFn: (body: JsonBodyOf<'/restapi/Server/SelectOrInheritServer'>) =>
      unwrapSuccess(api.POST('/restapi/Server/SelectOrInheritServer', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.server.servers }),
  });
}
