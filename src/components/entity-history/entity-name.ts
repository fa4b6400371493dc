// The changed thing's name as the user reads it: a settings record by its page's title (not its
// key `EmailSettings`), an alert by its title in the user's language (the alert console's words),
// anything else by the name the change recorded, or its id.
import type { ApiSchema } from '../../api/contract-types';
import type { MessageKey, Translate } from '../../i18n/message-key';
import { shippedText } from '../../i18n/shipped-texts';

type ChangeRecord = ApiSchema<'ChangeRecord'>;

/** Each settings record's page title (the sidebar's and the page's words). */
const SETTINGS_TITLES: Readonly<Record<ApiSchema<'SettingKey'>, MessageKey>> = {
  EmailSettings: 'nav.route.smtpSettings',
  SyslogSettings: 'nav.route.syslogSettings',
  HashLookupSettings: 'nav.route.hashLookupSettings',
};

export function changeEntityName(
  t: Translate,
  change: Pick<ChangeRecord, 'entityType' | 'entityId' | 'entityName'>,
): string {
  const name = change.entityName ?? change.entityId;
  if (change.entityType === 'Settings' && Object.hasOwn(SETTINGS_TITLES, change.entityId))
    return t(SETTINGS_TITLES[change.entityId as ApiSchema<'SettingKey'>]);
  if (change.entityType === 'Alert') return shippedText(t, 'titles', name);
  return name;
}
