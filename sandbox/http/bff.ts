// The BFF: sign-in, the session user's claims, logout.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { SandboxConfig } from '../config';
import { DUMMY_HASH, verifyPassword } from '../passwords';
import { SESSION_COOKIE, createSession, endSession, endSessionOfToken, findSession } from './sessions';
import { loadPrincipal, type Principal } from './principal';
import { FORBIDDEN_CHARACTER_KEY, isStorable } from './request-validation';
import { LoginRequestLimits } from '../../src/gen/contract-limits.gen';
import { ACCOUNT_KEYS, signInKeys, throttled } from './sign-in-refusals';
import { clearFailures, recordFailure, throttleState } from './sign-in-throttle';

export const WRONG_CREDENTIALS = 'The email or password is incorrect.';
export const NO_SESSION = 'Your session has expired. Please sign in again.';

export function claimsOf(p: Principal) {
  return [
    { type: 'role', value: p.role },
    ...(p.partnerGuid ? [{ type: 'PartnerId', value: p.partnerGuid }] : []),
    { type: 'sid', value: p.sid },
    { type: 'name', value: p.name },
    { type: 'email', value: p.email },
    { type: 'bff:logout', value: `/bff/logout?sid=${p.sid}` },
  ];
}

export function hasCsrfHeader(request: FastifyRequest): boolean {
  return request.headers['x-csrf'] === '1';
}

export async function principalOf(
  db: Database,
  request: FastifyRequest,
  now: Date,
): Promise<Principal | null> {
  const session = await findSession(db, request.cookies[SESSION_COOKIE], now);
  return session ? loadPrincipal(db, session.user_id, session.sid) : null;
}

const unauthorized = (reply: FastifyReply, message = NO_SESSION) =>
  reply.code(401).send({ isSuccess: false, message, entityData: null });

export function registerBff(
  app: FastifyInstance,
  db: Database,
  config: SandboxConfig,
  clock: () => Date,
  t: (key: string) => string,
): void {
  app.post('/bff/login', async (request, reply) => {
    if (!hasCsrfHeader(request)) return unauthorized(reply, 'The X-CSRF header is missing.');
    const body = request.body as { email?: unknown; password?: unknown } | null;
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body?.password === 'string' ? body.password : '';
    const errors = [
      ...(!email
        ? [{ field: '/email', messageKey: 'validation.login.email.required', message: 'Enter your email.' }]
        : email.length > LoginRequestLimits.email.maxLength || !/^[^\s@]+@[^\s@]+$/.test(email)
          ? [
              {
                field: '/email',
                messageKey: 'validation.login.email.invalid',
                message: 'Enter a valid email address.',
              },
            ]
          : []),
      ...(!password
        ? [
            {
              field: '/password',
              messageKey: 'validation.login.password.required',
              message: 'Enter your password.',
            },
          ]
        : password.length > LoginRequestLimits.password.maxLength
          ? [
              {
                field: '/password',
                messageKey: 'validation.login.password.tooLong',
                message: 'The password is too long.',
              },
            ]
          : []),
    ];
    // Not even compared: PostgreSQL cannot hold these characters.
    for (const field of ['/email', '/password'] as const) {
      if (!isStorable(field === '/email' ? email : password))
        errors.push({ field, messageKey: FORBIDDEN_CHARACTER_KEY, message: t(FORBIDDEN_CHARACTER_KEY) });
    }
    if (errors.length > 0) {
      return reply.code(400).send({ isSuccess: false, message: 'Enter your email and password.', errors });
    }
    const now = clock();
    // Throttled before any password is compared; an unknown email alike.
    const keys = signInKeys(email, request.ip);
    const state = await throttleState(db, keys, now);
    if (state.retryAt) return throttled(reply, state.retryAt, now);
    // A user of companies that were all deleted was removed with them: no longer one who signs in.
    const [user] = await db.query<{ id: number; password_hash: string; removed: boolean }>(
      `select u.id, u.password_hash, u.company_id is not null and not exists (
         select 1 from companies c where not c.deleted and (c.id = u.company_id
           or c.id in (select company_id from user_companies where user_id = u.id))) as removed
       from users u where lower(u.email) = $1`,
      [email],
    );
    // Same work and the same answer for an unknown e-mail, a removed user and a wrong password.
    const valid = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !valid || user.removed) {
      await recordFailure(db, keys, now);
      return unauthorized(reply, WRONG_CREDENTIALS);
    }
    await clearFailures(db, keys.slice(0, ACCOUNT_KEYS), state);
    // A fresh session on every sign-in; the one this browser held before ends (never reused).
    await endSessionOfToken(db, request.cookies[SESSION_COOKIE], now);
    const { token, sid } = await createSession(db, user.id, now, {
      userAgent: request.headers['user-agent'],
      address: request.ip,
    });
    await db.query('update users set last_login = $2 where id = $1', [user.id, now]);
    const principal = await loadPrincipal(db, user.id, sid);
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: config.secureCookies,
    });
    return reply.send({ isSuccess: true, message: null, entityData: principal ? claimsOf(principal) : [] });
  });

  app.get('/bff/user', async (request, reply) => {
    if (!hasCsrfHeader(request)) return unauthorized(reply, 'The X-CSRF header is missing.');
    const principal = await principalOf(db, request, clock());
    if (!principal) return unauthorized(reply);
    reply.header('cache-control', 'no-store');
    return reply.send(claimsOf(principal));
  });

  app.get('/bff/logout', async (request, reply) => {
    const sid = (request.query as { sid?: string }).sid ?? '';
    const ended = await endSession(db, request.cookies[SESSION_COOKIE], sid, clock());
    if (ended) reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.redirect('/bff/login', 302);
  });
}
