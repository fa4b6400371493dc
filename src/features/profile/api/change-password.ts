// User/ChangePassword: the signed-in user's own password (the session stays signed in). A wrong
// current password is a 400 on /currentPassword. Nothing cached changes.
import { useMutation } from '@tanstack/react-query';
import { unwrapSuccess } from '../../../api/unwrap';
import { useApi } from '../../../components/api/use-api';
import type { PasswordChangeFormData } from '../../../components/schema-form/forms/password-change-form.gen';

export function useChangePassword() {
  const { api } = useApi();
  return useMutation({
    mutationFn: (body: PasswordChangeFormData) =>
      unwrapSuccess(api.POST('/restapi/User/ChangePassword', { body })),
  });
}
