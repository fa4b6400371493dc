// Turns an openapi-fetch result into a value or a rejection, so queries and mutations see
// failures as errors carrying the server's data and message (spec section 8).
import { ApiError } from './api-error';

/** The shape of every openapi-fetch call result. */
export interface FetchResultLike<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Resolves with `data` of a 2xx reply; rejects with ApiError otherwise. */
export async function unwrap<T>(call: Promise<FetchResultLike<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw ApiError.fromResponse(response, error);
  return data as T;
}

/**
 * Like unwrap, and also rejects when the envelope says `isSuccess: false` (a 200 the server
 * could not honour), with the server's message.
 */
export async function unwrapSuccess<T extends { isSuccess: boolean }>(
  call: Promise<FetchResultLike<T>>,
): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw ApiError.fromResponse(response, error);
  if (!data?.isSuccess) throw new ApiError({ status: response.status, data: data ?? null });
  return data;
}
