// QA's loop: Prism serves the contract's examples, and forces each status of the error
// catalogue with `Prefer: code=...`, on any operation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrism, type RunningPrism } from '../support/prism';

let prism: RunningPrism;
let cookie = '';

beforeAll(async () => {
  prism = await startPrism();
  const login = await fetch(`${prism.url}/bff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-CSRF': '1' },
    body: JSON.stringify({ email: 'company.admin@sandbox.test', password: 'Sandbox-Demo-1' }),
  });
  expect(login.status).toBe(200);
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
});

afterAll(async () => {
  await prism?.stop();
});

const api = (path: string, init: RequestInit & { prefer?: string } = {}) =>
  fetch(`${prism.url}${path}`, {
    ...init,
    headers: {
      'X-CSRF': '1',
      cookie,
      'content-type': 'application/json',
      ...(init.prefer ? { Prefer: init.prefer } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });

describe('Prism on the contract', () => {
  it('signs in with a session cookie', () => {
    expect(cookie).toMatch(/^ec_session=.+/);
  });

  it('serves the named data set', async () => {
    const res = await api('/restapi/Company/GetCompanyList?page=1&pageSize=50');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { isSuccess: boolean; entityData: { companyName: string }[] };
    expect(body.isSuccess).toBe(true);
    expect(body.entityData.map((c) => c.companyName)).toContain('Fabrikam Manufacturing');
  });

  it('answers 401 without the X-CSRF header', async () => {
    const res = await fetch(`${prism.url}/restapi/Company/GetCompanyList`, { headers: { cookie } });
    expect(res.status).toBe(401);
  });

  it.each([400, 401, 403, 404, 500, 502])('forces %i with the Prefer header', async (code) => {
    const res = await api('/restapi/Company/GetCompanyList', { prefer: `code=${code}` });
    expect(res.status).toBe(code);
    const body = (await res.json()) as { isSuccess: boolean; message: string };
    expect(body.isSuccess).toBe(false);
    expect(body.message).toEqual(expect.any(String));
  });

  it('forces a status on a POST operation too', async () => {
    const res = await api('/restapi/Alarm/ListAlarms', {
      method: 'POST',
      prefer: 'code=502',
      body: JSON.stringify({ page: 1, pageSize: 25, status: 'all' }),
    });
    expect(res.status).toBe(502);
  });

  it('picks a named example with Prefer: example=...', async () => {
    const res = await api('/bff/user', { prefer: 'example=globalAdmin' });
    expect(res.status).toBe(200);
    const claims = (await res.json()) as { type: string; value: string }[];
    expect(claims).toContainEqual({ type: 'role', value: 'AGMSAdmin' });
  });
});
