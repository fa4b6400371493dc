// Handler types, derived from the contract's generated types: a handler that answers a shape
// the contract does not allow does not compile.
import type { OperationFacts } from '../../src/domain/operation-conditions';
import type { components, operations } from '../../src/gen/openapi.gen';
import type { Database, Queryable } from '../db/database';
import type { Principal } from './principal';
import type { Scope } from './scope';
import type { SandboxConfig } from '../config';
import type { PreparedJson } from './prepared-json';

export type OperationId = keyof operations;

type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;

export type RequestBody<K extends OperationId> = operations[K] extends { requestBody?: infer R }
  ? JsonContent<NonNullable<R>>
  : never;

export type QueryParams<K extends OperationId> = operations[K] extends { parameters: { query?: infer Q } }
  ? NonNullable<Q>
  : never;

export type PathParams<K extends OperationId> = operations[K] extends { parameters: { path?: infer P } }
  ? NonNullable<P>
  : never;

export type OkBody<K extends OperationId> = operations[K] extends { responses: { 200: infer R } }
  ? JsonContent<R>
  : never;

export interface HandlerContext<K extends OperationId> {
  db: Database;
  principal: Principal;
  scope: Scope;
  body: RequestBody<K>;
  query: QueryParams<K>;
  params: PathParams<K>;
  now: Date;
  config: SandboxConfig;
  /** English text of a catalogue key (for `message` fields). */
  t: (key: string) => string;
  /**
   * Whether the access table (src/domain/operation-access.ts) lets the session's role make this
   * call for a request with these facts: the rules that depend on the request, which the gate
   * could not check before the handler knew them.
   */
  permits: (facts: OperationFacts) => boolean;
  /** Where the request came from: the client's address and User-Agent (the change history's "from where"). */
  client: { address: string | null; userAgent: string | null };
}

export type HandlerResult<K extends OperationId> =
  | { status: 200; body: OkBody<K> | PreparedJson<OkBody<K>> }
  | { status: 400; body: ValidationFailure }
  | { status: 403 | 404 | 500 | 502; body: Failure }
  | { status: 409; body: components['schemas']['PolicyConflict'] | components['schemas']['RestoreRefusal'] }
  | { status: 429; body: components['schemas']['Throttled'] };

export interface Failure {
  isSuccess: false;
  message: string;
  entityData: null;
}

export interface ValidationFailure {
  isSuccess: false;
  message: string;
  errors: { field: string; messageKey: string; message: string }[];
}

export type Handler<K extends OperationId> = (ctx: HandlerContext<K>) => Promise<HandlerResult<K>>;

export type HandlerMap = { [K in OperationId]?: Handler<K> };

export type { Queryable };
