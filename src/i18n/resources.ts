// One message catalogue: every locales/<lng>/*.json file is merged into the `translation`
// namespace of its language, so keys read as `validation.company.shortName.length`.
type Messages = { [key: string]: string | Messages };

const files = import.meta.glob<Messages>('../../locales/*/*.json', { eager: true, import: 'default' });

function deepMerge(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      typeof value === 'object' && typeof existing === 'object' ? deepMerge(existing, value) : value;
  }
  return target;
}

export const LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

export const resources = Object.fromEntries(
  LANGUAGES.map((lng) => {
    const merged: Messages = {};
    for (const [file, messages] of Object.entries(files)) {
      if (file.includes(`/locales/${lng}/`)) deepMerge(merged, messages);
    }
    return [lng, { translation: merged }];
  }),
) as Record<Language, { translation: Messages }>;
