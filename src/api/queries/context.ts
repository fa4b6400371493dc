// What every area's query factories need: the client, and the stored selection to put the
// request's scope headers into its key (the same call answers differently in another scope).
import type { ApiClient } from '../client';
import type { ApiPath } from '../operation-types';
import { scopeHeadersFor, type ScopeHeaders } from '../../domain/scope-headers';
import type { ScopeSelection } from '../../domain/scope-selection';

export interface QueryContext {
  client: ApiClient;
  /** Appends the scope headers the request to `path` will carry (null outside /restapi). */
  scoped: <const K extends readonly unknown[]>(key: K, path: ApiPath) => readonly [...K, ScopeHeaders | null];
}

export function createQueryContext(client: ApiClient, getSelection: () => ScopeSelection): QueryContext {
  return {
    client,
    scoped: (key, path) => [...key, scopeHeadersFor(path, getSelection())] as const,
  };
}
