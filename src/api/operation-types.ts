// Request shapes of the contract's operations, by path and method, so query keys and factories
// take exactly what the contract accepts (never hand-written API types).
import type { paths } from '../gen/openapi.gen';

export type ApiPath = keyof paths;

type OperationOf<P extends ApiPath, M extends string> = M extends keyof paths[P] ? paths[P][M] : never;

/** The query parameters of an operation (all of them, required or not). */
export type QueryParamsOf<P extends ApiPath, M extends string = 'get'> =
  OperationOf<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** The path parameters of an operation. */
export type PathParamsOf<P extends ApiPath, M extends string = 'get'> =
  OperationOf<P, M> extends { parameters: { path?: infer Q } } ? NonNullable<Q> : never;

/** The JSON request body of an operation. */
export type JsonBodyOf<P extends ApiPath, M extends string = 'post'> =
  OperationOf<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
