// User/ChangePassword: the signed-in user's own password (the session stays signed in, every
// other one ends: the list of sessions is read again). A wrong current password is a 400 on
// /currentPassword.
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../components/api/use-api';

export function useChangePassword() {
  return useMutation(useApi().mutations.User_ChangePassword());
}
