// Rendering a component as the console does (Mantine, React Query, i18n in English) in jsdom,
// with the few browser APIs jsdom lacks and Mantine uses.
import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { i18next, loadConsoleMessages } from '../../src/i18n/i18n';

// The screens' English is the shell's to load (sign-in budget); components rendered here need it.
await loadConsoleMessages();

export function installJsdomShims(): void {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  Element.prototype.scrollIntoView ??= () => undefined;
  Element.prototype.scrollTo ??= () => undefined;
}

export function newTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function Providers({
  children,
  queryClient,
  mantineEnv,
}: {
  children: ReactNode;
  queryClient: QueryClient;
  /** 'test': Mantine shows popovers and menus whose anchor jsdom cannot measure, without transitions. */
  mantineEnv?: 'default' | 'test';
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider env={mantineEnv}>{children}</MantineProvider>
    </QueryClientProvider>
  );
}

export function renderUi(
  ui: ReactElement,
  queryClient: QueryClient = newTestQueryClient(),
  options: { mantineEnv?: 'default' | 'test' } = {},
) {
  installJsdomShims();
  void i18next.changeLanguage('en');
  return {
    queryClient,
    ...render(
      <Providers queryClient={queryClient} mantineEnv={options.mantineEnv}>
        {ui}
      </Providers>,
    ),
  };
}
