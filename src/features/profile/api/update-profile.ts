// User/UpdateProfile: the signed-in user's own first and last name; the profile is read again.
import { useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { unwrapSuccess } from '../../../api/unwrap';
import { useApi } from '../../../components/api/use-api';
import type { ProfileFormData } from '../../../components/schema-form/forms/profile-form.gen';

export function useUpdateProfile() {
  const { api, queryClient } = useApi();
  return useMutation({
    mutationFn: (body: ProfileFormData) => unwrapSuccess(api.POST('/restapi/User/UpdateProfile', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.profile() }),
  });
}
