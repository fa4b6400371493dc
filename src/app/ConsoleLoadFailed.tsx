// What the page shows when the console's own chunk (start-console) failed to load, after sign-in
// or on a console page opened directly: most often the network. Its words are a start file's
// (errors.json, in the entry) and its parts the sign-in page's, so it shows without that chunk.
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { i18nReady } from '../i18n/i18n';
import { PublicPage } from '../session/PublicPage';
import { ThemeProviders } from './ThemeProviders';

export function ConsoleLoadFailed({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <PublicPage width={420}>
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          {t('app.name')}
        </Text>
        <Alert color="red" variant="light" role="alert">
          {t('errors.console.message')}
        </Alert>
        <Button onClick={onReload} fullWidth>
          {t('errors.console.reload')}
        </Button>
      </Stack>
    </PublicPage>
  );
}

/** Shows the message in the container (in the stored language), in place of whatever was there. */
export async function showConsoleLoadFailure(container: HTMLElement, root?: Root): Promise<Root> {
  await i18nReady;
  const target = root ?? createRoot(container);
  target.render(
    <StrictMode>
      <ThemeProviders>
        <ConsoleLoadFailed onReload={() => window.location.reload()} />
      </ThemeProviders>
    </StrictMode>,
  );
  return target;
}
