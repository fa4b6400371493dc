// Mantine (theme, remembered color scheme) and the document's language: what every page sits in,
// the sign-in page of a fresh load (no router, no query client) included.
import { useEffect, type ReactNode } from 'react';
import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COLOR_SCHEME_STORAGE_KEY, cssVariablesResolver, theme } from './theme';

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

export function ThemeProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
    >
      <DocumentLanguage />
      {children}
    </MantineProvider>
  );
}

/** <html lang> follows the chosen language, so screen readers read Japanese as Japanese. */
function DocumentLanguage() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return null;
}
