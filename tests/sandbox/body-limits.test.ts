// Issue 33: a body nested 2,000 levels deep was a 500 (a recursive walk of the body overflowed the
// stack). Every body now has limits besides its 1 MB size (nesting depth, members of an object,
// items of an array), each refused with a 400 that names the limit and where, before any handler
// or validator walks the body; the check is a loop, so no body can overflow it.
import { describe, expect, it } from 'vitest';
import { BODY_LIMITS, BODY_LIMIT_KEYS, bodyLimitBreach } from '../../sandbox/http/body-limits';
import { loadEnglishCatalogue } from '../../sandbox/http/catalogue';
import { sandboxForFile } from '../support/contract-calls';
import { contractProblems } from '../support/contract-response';
import { long, nested, wide } from '../support/hostile-values';
import jaValidation from '../../locales/ja/validation-sign-in.json';

const { app, cookieFor } = sandboxForFile();
const t = loadEnglishCatalogue();

/** An object body nested `levels` deep, written as text (no recursive serializer involved). */
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

async function post(url: string, payload: string) {
  const res = await app().inject({
    method: 'POST',
    url,
    headers: {
      cookie: await cookieFor('CompanyAdmin'),
      'x-csrf': '1',
      'content-type': 'application/json',
    },
    payload,
  });
  return {
    status: res.statusCode,
    body: res.json() as { message: string; errors: { field: string; messageKey: string }[] },
  };
}

describe('the limits of a body', () => {
  it('finds the first limit passed, with a loop that no depth overflows', () => {
    expect(bodyLimitBreach(JSON.parse(deepObject(500_000)))).toEqual({
      limit: 'depth',
      pointer: `/${Array(BODY_LIMITS.depth).fill('a').join('/')}`,
    });
    expect(bodyLimitBreach(nested(BODY_LIMITS.depth))).toBeNull();
    expect(bodyLimitBreach(nested(BODY_LIMITS.depth + 1))?.limit).toBe('depth');
    expect(bodyLimitBreach({ ok: wide(BODY_LIMITS.members) })).toBeNull();
    expect(bodyLimitBreach({ 'a/b~': [wide(BODY_LIMITS.members + 1)] })).toEqual({
      limit: 'members',
      pointer: '/a~1b~0/0',
    });
    expect(bodyLimitBreach({ list: long(BODY_LIMITS.items) })).toBeNull();
    expect(bodyLimitBreach({ list: long(BODY_LIMITS.items + 1) })).toEqual({
      limit: 'items',
      pointer: '/list',
    });
    expect(bodyLimitBreach(null)).toBeNull();
    expect(bodyLimitBreach('text')).toBeNull();
  });

  it('names each limit in its message, in English and Japanese', () => {
    const ja = jaValidation.validation.common as Record<string, string>;
    for (const [limit, value] of Object.entries(BODY_LIMITS)) {
      const key = BODY_LIMIT_KEYS[limit as keyof typeof BODY_LIMITS];
      expect(t(key), key).toContain(value.toLocaleString('en'));
      expect(ja[key.replace('validation.common.', '')], key).toContain(value.toLocaleString('en'));
    }
  });
});

describe('a body over a limit is a 400 naming it, and the sandbox answers the next request', () => {
  it.each([
    ['/restapi/Log/LogError'],
    ['/restapi/User/UpdateProfile'],
    ['/restapi/SavedFilter/CreateSavedFilter'],
  ])('%s, nested 2,000 levels deep', async (url) => {
    const reply = await post(url, deepObject(2000));
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('The request body is nested deeper than 32 levels.');
    expect(reply.body.errors.map((e) => e.messageKey)).toEqual([BODY_LIMIT_KEYS.depth]);
    expect(await contractProblems(url, 'post', reply.status, reply.body)).toEqual([]);
    const next = await app().inject({
      method: 'GET',
      url: '/bff/user',
      headers: { cookie: await cookieFor('CompanyAdmin'), 'x-csrf': '1' },
    });
    expect(next.statusCode).toBe(200);
  });

  it('a wide object and a long array, anywhere in the body', async () => {
    const wideReply = await post(
      '/restapi/User/UpdateProfile',
      JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', extra: wide(BODY_LIMITS.members + 1) }),
    );
    expect(wideReply.status).toBe(400);
    expect(wideReply.body.message).toBe('An object in the request body has more than 1,000 members.');
    expect(wideReply.body.errors).toMatchObject([{ field: '/extra', messageKey: BODY_LIMIT_KEYS.members }]);

    const longReply = await post(
      '/restapi/PolicyReview/AddUniqueBlockToReviewCheckList',
      JSON.stringify({ reviewId: 1, uniqueBlockIds: long(BODY_LIMITS.items + 1) }),
    );
    expect(longReply.status).toBe(400);
    expect(longReply.body.message).toBe('A list in the request body has more than 10,000 items.');
    expect(longReply.body.errors).toMatchObject([
      { field: '/uniqueBlockIds', messageKey: BODY_LIMIT_KEYS.items },
    ]);
  });

  it('the sign-in too, before anything is compared', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/bff/login',
      headers: { 'x-csrf': '1', 'content-type': 'application/json' },
      payload: deepObject(2000),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ messageKey: BODY_LIMIT_KEYS.depth }] });
  });

  it('a body within the limits meets the contract’s own rules, not these', async () => {
    const reply = await post(
      '/restapi/User/UpdateProfile',
      JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', extra: nested(BODY_LIMITS.depth - 1) }),
    );
    expect(reply.status).toBe(400);
    expect(reply.body.errors.map((e) => e.messageKey)).not.toContain(BODY_LIMIT_KEYS.depth);
    expect(reply.body.errors.map((e) => e.field)).toEqual(['/extra']);
  });
});
