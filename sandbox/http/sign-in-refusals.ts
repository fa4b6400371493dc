// The sign-in's throttle keys and its 429 reply (contract: Bff_Login, SignInThrottled).
import type { FastifyReply } from 'fastify';
import {
  ACCOUNT_AT_ADDRESS_POLICY,
  ACCOUNT_POLICY,
  ADDRESS_POLICY,
  type ThrottleKey,
} from './sign-in-throttle';

/**
 * The account (from anywhere) and the account at this address first (a success clears both), then
 * the client address (a success does not). Only the account at the guessing address is locked.
 */
export const signInKeys = (email: string, address: string): ThrottleKey[] => [
  { kind: 'account', value: email, policy: ACCOUNT_POLICY },
  { kind: 'account-at-address', value: `${email}\n${address}`, policy: ACCOUNT_AT_ADDRESS_POLICY },
  { kind: 'address', value: address, policy: ADDRESS_POLICY },
];

/** The keys a successful sign-in clears. */
export const ACCOUNT_KEYS = 2;

const timeOfDay = (d: Date) => d.toISOString().slice(11, 19);

/** The 429 body: when to try again (retryAt, and in seconds); the same for every email. */
export function throttledBody(retryAt: Date, now: Date) {
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  return {
    isSuccess: false as const,
    message: `Too many failed attempts. Try again after ${timeOfDay(retryAt)} UTC.`,
    entityData: null,
    retryAt: retryAt.toISOString(),
    retryAfterSeconds: seconds,
  };
}

/** 429 with when to try again: Retry-After (seconds) and retryAt; the same for every email. */
export function throttled(reply: FastifyReply, retryAt: Date, now: Date) {
  const body = throttledBody(retryAt, now);
  return reply
    .code(429)
    .header('retry-after', String(body.retryAfterSeconds))
    .header('cache-control', 'no-store')
    .send(body);
}
