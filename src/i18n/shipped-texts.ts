// The texts the product's own conditions write (alert titles, the messages of an alert's events)
// in the user's language. The server stores them as written, in English, from templates; a text
// that one of the catalogue's English templates (locales/en/alert-names.json: alertNames.titles,
// alertNames.messages) reads whole is shown through the same template in the user's language,
// its parts kept (a file, a computer) or named in words (an event type, a time); any other text
// (a condition someone wrote, an older server's) is shown as it is.
import { enumLabelKey, type EnumKind } from './enum-labels';
import { formatDateTime } from './format';
import { i18next } from './i18n';
import { shippedName } from './shipped-names';
import { catalogueKey, type Translate } from './message-key';

export type ShippedTextSection = 'titles' | 'messages';

interface Template {
  /** The message key without its plural suffix. */
  key: string;
  pattern: RegExp;
  names: string[];
  /** A `_one` form may not say its count ("AnyDesk.exe blocked"): it means one. */
  one: boolean;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const PLURAL = /_(zero|one|two|few|many|other)$/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templateOf(section: ShippedTextSection, name: string, english: string): Template {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of english.matchAll(PLACEHOLDER)) {
    source += escape(english.slice(last, match.index));
    const part = match[1]!;
    names.push(part);
    source += part === 'count' ? '(\\d[\\d,]*)' : '(.+?)';
    last = match.index + match[0].length;
  }
  source += escape(english.slice(last));
  return {
    key: `alertNames.${section}.${name.replace(PLURAL, '')}`,
    pattern: new RegExp(`^${source}$`, 's'),
    names,
    one: name.endsWith('_one'),
  };
}

const templatesOf = new WeakMap<object, Template[]>();

function templates(section: ShippedTextSection): Template[] {
  const english = i18next.getResource('en', 'translation', `alertNames.${section}`) as
    Readonly<Record<string, string>> | undefined;
  if (!english) return [];
  let list = templatesOf.get(english);
  if (!list) {
    // The most words first: "X blocked 5 times" is never read as the file "X blocked 5 times".
    list = Object.entries(english)
      .map(([name, text]) => ({ text, template: templateOf(section, name, text) }))
      .sort((a, b) => b.text.replace(PLACEHOLDER, '').length - a.text.replace(PLACEHOLDER, '').length)
      .map(({ template }) => template);
    templatesOf.set(english, list);
  }
  return list;
}

function inWords(t: Translate, kind: EnumKind, value: string): string {
  const key = enumLabelKey(kind, value);
  return key ? t(key) : value;
}

/** A part of a text in the user's words: the contract's codes by name, times in the language. */
function partInWords(t: Translate, name: string, value: string): string | number {
  switch (name) {
    case 'count':
      return Number(value.replace(/,/g, ''));
    case 'eventType':
      return inWords(t, 'EventType', value);
    case 'hashClass':
      return inWords(t, 'HashClass', value);
    case 'time':
      return formatDateTime(value, i18next.language) || value;
    default:
      return value;
  }
}

/** An alert's title, or an alert event's message, in the user's words. */
export function shippedText(t: Translate, section: ShippedTextSection, text: string): string;
export function shippedText(
  t: Translate,
  section: ShippedTextSection,
  text: string | null | undefined,
): string | null;
export function shippedText(t: Translate, section: ShippedTextSection, text: string | null | undefined) {
  if (!text) return text ?? null;
  for (const template of templates(section)) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const parts: Record<string, string | number> = template.one ? { count: 1 } : {};
    template.names.forEach((name, i) => (parts[name] = partInWords(t, name, match[i + 1]!)));
    return t(catalogueKey(template.key), { ...parts, interpolation: { escapeValue: false } });
  }
  // A message that repeats its alert's title (a system check's) reads as the title does; a title
  // that is its condition's name reads as that name does.
  return section === 'messages' ? shippedText(t, 'titles', text) : shippedName(t, 'conditions', text);
}
