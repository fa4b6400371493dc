// One message catalogue: every locales/<lng>/*.json file is merged into the `translation`
// namespace of its language, so keys read as `validation.company.shortName.length`.
// The sign-in page's size budget (issue 4) decides what loads when: English (default and
// fallback) ships with the entry for the files the sign-in page, the shell and the error dialog
// use (the start files below); every other English file, a feature's own included, is one chunk the shell
// loads before its first page (loadConsoleMessages). Japanese is loaded whole when chosen.
export type Messages = { [key: string]: string | Messages };

export const LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

// The start files: the sign-in page, the shell and the error dialog read them before the
// console's own chunk has loaded (validation-sign-in: the sign-in form's and the messages any
// refused request may show). A new feature's file is in the console's chunk by default.
const english = import.meta.glob<Messages>(
  '../../locales/en/{auth,common,confirm-dialog,errors,nav,scope,session,shell,table,validation-sign-in}.json',
  { eager: true, import: 'default' },
);
const englishConsole = import.meta.glob<Messages>(
  [
    '../../locales/en/*.json',
    '!../../locales/en/{auth,common,confirm-dialog,errors,nav,scope,session,shell,table,validation-sign-in}.json',
  ],
  { import: 'default' },
);
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

async function mergeLoaded(loaders: Record<string, () => Promise<Messages>>): Promise<Messages> {
  const files = await Promise.all(Object.values(loaders).map((load) => load()));
  return files.reduce<Messages>((merged, messages) => deepMerge(merged, messages), {});
}

/** English beyond the start files: the console's screens (one chunk, loaded by the shell). */
export function loadEnglishConsoleMessages(): Promise<Messages> {
  return mergeLoaded(englishConsole);
}

/** The merged messages of a language (English's start files at once; Japanese whole). */
export async function loadMessages(language: Language): Promise<Messages> {
  if (language === 'en') return englishMessages;
  return mergeLoaded(japanese);
}
