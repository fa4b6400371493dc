// "Test connection": with the form's url, user id and password (TestConnection), or, for a saved
// server whose connection fields are untouched, with its stored credentials
// (TestConnectionByServerId). A failed connection is a 200 with success false; tests save nothing.
import { useMutation } from '@tanstack/react-query';
import type { JsonBodyOf } from '../../../api/operation-types';
import { unwrapSuccess } from '../../../api/unwrap';
import { useApi } from '../../../components/api/use-api';

export type ConnectionTestInput =
  | { kind: 'form'; body: JsonBodyOf<'/restapi/Server/TestConnection'> }
  | { kind: 'stored'; body: JsonBodyOf<'/restapi/Server/TestConnectionByServerId'> };

export function useTestConnection() {
  const { api } = useApi();
  return useMutation({
    mutationFn: async (input: ConnectionTestInput) => {
      const reply =
        input.kind === 'form'
          ? await unwrapSuccess(api.POST('/restapi/Server/TestConnection', { body: input.body }))
          : await unwrapSuccess(api.POST('/restapi/Server/TestConnectionByServerId', { body: input.body }));
      return reply.entityData;
    },
  });
}
