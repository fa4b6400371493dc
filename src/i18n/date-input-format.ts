// How a date input writes and reads a day in the user's language: English month/day/year,
// Japanese year/month/day (2026/11/27). Only a whole day is read (the typed text or the ISO form
// YYYY-MM-DD), so a day half typed sends nothing.
import type { Language } from './resources';

export const DATE_INPUT_FORMAT: Record<Language, string> = { en: 'MM/DD/YYYY', ja: 'YYYY/MM/DD' };

const PATTERNS: Record<Language, RegExp> = {
  en: /^(?<month>\d{1,2})\/(?<day>\d{1,2})\/(?<year>\d{4})$/,
  ja: /^(?<year>\d{4})\/(?<month>\d{1,2})\/(?<day>\d{1,2})$/,
};
const ISO = /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})$/;

export const dateInputLanguage = (language: string): Language => (language === 'ja' ? 'ja' : 'en');

/** The day typed, as YYYY-MM-DD, or null when the text is not a whole, real day. */
export function parseDateInput(text: string, language: string): string | null {
  const typed = text.trim();
  const match = ISO.exec(typed) ?? PATTERNS[dateInputLanguage(language)].exec(typed);
  if (!match?.groups) return null;
  const year = Number(match.groups.year);
  const month = Number(match.groups.month);
  const day = Number(match.groups.day);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}
