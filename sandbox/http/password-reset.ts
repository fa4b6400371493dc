// Password reset (issue 31; contract: Bff_RequestPasswordReset, Bff_ResetPassword): public, before
// any session. A request mails a single-use link valid 1 hour, whose token is kept only as a hash;
// the answer is the same for every email, and requests are throttled. The token travels in the
// link's fragment (#token=...), which browsers send to no server and in no Referer.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { SandboxConfig } from '../config';
import { hasCsrfHeader } from './bff';
import { sendMail } from './mailbox';
import { hashPassword } from '../passwords';
import { invalid } from './replies';
import { ContractValidator } from './request-validation';
import { endSessionsOfUser } from './sessions';
import { throttled } from './sign-in-refusals';
import { recordFailure, throttleState, type ThrottleKey, type ThrottlePolicy } from './sign-in-throttle';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const REQUEST_PATH = '/bff/password-reset';
const CONFIRM_PATH = '/bff/password-reset/confirm';
export const TOKEN_INVALID_KEY = 'validation.passwordReset.token.invalid';
const ASKED =
  'If an account uses this email, a link to set a new password is on its way. It works once, for 1 hour.';

// Every request counts (there is no failure to tell apart): 3 per email, then waits.
const REQUEST_POLICY: ThrottlePolicy = {
  free: 3,
  firstDelayMs: 60 * 1000,
  lockAt: 6,
  lockMs: 15 * 60 * 1000,
  forgetMs: 60 * 60 * 1000,
};
const ADDRESS_REQUEST_POLICY: ThrottlePolicy = { ...REQUEST_POLICY, free: 20, lockAt: 40 };

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

interface Deps {
  db: Database;
  config: SandboxConfig;
  contract: Record<string, unknown>;
  clock: () => Date;
  t: (key: string) => string;
}

export function registerPasswordReset(app: FastifyInstance, deps: Deps): void {
  const paths = (deps.contract.paths ?? {}) as Record<string, unknown>;
  // Registered with their contract (tests that build a sandbox without it get neither).
  if (!paths[REQUEST_PATH] || !paths[CONFIRM_PATH]) return;
  const { db, clock, t } = deps;
  const validator = new ContractValidator(deps.contract);

  /** The contract's body errors (the form schema's message keys), or null when valid. */
  const bodyErrors = (request: FastifyRequest, path: string) => {
    const v = validator.validatorsFor(path, 'post');
    const body: unknown = request.body ?? undefined;
    const errors = validator.unstorableErrors(body, 'body', t);
    if (body === undefined || body === null)
      errors.push({
        field: '',
        messageKey: 'validation.common.invalid',
        message: 'The request body is missing.',
      });
    else if (v.body && !v.body(body)) errors.push(...validator.bodyErrors(v, body, t));
    return errors.length > 0 ? errors : null;
  };
  const refuse = (reply: FastifyReply, errors: ReturnType<typeof bodyErrors>) =>
    reply.code(400).header('cache-control', 'no-store').send(invalid(errors!).body);
  const noCsrf = (reply: FastifyReply) =>
    reply.code(401).send({ isSuccess: false, message: 'The X-CSRF header is missing.', entityData: null });

  app.post(REQUEST_PATH, async (request, reply) => {
    if (!hasCsrfHeader(request)) return noCsrf(reply);
    const errors = bodyErrors(request, REQUEST_PATH);
    if (errors) return refuse(reply, errors);
    const email = (request.body as { email: string }).email.trim().toLowerCase();
    const now = clock();
    const keys: ThrottleKey[] = [
      { kind: 'reset-account', value: email, policy: REQUEST_POLICY },
      { kind: 'reset-address', value: request.ip, policy: ADDRESS_REQUEST_POLICY },
    ];
    const state = await throttleState(db, keys, now);
    if (state.retryAt) return throttled(reply, state.retryAt, now);
    await recordFailure(db, keys, now);

    const [user] = await db.query<{ id: number; email: string }>(
      'select id, email from users where lower(email) = $1',
      [email],
    );
    if (user) {
      const token = randomBytes(32).toString('base64url');
      const link = `http://${deps.config.host}:${deps.config.port}/password-reset#token=${token}`;
      await db.transaction(async (tx) => {
        // One link at a time: an earlier unused link stops working.
        await tx.query(
          'update password_reset_tokens set used_at = $2 where user_id = $1 and used_at is null',
          [user.id, now],
        );
        await tx.query(
          'insert into password_reset_tokens (token_hash, user_id, created_at, expires_at) values ($1, $2, $3, $4)',
          [hashToken(token), user.id, now, new Date(now.getTime() + RESET_TOKEN_TTL_MS)],
        );
        await sendMail(
          tx,
          {
            to: user.email,
            subject: 'Set a new password for the Endpoint Console',
            body: [
              'Someone asked to set a new password for your Endpoint Console account.',
              'To set one, open this link within 1 hour (it works once):',
              '',
              link,
              '',
              'If it was not you, ignore this mail: your password stays as it is.',
            ].join('\n'),
          },
          now,
        );
      });
    }
    reply.header('cache-control', 'no-store');
    return reply.send({ isSuccess: true, message: ASKED, entityData: null });
  });

  app.post(CONFIRM_PATH, async (request, reply) => {
    if (!hasCsrfHeader(request)) return noCsrf(reply);
    const errors = bodyErrors(request, CONFIRM_PATH);
    if (errors) return refuse(reply, errors);
    const { token, newPassword } = request.body as { token: string; newPassword: string };
    const now = clock();
    const hash = await hashPassword(newPassword);
    const done = await db.transaction(async (tx) => {
      // Used up in the same statement that finds it: two requests with one token cannot both pass.
      const [row] = await tx.query<{ user_id: number }>(
        `update password_reset_tokens set used_at = $2
         where token_hash = $1 and used_at is null and expires_at > $2 returning user_id`,
        [hashToken(token), now],
      );
      if (!row) return false;
      await tx.query('update users set password_hash = $2 where id = $1', [row.user_id, hash]);
      // Whoever held the old password loses every session it opened.
      await endSessionsOfUser(tx, row.user_id, now);
      return true;
    });
    reply.header('cache-control', 'no-store');
    if (!done)
      return refuse(reply, [
        { field: '/token', messageKey: TOKEN_INVALID_KEY, message: t(TOKEN_INVALID_KEY) },
      ]);
    return reply.send({
      isSuccess: true,
      message: 'Your new password is set. Sign in with it.',
      entityData: null,
    });
  });
}
