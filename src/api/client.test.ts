// The middleware end to end: a fake fetch plays the server, so the tests see the requests the
// server would receive and the outcomes the shell would be handed.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient, type ApiClientDeps, type ErrorContext } from './client';
import type { ErrorOutcome } from './error-catalogue';
import { EMPTY_SCOPE_SELECTION, type ScopeSelection } from '../domain/scope-selection';
import { unwrap, unwrapSuccess } from './unwrap';

const BASE = 'http://console.test';
const PARTNER = '3f2a1c9e-5b7d-4e21-9a0c-1d2e3f405101';
const CLAIM_PARTNER = '9d8c7b6a-5b7d-4e21-9a0c-1d2e3f405199';
const COMPANY = '7c1e2d3f-0a4b-4c5d-8e6f-102030405060';
const SITE = 'a0b1c2d3-e4f5-4a6b-8c7d-0e1f20304050';
const GROUP = 'b1c2d3e4-f5a6-4b7c-8d9e-0f1020304050';

const STORED: ScopeSelection = {
  ...EMPTY_SCOPE_SELECTION,
  partner: { guid: PARTNER },
  company: { guid: COMPANY },
  site: { guid: SITE, mainId: 5001 },
  group: { guid: GROUP, mainId: 7001 },
  realRole: 'CompanyAdmin',
  partnerIdClaim: CLAIM_PARTNER,
};

type Reply = { status: number; body?: unknown; contentType?: string } | Error;

function jsonResponse(status: number, body: unknown, contentType = 'application/json'): Response {
  return new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': contentType },
  });
}

/** A client over a fake server: `reply` answers each request; everything received is kept. */
function setup(reply: (request: Request) => Reply, overrides: Partial<ApiClientDeps> = {}) {
  const received: Request[] = [];
  const outcomes: { outcome: ErrorOutcome; context: ErrorContext }[] = [];
  let selection = STORED;
  const fetch = vi.fn(async (request: Request) => {
    received.push(request);
    const answer = reply(request);
    if (answer instanceof Error) throw answer;
    return jsonResponse(answer.status, answer.body, answer.contentType);
  });
  const client = createApiClient({
    baseUrl: BASE,
    fetch,
    getSelection: () => selection,
    getSession: () => ({ sid: 'a1b2c3', email: 'company.admin@sandbox.test' }),
    isDialogOpen: () => false,
    onErrorOutcome: (outcome, context) => outcomes.push({ outcome, context }),
    browser: () => 'TestBrowser/1.0',
    ...overrides,
  });
  const logCalls = () => received.filter((r) => new URL(r.url).pathname === '/restapi/Log/LogError');
  const apiCalls = () => received.filter((r) => new URL(r.url).pathname !== '/restapi/Log/LogError');
  return {
    client,
    received,
    outcomes,
    logCalls,
    apiCalls,
    select: (next: ScopeSelection) => {
      selection = next;
    },
  };
}

const ok = () => ({ status: 200, body: { isSuccess: true, message: null, entityData: [] } });

/** Lets fire-and-forget calls (the remote log) reach the fake server. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('requests the server receives', () => {
  it('a /restapi request carries X-CSRF: 1 and the four scope headers, same-origin credentials', async () => {
    const { client, received } = setup(ok);
    await client.GET('/restapi/Company/GetCompanyList');
    const [request] = received;
    expect(request?.headers.get('x-csrf')).toBe('1');
    expect(request?.headers.get('x-partner-guid')).toBe(CLAIM_PARTNER);
    expect(request?.headers.get('x-company-guid')).toBe(COMPANY);
    expect(request?.headers.get('x-site-guid')).toBe(SITE);
    expect(request?.headers.get('x-group-guid')).toBe(GROUP);
    expect(request?.credentials).toBe('same-origin');
  });

  it('reads the selection at request time (a scope change applies to the next call)', async () => {
    const { client, received, select } = setup(ok);
    select({ ...STORED, realRole: 'AGMSAdmin', company: null });
    await client.GET('/restapi/Company/GetCompanyList');
    expect(received[0]?.headers.get('x-partner-guid')).toBe('');
    expect(received[0]?.headers.get('x-company-guid')).toBe('');
  });

  it('sends the empty headers too (empty means no selection at that level)', async () => {
    const { client, received, select } = setup(ok);
    select(EMPTY_SCOPE_SELECTION);
    await client.GET('/restapi/Company/GetCompanyList');
    expect([...(received[0]?.headers.keys() ?? [])].filter((k) => k.startsWith('x-')).sort()).toEqual([
      'x-company-guid',
      'x-csrf',
      'x-group-guid',
      'x-partner-guid',
      'x-site-guid',
    ]);
    expect(received[0]?.headers.get('x-site-guid')).toBe('');
  });

  it('GetSites with withoutSiteHeader reaches the server without site and group', async () => {
    const { client, received, select } = setup(ok);
    select({ ...STORED, withoutSiteHeader: true });
    await client.GET('/restapi/Site/GetSites');
    expect(received[0]?.headers.get('x-site-guid')).toBe('');
    expect(received[0]?.headers.get('x-group-guid')).toBe('');
    expect(received[0]?.headers.get('x-company-guid')).toBe(COMPANY);
  });

  it('GET /bff/user carries X-CSRF: 1 but no scope headers', async () => {
    const { client, received } = setup(() => ({ status: 200, body: [] }));
    await client.GET('/bff/user');
    const [request] = received;
    expect(request?.headers.get('x-csrf')).toBe('1');
    expect(request?.headers.has('x-partner-guid')).toBe(false);
    expect(request?.headers.has('x-company-guid')).toBe(false);
    expect(request?.headers.has('x-site-guid')).toBe(false);
    expect(request?.headers.has('x-group-guid')).toBe(false);
  });
});

describe('failed /restapi responses go through the catalogue', () => {
  it('401 hands the shell a logout to /bff/logout?sid=..., and nothing is logged', async () => {
    const { client, outcomes, logCalls } = setup(() => ({
      status: 401,
      body: {
        isSuccess: false,
        message: 'Your session has expired. Please sign in again.',
        entityData: null,
      },
    }));
    await client.GET('/restapi/Company/GetCompanyList');
    await settle();
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]?.outcome).toEqual({
      kind: 'logout',
      clearStorage: true,
      redirectTo: '/bff/logout?sid=a1b2c3',
      logRemotely: false,
    });
    expect(logCalls()).toHaveLength(0);
  });

  it('403 hands the shell the forbidden page and posts the remote log', async () => {
    const message = 'Access to this resource on the server is denied !';
    const { client, outcomes, logCalls } = setup((r) =>
      new URL(r.url).pathname === '/restapi/Log/LogError'
        ? ok()
        : { status: 403, body: { isSuccess: false, message, entityData: null } },
    );
    await client.POST('/restapi/Partner/Search', { body: { page: 1, pageSize: 9999 } });
    await settle();
    expect(outcomes.map((o) => o.outcome)).toEqual([
      { kind: 'forbidden', messageKey: 'errors.forbidden', logRemotely: true },
    ]);
    expect(outcomes[0]?.context).toMatchObject({
      method: 'POST',
      endpoint: '/restapi/Partner/Search',
      status: 403,
    });
    expect(outcomes[0]?.context.error.message).toBe(message);

    const [log] = logCalls();
    expect(log?.method).toBe('POST');
    expect(log?.headers.get('x-csrf')).toBe('1');
    const body = (await log?.json()) as Record<string, string>;
    expect(body).toEqual({
      email: 'company.admin@sandbox.test',
      exception: `HTTP 403 on POST /restapi/Partner/Search: ${message}`,
      endpoint: '/restapi/Partner/Search',
      browser: 'TestBrowser/1.0',
    });
  });

  it('400 is silent and not logged; the caller rejects with the field errors', async () => {
    const reply = {
      isSuccess: false,
      message: 'The request has invalid fields.',
      errors: [
        {
          field: '/shortName',
          messageKey: 'validation.company.shortName.length',
          message: 'Company short name must be 4 to 15 characters.',
        },
      ],
    };
    const { client, outcomes, logCalls } = setup(() => ({ status: 400, body: reply }));
    const failure = await unwrap(
      client.POST('/restapi/Company/DeleteCompany', { body: { companyGuid: COMPANY } }),
    ).catch((e: unknown) => e);
    await settle();
    expect(outcomes.map((o) => o.outcome)).toEqual([{ kind: 'silent', logRemotely: false }]);
    expect(logCalls()).toHaveLength(0);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).fieldErrors).toEqual(reply.errors);
    expect((failure as ApiError).data).toEqual(reply);
  });

  it('500 is silent but logged', async () => {
    const { client, outcomes, logCalls } = setup((r) =>
      new URL(r.url).pathname === '/restapi/Log/LogError'
        ? ok()
        : { status: 500, body: { isSuccess: false, message: 'An Error Occurred..' } },
    );
    await client.GET('/restapi/Company/GetCompanyList');
    await settle();
    expect(outcomes.map((o) => o.outcome)).toEqual([{ kind: 'silent', logRemotely: true }]);
    expect(logCalls()).toHaveLength(1);
  });

  it.each([
    [404, 'errors.notFound404'],
    [502, 'errors.badGateway502'],
    [418, 'errors.oops.message'],
    [503, 'errors.oops.message'],
  ])('%i opens the Oops dialog with %s, and is logged', async (status, messageKey) => {
    const { client, outcomes, logCalls } = setup((r) =>
      new URL(r.url).pathname === '/restapi/Log/LogError'
        ? ok()
        : { status, body: { isSuccess: false, message: 'x' } },
    );
    await client.GET('/restapi/Company/GetCompanyList');
    await settle();
    expect(outcomes.map((o) => o.outcome)).toEqual([
      {
        kind: 'dialog',
        titleKey: 'errors.oops.title',
        messageKey,
        closeKey: 'errors.oops.close',
        reloadKey: 'errors.oops.reload',
        logRemotely: true,
      },
    ]);
    expect(logCalls()).toHaveLength(1);
  });

  it('a 404 the page shows in place (an unknown hash) opens no dialog and is not logged', async () => {
    const { client, outcomes, logCalls } = setup(() => ({
      status: 404,
      body: { isSuccess: false, message: 'x' },
    }));
    const result = await client.POST('/restapi/HashInspection/GetHashInformationPage', {
      body: { sha256: 'a'.repeat(64) },
    });
    await settle();
    expect(result.response.status).toBe(404);
    expect(outcomes).toEqual([]);
    expect(logCalls()).toHaveLength(0);
  });

  it('no second dialog while one is open', async () => {
    const { client, outcomes } = setup(() => ({ status: 404, body: { isSuccess: false, message: 'x' } }), {
      isDialogOpen: () => true,
    });
    await client.GET('/restapi/Company/GetCompanyList');
    expect(outcomes.map((o) => o.outcome)).toEqual([{ kind: 'silent', logRemotely: true }]);
  });

  it('a network failure opens the generic dialog and the call still rejects', async () => {
    const { client, outcomes } = setup((r) =>
      new URL(r.url).pathname === '/restapi/Log/LogError'
        ? new TypeError('offline')
        : new TypeError('fetch failed'),
    );
    await expect(client.GET('/restapi/Company/GetCompanyList')).rejects.toThrow('fetch failed');
    await settle();
    expect(outcomes.map((o) => [o.outcome.kind, o.context.status])).toEqual([['dialog', 0]]);
  });

  it('a cancelled request is no failure', async () => {
    const { client, outcomes } = setup(() => new DOMException('aborted', 'AbortError'));
    const controller = new AbortController();
    controller.abort();
    await expect(
      client.GET('/restapi/Company/GetCompanyList', { signal: controller.signal }),
    ).rejects.toThrow();
    expect(outcomes).toEqual([]);
  });

  it('a successful reply hands the shell nothing', async () => {
    const { client, outcomes } = setup(ok);
    await client.GET('/restapi/Company/GetCompanyList');
    expect(outcomes).toEqual([]);
  });

  it('a /bff failure (wrong password at login) is left to the session layer', async () => {
    const { client, outcomes, logCalls } = setup(() => ({
      status: 401,
      body: { isSuccess: false, message: 'The email or password is incorrect.', entityData: null },
    }));
    await client.POST('/bff/login', { body: { email: 'a@b.test', password: 'wrong-password' } });
    await settle();
    expect(outcomes).toEqual([]);
    expect(logCalls()).toHaveLength(0);
  });

  it('a handler that throws does not break the call', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = setup(() => ({ status: 404, body: { isSuccess: false, message: 'gone' } }), {
      onErrorOutcome: () => {
        throw new Error('shell bug');
      },
    });
    const result = await client.GET('/restapi/Company/GetCompanyList');
    expect(result.response.status).toBe(404);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('the remote log never loops', () => {
  it('a failing log call is neither reported nor logged again', async () => {
    const { client, outcomes, logCalls, apiCalls } = setup(() => ({
      status: 500,
      body: { isSuccess: false, message: 'down' },
    }));
    await client.GET('/restapi/Company/GetCompanyList');
    await settle();
    await settle();
    expect(apiCalls()).toHaveLength(1);
    expect(logCalls()).toHaveLength(1); // the one log of the failure, not a log of the log
    expect(outcomes).toHaveLength(1);
  });

  it('a log call that cannot reach the server fails quietly', async () => {
    const { client, outcomes, logCalls } = setup((r) =>
      new URL(r.url).pathname === '/restapi/Log/LogError'
        ? new TypeError('offline')
        : { status: 403, body: { isSuccess: false, message: 'no' } },
    );
    await client.GET('/restapi/Company/GetCompanyList');
    await settle();
    await settle();
    expect(logCalls()).toHaveLength(1);
    expect(outcomes.map((o) => o.outcome.kind)).toEqual(['forbidden']);
  });
});

describe('unwrap', () => {
  it("resolves with the reply's data", async () => {
    const reply = { isSuccess: true, message: null, entityData: [{ companyGuid: COMPANY }], totalCount: 1 };
    const { client } = setup(() => ({ status: 200, body: reply }));
    await expect(unwrap(client.GET('/restapi/Company/GetCompanyList'))).resolves.toEqual(reply);
  });

  it("rejects with the server's message and data", async () => {
    const reply = { isSuccess: false, message: 'The requested item was not found.', entityData: null };
    const { client } = setup(() => ({ status: 404, body: reply }));
    const failure = await unwrap(client.GET('/restapi/Company/GetCompanyList')).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, message: 'The requested item was not found.', data: reply });
  });

  it('rejects with the generic text when the reply is not JSON', async () => {
    const { client } = setup(() => ({
      status: 502,
      body: '<html>Bad Gateway</html>',
      contentType: 'text/html',
    }));
    const failure = await unwrap(client.GET('/restapi/Company/GetCompanyList')).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 502, message: 'Something went wrong!', data: null });
  });

  it('unwrapSuccess rejects a 200 whose envelope says isSuccess: false, with its message', async () => {
    const reply = { isSuccess: false, message: 'No computers reported yet.', entityData: null };
    const { client } = setup(() => ({ status: 200, body: reply }));
    const failure = await unwrapSuccess(client.GET('/restapi/Dashboard/GetTopComputers')).catch(
      (e: unknown) => e,
    );
    expect(failure).toMatchObject({ status: 200, message: 'No computers reported yet.', data: reply });
  });
});
