// User/ChangePassword: the signed-in user's own password (the session stays signed in, every
// other one ends: the list of sessions is read again). A wrong current password is a 400 on
// /currentPassword.
import { useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { unwrapSuccess } from '../../../api/unwrap';
import { useApi } from '../../../components/api/use-api';
import type { PasswordChangeFormData } from '../../../components/schema-form/forms/password-change-form.gen';

export function useChangePassword() {
  const { api, queryClient } = useApi();
  return useMutation({
    mutationFn: (body: PasswordChangeFormData) =>
      unwrapSuccess(api.POST('/restapi/User/ChangePassword', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.sessions() }),
  });
}
