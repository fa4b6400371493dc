// One message catalogue: every locales/<lng>/*.json file is merged into the `translation`
// namespace of its language, so keys read as `validation.company.shortName.length`.
// English (default and fallback) ships with the entry; Japanese is loaded when chosen, so the
// sign-in page does not carry a second language (the size budget of issue 4).
export type Messages = { [key: string]: string | Messages };

export const LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

// The dashboards' English messages load with their routes (loadRouteMessages in i18n.ts), not
// with the sign-in page: its JavaScript has a size budget (scripts/check-size.mjs).
const english = import.meta.glob<Messages>(['../../locales/en/*.json', '!../../locales/en/dashboard.json'], {
  eager: true,
  import: 'default',
});
const routeEnglish = import.meta.glob<Messages>('../../locales/en/dashboard.json', { import: 'default' });
const japanese = import.meta.glob<Messages>('../../locales/ja/*.json', { import: 'default' });

export function deepMerge(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      typeof value === 'object' && typeof existing === 'object' ? deepMerge(existing, value) : value;
  }
  return target;
}

export const englishMessages: Messages = Object.values(english).reduce<Messages>(
  (merged, messages) => deepMerge(merged, messages),
  {},
);

/** The English messages that load with their routes (the dashboards'). */
export async function loadRouteEnglish(): Promise<Messages> {
  const files = await Promise.all(Object.values(routeEnglish).map((load) => load()));
  return files.reduce<Messages>((merged, messages) => deepMerge(merged, messages), {});
}

/** The merged messages of a language (English at once; Japanese from its own chunk). */
export async function loadMessages(language: Language): Promise<Messages> {
  if (language === 'en') return englishMessages;
  const files = await Promise.all(Object.values(japanese).map((load) => load()));
  return files.reduce<Messages>((merged, messages) => deepMerge(merged, messages), {});
}
