// /restapi/*: every operation of the contract, routed from the bundled contract. Each request
// passes: X-CSRF -> session -> role rule -> contract validation (and no string PostgreSQL cannot
// store) -> scope -> handler.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { SandboxConfig } from '../config';
import { decideOperation } from '../../src/domain/operation-access';
import { SCOPE_HEADER_NAMES } from '../../src/domain/scope-headers';
import { hasCsrfHeader, NO_SESSION, principalOf } from './bff';
import { ContractValidator } from './request-validation';
import { FORBIDDEN_MESSAGE, invalid } from './replies';
import { PreparedJson, chooseEncoding } from './prepared-json';
import { ScopeForbidden, resolveScope } from './scope';
import { BadSort } from './bad-sort';
import type { HandlerContext, HandlerMap, OperationId } from './types';

type JsonObject = Record<string, unknown>;
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

export interface RestapiDeps {
  db: Database;
  config: SandboxConfig;
  contract: JsonObject;
  handlers: HandlerMap;
  clock: () => Date;
  t: (key: string) => string;
  log: (entry: Record<string, unknown>) => void;
}

const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ isSuccess: false, message, entityData: null });

const headerValue = (request: FastifyRequest, name: string): string | null => {
  const v = request.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.trim() !== '' ? s.trim() : null;
};

export function registerRestapi(app: FastifyInstance, deps: RestapiDeps): string[] {
  const { db, contract, handlers, clock } = deps;
  const validator = new ContractValidator(contract);
  const unhandled: string[] = [];

  for (const [path, item] of Object.entries(contract.paths as Record<string, JsonObject>)) {
    if (!path.startsWith('/restapi/')) continue;
    for (const method of METHODS) {
      const op = item[method] as JsonObject | undefined;
      if (!op) continue;
      const operationId = op.operationId as OperationId;
      const handler = handlers[operationId] as
        ((ctx: HandlerContext<OperationId>) => Promise<{ status: number; body: unknown }>) | undefined;
      if (!handler) unhandled.push(operationId);
      const url = path.replace(/\{(\w+)\}/g, ':$1');

      app.route({
        method: method.toUpperCase() as 'GET',
        url,
        handler: async (request, reply) => {
          if (!hasCsrfHeader(request)) return fail(reply, 401, 'The X-CSRF header is missing.');
          const now = clock();
          const principal = await principalOf(db, request, now);
          if (!principal) return fail(reply, 401, NO_SESSION);

          const decision = decideOperation(operationId, principal.role);
          if (!decision.allowed) return fail(reply, 403, FORBIDDEN_MESSAGE);

          const v = validator.validatorsFor(path, method);
          const query = { ...(request.query as JsonObject) };
          const params = { ...(request.params as JsonObject) };
          const headers: JsonObject = {};
          for (const name of SCOPE_HEADER_NAMES) {
            if (request.headers[name] !== undefined) headers[name] = request.headers[name];
          }
          const errors = [
            ...validator.unstorableErrors(params, 'path', deps.t),
            ...validator.unstorableErrors(query, 'query', deps.t),
            ...validator.unstorableErrors(request.body, 'body', deps.t),
            ...(v.headers && !v.headers(headers)
              ? validator.fieldErrors(v.headers.errors ?? [], 'header', deps.t)
              : []),
            ...(v.path && !v.path(params) ? validator.fieldErrors(v.path.errors ?? [], 'path', deps.t) : []),
            ...(v.query && !v.query(query)
              ? validator.fieldErrors(v.query.errors ?? [], 'query', deps.t)
              : []),
          ];
          const body: unknown = request.body ?? undefined;
          if (v.body) {
            if (body === undefined || body === null) {
              if (v.bodyRequired)
                errors.push({
                  field: '',
                  messageKey: 'validation.common.invalid',
                  message: 'The request body is missing.',
                });
            } else if (!v.body(body)) {
              errors.push(...validator.bodyErrors(v, body, deps.t));
            }
          }
          if (errors.length > 0) {
            const r = invalid(errors);
            return reply.code(400).send(r.body);
          }

          let scope;
          try {
            scope = await resolveScope(db, principal, {
              partnerGuid: headerValue(request, 'x-partner-guid'),
              companyGuid: headerValue(request, 'x-company-guid'),
              siteGuid: headerValue(request, 'x-site-guid'),
              groupGuid: headerValue(request, 'x-group-guid'),
            });
          } catch (err) {
            if (err instanceof ScopeForbidden) return fail(reply, 403, FORBIDDEN_MESSAGE);
            throw err;
          }

          if (!handler) return fail(reply, 404, `${operationId} is not implemented by the sandbox.`);
          let result;
          try {
            result = await handler({
              db,
              principal,
              scope,
              body: body as never,
              query: query as never,
              params: params as never,
              now,
              config: deps.config,
              t: deps.t,
              permits: (facts) => decideOperation(operationId, principal.role, facts).allowed,
              client: { address: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null },
            });
          } catch (err) {
            if (err instanceof BadSort) {
              return reply
                .code(400)
                .send(
                  invalid([
                    { field: '/sortColumn', messageKey: 'validation.common.invalid', message: err.message },
                  ]).body,
                );
            }
            throw err;
          }
          reply.header('cache-control', 'no-store');
          // A refusal until then (a throttled password check) says when, as the sign-in's does.
          if (result.status === 429) {
            const { retryAfterSeconds } = result.body as { retryAfterSeconds: number };
            reply.header('retry-after', String(retryAfterSeconds));
          }
          // Serialized and compressed in one go, or already (a body many requests share):
          // @fastify/compress's stream per reply cost more main-thread time than compressing
          // (issue 30, under load). It leaves a reply with a Content-Encoding alone.
          const prepared =
            result.body instanceof PreparedJson
              ? result.body
              : isJsonBody(result.body)
                ? new PreparedJson(result.body)
                : null;
          if (prepared) {
            const encoding = prepared.worthCompressing()
              ? chooseEncoding(request.headers['accept-encoding'])
              : null;
            reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
            if (encoding) reply.header('content-encoding', encoding);
            return reply.code(result.status).send(await prepared.bytes(encoding));
          }
          return reply.code(result.status).send(result.body);
        },
      });
    }
  }

  // Anything else under /restapi is not an operation of the contract.
  app.all('/restapi/*', async (request, reply) => {
    if (!hasCsrfHeader(request)) return fail(reply, 401, 'The X-CSRF header is missing.');
    return fail(reply, 404, 'There is no such operation.');
  });
  return unhandled;
}

/** A reply body Fastify would send as JSON (an object or array; not text or bytes). */
function isJsonBody(body: unknown): body is object {
  return typeof body === 'object' && body !== null && !Buffer.isBuffer(body) && !(body instanceof Uint8Array);
}
