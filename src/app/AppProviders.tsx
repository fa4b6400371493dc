// The providers every page sits in: Mantine (theme, remembered color scheme) and the query
// client. Modals and notifications are the shell's (AppLayout), off the sign-in path.
// The document's language follows i18n.
import { useEffect, type ReactNode } from 'react';
import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COLOR_SCHEME_STORAGE_KEY, cssVariablesResolver, theme } from './theme';

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
    >
      <DocumentLanguage />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
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
