// The text of a failed call for the page: the catalogue's message of the server's first field
// error (a rule such as the minimum records), else the server's own message.
import type { TFunction } from 'i18next';
import { isApiError } from '../../api/api-error';
import { catalogueKey } from '../../i18n/message-key';

export function apiErrorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors.generic');
  const key = error.fieldErrors[0]?.messageKey;
  if (key) return t(catalogueKey(key));
  return error.messageKey ? t(error.messageKey) : error.message;
}
