import { describe, expect, it } from 'vitest';
import { afterLoginPath, HOME_PATH, safeReturnPath } from './login-redirect';

describe('the return address after sign-in', () => {
  it('is the page the user came from', () => {
    expect(afterLoginPath('/alert-console/all?page=2#top')).toBe('/alert-console/all?page=2#top');
  });

  it('is the company overview when they came from nowhere', () => {
    expect(afterLoginPath(undefined)).toBe(HOME_PATH);
    expect(HOME_PATH).toBe('/dashboard/company-overview');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/bff/logout?sid=x',
    '/bff/login',
    '/a\nb',
    42,
  ])('is never %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
    expect(afterLoginPath(value)).toBe(HOME_PATH);
  });
});
