// The legacy management server's base URL, from the backend (GET /bff/config), cached for the
// page's life. The session-sync frames ask for it when they are about to load; a backend that
// cannot say gives null, and the sync is skipped rather than blocking the user.
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { apiQueriesFor, consoleConfigQuery } from './api-queries';

export async function legacyBaseUrlOrNull(
  queryClient: QueryClient,
  client: ApiClient,
): Promise<string | null> {
  try {
    const config = await queryClient.ensureQueryData(consoleConfigQuery(apiQueriesFor(client)));
    return config.legacyBaseUrl;
  } catch {
    return null;
  }
}
