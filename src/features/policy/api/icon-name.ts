// A built-in icon's name in the user's words. The server stores the shipped names in English and
// they stay the keys (policy.iconset.builtInNames); an uploaded icon's name is shown as it is.
import { catalogueKey, type Translate } from '../../../i18n/message-key';

export function iconName(t: Translate, icon: { name: string; builtIn: boolean }): string {
  if (!icon.builtIn) return icon.name;
  // A shipped name the catalogue does not know yet is shown as stored.
  return t(catalogueKey(`policy.iconset.builtInNames.${icon.name}`), { defaultValue: icon.name });
}
