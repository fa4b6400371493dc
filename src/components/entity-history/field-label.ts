// A recorded field's words: the change history records fields as the contract and the tables name
// them (`server`, `priority`, `selectedServers/203`); the screen shows the catalogue's words for
// them (locales/*/history-fields.json). tests/sandbox/change-history-log.test.ts checks that every
// field the history can record has words there, so no machine word reaches the screen.
import type { TFunction } from 'i18next';
import { catalogueKey } from '../../i18n/message-key';

/** A field's words ("Priority", "Selected server 203"). */
export function fieldLabel(t: TFunction, field: string): string {
  const slash = field.indexOf('/');
  if (slash > 0) {
    const key = `historyFields.child.${field.slice(0, slash)}`;
    return t(catalogueKey(key), { key: field.slice(slash + 1), defaultValue: field });
  }
  return t(catalogueKey(`historyFields.field.${field}`), { defaultValue: field });
}
