// The names the product ships with (its alert categories, and the conditions it installs with
// their descriptions) in the user's language. The server stores them as written, in English; a
// name still as shipped is shown in the catalogue's words (locales/<lng>/alert-names.json), a
// name anyone has changed, or made, as it is. Matching on the English text, not on an id, means
// a renamed condition never shows a translation of its old name.
import { i18next } from './i18n';
import { catalogueKey, type MessageKey, type Translate } from './message-key';

export type ShippedSection = 'categories' | 'conditions' | 'descriptions';

const byEnglishText = new WeakMap<object, Map<string, string>>();

function keyOf(section: ShippedSection, text: string): string | undefined {
  const english = i18next.getResource('en', 'translation', `alertNames.${section}`) as
    Readonly<Record<string, string>> | undefined;
  if (!english) return undefined;
  let keys = byEnglishText.get(english);
  if (!keys) {
    keys = new Map(Object.entries(english).map(([key, value]) => [value, key]));
    byEnglishText.set(english, keys);
  }
  return keys.get(text);
}

/** The message key of a name as shipped (a filter's option), or undefined for any other name. */
export function shippedNameKey(section: ShippedSection, text: string): MessageKey | undefined {
  const key = keyOf(section, text);
  return key ? catalogueKey(`alertNames.${section}.${key}`) : undefined;
}

/** A category's or condition's name (or a condition's description) in the user's words. */
export function shippedName(t: Translate, section: ShippedSection, text: string): string;
export function shippedName(
  t: Translate,
  section: ShippedSection,
  text: string | null | undefined,
): string | null;
export function shippedName(t: Translate, section: ShippedSection, text: string | null | undefined) {
  if (!text) return text ?? null;
  const key = keyOf(section, text);
  // The key was read from the English catalogue itself.
  return key ? t(catalogueKey(`alertNames.${section}.${key}`)) : text;
}
