// The typed client of the sandbox tests: an operation called by its contract path over fastify's
// `inject` as one of the demo accounts, its reply checked against the contract and typed by
// the generated types (src/gen), so a test reads only what the contract declares.
import type { FastifyInstance } from 'fastify';
import type { components, paths } from '../../../src/gen/openapi.gen';
import { expectMatchesContract } from '../../support/contract-response';
import { signIn } from '../../support/sandbox';
import { USERS, type Who } from './fixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][Lowercase<M>]>;

/** The contract's paths that have this method. */
export type PathWith<M extends Method> = {
  [P in keyof paths]: paths[P][Lowercase<M>] extends { responses: unknown } ? P : never;
}[keyof paths];

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Success<O> = O extends { responses: { 200: infer R } } ? Json<R> : never;
type Envelope = components['schemas']['Envelope'];

/**
 * A reply body as the success schema has it, plus the field errors of a 400 (a test reads
 * `entityData` after checking the status).
 */
export type ReplyBody<O> = ([Success<O>] extends [never] ? Envelope : Success<O>) & {
  errors?: components['schemas']['FieldError'][];
};

type RequestBodyOf<O> = O extends { requestBody?: infer R } ? Json<NonNullable<R>> : never;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** The request body of an operation, and its query. */
export type PayloadOf<M extends Method, P extends PathWith<M>> = RequestBodyOf<Operation<P, M>>;
export type QueryParamsOf<M extends Method, P extends PathWith<M>> = QueryOf<Operation<P, M>>;

/** A body the contract refuses, sent on purpose (to see the 400). */
export interface Unchecked {
  readonly unchecked: unknown;
}
export const unchecked = (value: unknown): Unchecked => ({ unchecked: value });

export interface CallOptions<O> {
  /** Values of the path template's `{name}` parts. */
  params?: Record<string, string | number>;
  query?: QueryOf<O> | Unchecked;
  payload?: RequestBodyOf<O> | Unchecked;
  /** Scope headers (x-partner-guid, x-company-guid, x-site-guid, x-group-guid). */
  scope?: Record<string, string>;
  /** Other headers (they replace the session's cookie or X-CSRF when named). */
  headers?: Record<string, string>;
}

/** The reply body of an operation. */
export type BodyOf<M extends Method, P extends PathWith<M>> = ReplyBody<Operation<P, M>>;

export interface Reply<O> {
  status: number;
  body: ReplyBody<O>;
  /** The body as sent (to look for what must never leave the server). */
  text: string;
}

const value = (v: unknown) => (v !== null && typeof v === 'object' && 'unchecked' in v ? v.unchecked : v);

export interface SandboxClient {
  /** Calls an operation as `who` and checks the reply against the contract. */
  api<M extends Method, P extends PathWith<M>>(
    who: Who,
    method: M,
    path: P,
    options?: CallOptions<Operation<P, M>>,
  ): Promise<Reply<Operation<P, M>>>;
  /** The session cookie of each demo account signed in. */
  cookies: Partial<Record<Who, string>>;
  /** Every reply body as sent, in order (to look for what must never leave the server). */
  rawBodies: string[];
}

/** Signs the demo accounts in (all of them, or those named) and returns the client. */
export async function signInClient(app: FastifyInstance, who: readonly Who[] = Object.keys(USERS) as Who[]) {
  const cookies: Partial<Record<Who, string>> = {};
  const rawBodies: string[] = [];
  for (const w of who) cookies[w] = (await signIn(app, USERS[w])).cookie;
  const client: SandboxClient = {
    cookies,
    rawBodies,
    async api(w, method, path, options = {}) {
      let url: string = path.replace(/\{(\w+)\}/g, (_, k: string) => String(options.params?.[k]));
      const query = value(options.query) as Record<string, unknown> | undefined;
      if (query) {
        const entries = Object.entries(query).filter(([, v]) => v !== undefined);
        url += `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}`;
      }
      const payload = value(options.payload);
      const res = await app.inject({
        method,
        url,
        headers: { cookie: cookies[w] ?? '', 'x-csrf': '1', ...options.scope, ...options.headers },
        ...(payload !== undefined ? { payload: payload as object } : {}),
      });
      rawBodies.push(res.body);
      const body = res.json();
      await expectMatchesContract(path, method, res.statusCode, body);
      return { status: res.statusCode, body, text: res.body };
    },
  };
  return client;
}
