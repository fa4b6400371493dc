// User/UpdateProfile: the signed-in user's own first and last name; the profile is read again.
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../components/api/use-api';

export function useUpdateProfile() {
  return useMutation(useApi().mutations.User_UpdateProfile());
}
