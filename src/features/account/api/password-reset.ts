import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client';
import { queryLayerFor } from '../../../session/api-queries';

export const useRequestPasswordReset = (client: ApiClient) =>
  useMutation(queryLayerFor(client).mutations.Bff_RequestPasswordReset());

export const useResetPassword = (client: ApiClient) =>
  useMutation(queryLayerFor(client).mutations.Bff_ResetPassword());
