import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, englishMessages, loadMessages, loadRouteEnglish, type Language } from './resources';

const LANGUAGE_KEY = 'language';

function storedLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : 'en';
}

// English is the default and the fallback (spec section 1); the choice is stored locally.
void i18next.use(initReactI18next).init({
  resources: { en: { translation: englishMessages } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Makes a language's messages available (a no-op once loaded). */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  i18next.addResourceBundle(language, 'translation', await loadMessages(language), true, true);
}

let routeEnglish: Promise<void> | null = null;

/**
 * The English messages of the routes that bring their own (the dashboards), for a loader to
 * await before its page renders; loaded once. Japanese loads whole when chosen (loadMessages).
 */
export function loadRouteMessages(): Promise<void> {
  routeEnglish ??= loadRouteEnglish().then((messages) => {
    i18next.addResourceBundle('en', 'translation', messages, true, true);
  });
  return routeEnglish;
}

/** Resolves once the stored language is loaded and chosen: the console renders after it. */
export const i18nReady: Promise<void> = (async () => {
  const language = storedLanguage();
  if (language === 'en') return;
  try {
    await loadLanguage(language);
    await i18next.changeLanguage(language);
  } catch {
    // A chunk that fails to load leaves the console in English rather than blank.
  }
})();

export async function setLanguage(language: Language): Promise<void> {
  // Stored at once, so a page opened right after the choice starts in that language.
  localStorage.setItem(LANGUAGE_KEY, language);
  await loadLanguage(language);
  await i18next.changeLanguage(language);
}

export { i18next };
