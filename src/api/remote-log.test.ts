import { describe, expect, it } from 'vitest';
import {
  MAX_EXCEPTION_LENGTH,
  buildErrorLogBody,
  describeError,
  describeFailedResponse,
  isRemoteLogPath,
  redactSecrets,
} from './remote-log';

const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0';

describe('buildErrorLogBody', () => {
  it('has exactly email, exception, endpoint and browser', () => {
    const body = buildErrorLogBody({
      email: 'company.admin@sandbox.test',
      exception: 'HTTP 404 Not Found on GET /restapi/Site/GetSiteById',
      endpoint: 'https://console.example/restapi/Site/GetSiteById?siteGuid=a0b1#frag',
      browser: UA,
    });
    expect(body).toEqual({
      email: 'company.admin@sandbox.test',
      exception: 'HTTP 404 Not Found on GET /restapi/Site/GetSiteById',
      endpoint: '/restapi/Site/GetSiteById?siteGuid=a0b1',
      browser: UA,
    });
    expect(Object.keys(body).sort()).toEqual(['browser', 'email', 'endpoint', 'exception']);
  });

  it('sends an empty email when the user is not known', () => {
    expect(
      buildErrorLogBody({ email: null, exception: 'x', endpoint: '/dashboard', browser: UA }).email,
    ).toBe('');
  });

  it(`truncates the exception to ${MAX_EXCEPTION_LENGTH} characters`, () => {
    const body = buildErrorLogBody({
      email: null,
      exception: 'e'.repeat(20_000),
      endpoint: '/',
      browser: UA,
    });
    expect(body.exception).toHaveLength(MAX_EXCEPTION_LENGTH);
    const short = buildErrorLogBody({
      email: null,
      exception: 'e'.repeat(MAX_EXCEPTION_LENGTH),
      endpoint: '/',
      browser: UA,
    });
    expect(short.exception).toHaveLength(MAX_EXCEPTION_LENGTH);
  });

  it('masks passwords, tokens and session ids in the exception and the endpoint', () => {
    const body = buildErrorLogBody({
      email: 'a@b.test',
      exception:
        'HTTP 400 on POST /restapi/Server/TestConnection: {"serverName":"pdp1","password":"hunter2","agentPassword":"s3cr3t","apiKey":"k-123","accessToken":"tok"}\n' +
        'Cookie: ec_session=abcdef\nAuthorization: Bearer abc.def.ghi\nid_token eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl',
      endpoint: '/bff/logout?sid=a1b2c3&next=/x&api_key=zzz',
      browser: UA,
    });
    for (const secret of [
      'hunter2',
      's3cr3t',
      'k-123',
      '"tok"',
      'ec_session=abcdef',
      'abc.def.ghi',
      'eyJhbGciOi',
      'a1b2c3',
      'zzz',
    ]) {
      expect(body.exception + body.endpoint).not.toContain(secret);
    }
    expect(body.exception).toContain('"serverName":"pdp1"');
    expect(body.exception).toContain('"password":"[redacted]"');
    expect(body.endpoint).toBe('/bff/logout?sid=[redacted]&next=/x&api_key=[redacted]');
  });
});

describe('redactSecrets', () => {
  it('leaves text without secrets alone', () => {
    const text =
      'HTTP 502 Bad Gateway on GET /restapi/Company/GetCompanyList?siteGuid=x: The management server did not respond.';
    expect(redactSecrets(text)).toBe(text);
  });

  it('masks query and form parameters', () => {
    expect(redactSecrets('userName=a&password=p%40ss&token=t1')).toBe(
      'userName=a&password=[redacted]&token=[redacted]',
    );
  });

  it('does not mistake names that merely contain "sid" for the session id', () => {
    expect(redactSecrets('?insider=1&side=2')).toBe('?insider=1&side=2');
  });
});

describe('isRemoteLogPath: the log call is recognised so it is never logged itself', () => {
  it.each(['/restapi/Log/LogError', '/restapi/log/logerror', '/restapi/Log/LogError/'])(
    '%s is the log call',
    (p) => {
      expect(isRemoteLogPath(p)).toBe(true);
    },
  );
  it.each(['/restapi/Log/LogErrors', '/restapi/Site/GetSites', '/bff/user'])('%s is not', (p) => {
    expect(isRemoteLogPath(p)).toBe(false);
  });
});

describe('exception texts', () => {
  it('describes a failed response with status, method, path and the server message', () => {
    expect(
      describeFailedResponse({
        method: 'post',
        endpoint: 'http://console.test/restapi/Alarm/ListAlarms?x=1',
        status: 403,
        statusText: 'Forbidden',
        serverMessage: 'Access to this resource on the server is denied !',
      }),
    ).toBe(
      'HTTP 403 Forbidden on POST /restapi/Alarm/ListAlarms?x=1: Access to this resource on the server is denied !',
    );
    expect(describeFailedResponse({ method: 'GET', endpoint: '/restapi/a', status: 500 })).toBe(
      'HTTP 500 on GET /restapi/a',
    );
  });

  it('describes an app error with its name, message and stack', () => {
    const error = new TypeError('x is undefined');
    const text = describeError(error);
    expect(text).toMatch(/^TypeError: x is undefined/);
    expect(text).toContain('remote-log.test');
    expect(describeError('plain')).toBe('plain');
    expect(describeError({ code: 7 })).toBe('{"code":7}');
  });
});
