// The entity's name as the change log shows it in English (src/components/entity-history/
// entity-name.ts), for the log's sort by entity: a settings record by its page's title (its
// stored name is its key, EmailSettings), a record without a name by its id, anything else by
// the name it recorded (an alert's English title is what an English reader sees).
import { loadEnglishCatalogue } from '../../http/catalogue';

/** The page title of each settings record: the console's SETTINGS_TITLES, in English. */
const SETTINGS_TITLE_KEYS = {
  EmailSettings: 'nav.route.smtpSettings',
  SyslogSettings: 'nav.route.syslogSettings',
  HashLookupSettings: 'nav.route.hashLookupSettings',
} as const;

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** SQL of the shown English name of the change records aliased `alias`. */
export function shownEntityName(alias: string): string {
  const english = loadEnglishCatalogue();
  const titles = Object.entries(SETTINGS_TITLE_KEYS)
    .map(([key, title]) => `when ${literal(key)} then ${literal(english(title))}`)
    .join(' ');
  return `case when ${alias}.entity_type = 'Settings' then (case ${alias}.entity_id ${titles} else ${alias}.entity_id end)
    else coalesce(${alias}.entity_name, ${alias}.entity_id) end`;
}
