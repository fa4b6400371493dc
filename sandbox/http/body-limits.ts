// Limits on the shape of every JSON body, besides its 1 MB size: nesting depth, members of an
// object, items of an array. A body over one is refused (400, naming the limit and where) before
// any handler or validator walks it: those recurse, and a body nested 2,000 levels deep overflowed
// the stack (a 500). The check itself is a loop over an explicit stack, so no body can overflow it.
import type { FastifyInstance } from 'fastify';
import { FieldErrorLimits } from '../../src/gen/contract-limits.gen';
import { invalid } from './replies';

/**
 * Far above any body of the contract (forms nest a few levels; the largest maxItems is 1,000;
 * free-form values travel as JSON text), far below what could hurt.
 */
export const BODY_LIMITS = { depth: 32, members: 1000, items: 10_000 } as const;

export type BodyLimit = keyof typeof BODY_LIMITS;

/** The catalogue key of each limit's message (validation.common, every language). */
export const BODY_LIMIT_KEYS: Record<BodyLimit, string> = {
  depth: 'validation.common.bodyTooDeep',
  members: 'validation.common.tooManyMembers',
  items: 'validation.common.tooManyItems',
};

export interface BodyLimitBreach {
  limit: BodyLimit;
  /** JSON Pointer of the object or array over the limit ("" for the body itself). */
  pointer: string;
}

interface Frame {
  value: unknown;
  depth: number;
  parent: Frame | null;
  key: string;
}

const pointerPart = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

function pointerOf(frame: Frame): string {
  const parts: string[] = [];
  for (let f: Frame | null = frame; f?.parent; f = f.parent) parts.push(pointerPart(f.key));
  return parts.length > 0 ? `/${parts.reverse().join('/')}` : '';
}

/** The first limit a parsed body goes over (depth first, in document order), or null. */
export function bodyLimitBreach(body: unknown): BodyLimitBreach | null {
  const stack: Frame[] = [{ value: body, depth: 1, parent: null, key: '' }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const { value, depth } = frame;
    if (value === null || typeof value !== 'object') continue;
    if (depth > BODY_LIMITS.depth) return { limit: 'depth', pointer: pointerOf(frame) };
    if (Array.isArray(value)) {
      if (value.length > BODY_LIMITS.items) return { limit: 'items', pointer: pointerOf(frame) };
      for (let i = value.length - 1; i >= 0; i--) {
        const item: unknown = value[i];
        if (item !== null && typeof item === 'object')
          stack.push({ value: item, depth: depth + 1, parent: frame, key: String(i) });
      }
    } else {
      const keys = Object.keys(value);
      if (keys.length > BODY_LIMITS.members) return { limit: 'members', pointer: pointerOf(frame) };
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        const member = (value as Record<string, unknown>)[key];
        if (member !== null && typeof member === 'object')
          stack.push({ value: member, depth: depth + 1, parent: frame, key });
      }
    }
  }
  return null;
}

/**
 * Refuses, before any handler (the BFF's sign-in included) or validator, a body over a limit:
 * a 400 in the contract's validation shape whose message names the limit.
 */
export function refuseOverLimitBodies(app: FastifyInstance, t: (key: string) => string): void {
  app.addHook('preValidation', async (request, reply) => {
    const breach = bodyLimitBreach(request.body);
    if (!breach) return;
    const message = t(BODY_LIMIT_KEYS[breach.limit]);
    return reply.code(400).send(
      invalid(
        [
          {
            field: breach.pointer.slice(0, FieldErrorLimits.field.maxLength),
            messageKey: BODY_LIMIT_KEYS[breach.limit],
            message,
          },
        ],
        message,
      ).body,
    );
  });
}
