// Password reset calls (public, no session): ask for a link, set a new password with its token.
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client';
import { unwrapSuccess } from '../../../api/unwrap';
import type { PasswordResetFormData } from '../../../components/schema-form/forms/password-reset-form.gen';
import type { PasswordResetRequestFormData } from '../../../components/schema-form/forms/password-reset-request-form.gen';

export const useRequestPasswordReset = (client: ApiClient) =>
  useMutation({
    mutationFn: (body: PasswordResetRequestFormData) =>
      unwrapSuccess(client.POST('/bff/password-reset', { body })),
  });

export const useResetPassword = (client: ApiClient) =>
  useMutation({
    mutationFn: (body: PasswordResetFormData) =>
      unwrapSuccess(client.POST('/bff/password-reset/confirm', { body })),
  });
