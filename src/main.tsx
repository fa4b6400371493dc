import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { i18nReady } from './i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './app/AppProviders';
import { createAppRouter } from './app/router';
import { installChunkLoadFailureHandling } from './components/errors/chunk-load-failures';
import { installUncaughtErrorLogging } from './components/errors/uncaught-error-logging';

const router = createAppRouter();
const { queryClient, api } = router.options.context;
installUncaughtErrorLogging({ client: api });
installChunkLoadFailureHandling({ client: api });

const container = document.getElementById('root');
// A stored Japanese choice loads its messages first, so the first paint is in that language.
if (container) {
  void i18nReady.then(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}
