import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, resources, type Language } from './resources';

const LANGUAGE_KEY = 'language';

function storedLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : 'en';
}

// English is the default and the fallback (spec section 1); the choice is stored locally.
void i18next.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function setLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  void i18next.changeLanguage(language);
}

export { i18next };
