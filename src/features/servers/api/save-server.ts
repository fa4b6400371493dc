// Saves a PDP/LRP record (CreateOrUpdateServer: without serverId it adds one). A 400 carries the
// field errors the form shows (name taken, connection untested, minimum records).
import { useMutation } from '@tanstack/react-query';
import type { JsonBodyOf } from '../../../api/operation-types';
import { useApi } from '../../../components/api/use-api';

export type ServerFormData = JsonBodyOf<'/restapi/Server/CreateOrUpdateServer'>;

export function useSaveServer() {
  return useMutation(useApi().mutations.Server_CreateOrUpdateServer());
}
