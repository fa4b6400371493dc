// User/ChangePassword: the signed-in user's own password (the session stays signed in, every
// other one ends: the list of sessions is read again). A wrong current password is a 400 on
// /currentPassword; wrong ones in a row are throttled as sign-ins are (429 with retryAt).
import { useMutation } from '@tanstack/react-query';
import { ApiError, isApiError } from '../../../api/api-error';
import { useApi } from '../../../components/api/use-api';

export function useChangePassword() {
  return useMutation(useApi().mutations.User_ChangePassword());
}

/**
 * A throttled change as the form shows it: the sign-in's words for when to try again (`say`
 * is given that time, in the user's language and time zone); any other error as it is.
 */
export function throttledInWords(error: unknown, language: string, say: (time: string) => string): unknown {
  if (!isApiError(error) || error.status !== 429) return error;
  const data = error.data as { retryAt?: unknown } | null;
  const retryAt = typeof data?.retryAt === 'string' ? data.retryAt : '';
  if (Number.isNaN(Date.parse(retryAt))) return error;
  const time = new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(retryAt));
  return new ApiError({ status: 429, data: { ...data, message: say(time) } });
}
