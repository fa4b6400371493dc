// "Test connection": with the form's url, user id and password (TestConnection), or, for a saved
// server whose connection fields are untouched, with its stored credentials
// (TestConnectionByServerId). A failed connection is a 200 with success false; tests save nothing.
import { useMutation } from '@tanstack/react-query';
import type { JsonBodyOf } from '../../../api/operation-types';
import { useApi } from '../../../components/api/use-api';

export type ConnectionTestInput =
  | { kind: 'form'; body: JsonBodyOf<'/restapi/Server/TestConnection'> }
  | { kind: 'stored'; body: JsonBodyOf<'/restapi/Server/TestConnectionByServerId'> };

export function useTestConnection() {
  const { mutations } = useApi();
  const form = mutations.Server_TestConnection();
  const stored = mutations.Server_TestConnectionByServerId();
  return useMutation({
    mutationKey: form.mutationKey,
    mutationFn: async (input: ConnectionTestInput) => {
      const reply =
        input.kind === 'form' ? await form.mutationFn(input.body) : await stored.mutationFn(input.body);
      return reply.entityData;
    },
  });
}
