// Every language's merged catalogue at once, for tests that compare languages (the console
// itself loads Japanese on demand: resources.ts).
import { LANGUAGES, deepMerge, type Language, type Messages } from './resources';

const files = import.meta.glob<Messages>('../../locales/*/*.json', { eager: true, import: 'default' });

export const resources = Object.fromEntries(
  LANGUAGES.map((lng) => {
    const merged: Messages = {};
    for (const [file, messages] of Object.entries(files)) {
      if (file.includes(`/locales/${lng}/`)) deepMerge(merged, messages);
    }
    return [lng, { translation: merged }];
  }),
) as Record<Language, { translation: Messages }>;
