// An audit entry's entity as the user reads it: a settings record by its page's title in the
// user's language (the log stores the English words the older product wrote, "SMTP settings"),
// anything else by its name as stored (a company, a user, a computer are named by their owners).
import type { ApiSchema } from '../../../api/contract-types';
import type { MessageKey, Translate } from '../../../i18n/message-key';

type AuditLog = ApiSchema<'AuditLog'>;

/** The stored names of the settings records, to their page titles (the sidebar's words). */
const SETTINGS_TITLES: Readonly<Record<string, MessageKey>> = {
  'SMTP settings': 'nav.route.smtpSettings',
  'Syslog settings': 'nav.route.syslogSettings',
  'Hash lookup settings': 'nav.route.hashLookupSettings',
};

export function activityEntityName(t: Translate, entry: Pick<AuditLog, 'entityType' | 'entityName'>): string {
  const name = entry.entityName ?? '';
  if (entry.entityType === 'GlobalSettings' && Object.hasOwn(SETTINGS_TITLES, name))
    return t(SETTINGS_TITLES[name]!);
  return name;
}
