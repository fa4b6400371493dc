// The providers every console page sits in: Mantine and the document's language
// (ThemeProviders) and the query client. Modals and notifications are the shell's (AppLayout),
// off the sign-in path.
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProviders } from './ThemeProviders';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProviders>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProviders>
  );
}
