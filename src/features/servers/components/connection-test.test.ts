import { describe, expect, it } from 'vitest';
import { connectionKey, planConnectionTest } from './connection-test';

const stored = { serverId: 7, url: 'https://pdp.example', userId: 'svc', passwordSet: true };

describe('the connection test of the server form', () => {
  it('tests a saved server with its stored credentials while its connection is untouched', () => {
    expect(planConnectionTest({ url: 'https://pdp.example', userId: 'svc' }, stored)).toEqual({
      kind: 'stored',
      serverId: 7,
    });
  });

  it('tests the typed settings once the url, user or password changes', () => {
    expect(
      planConnectionTest({ url: 'https://other.example', userId: 'svc', password: 'Secret-123' }, stored),
    ).toEqual({ kind: 'form', url: 'https://other.example', userId: 'svc', password: 'Secret-123' });
    expect(
      planConnectionTest({ url: 'https://pdp.example', userId: 'svc', password: 'x' }, stored).kind,
    ).toBe('form');
  });

  it('needs url, user and password for a new server or a changed connection', () => {
    expect(planConnectionTest({ url: 'https://pdp.example', userId: 'svc' }, null)).toEqual({
      kind: 'incomplete',
    });
    expect(planConnectionTest({ url: 'https://other.example', userId: 'svc' }, stored).kind).toBe(
      'incomplete',
    );
    expect(planConnectionTest({ url: '  ', userId: 'svc', password: 'p' }, null).kind).toBe('incomplete');
  });

  it('sees a change of any connection setting, and nothing else', () => {
    const base = connectionKey({ url: 'https://a.example', userId: 'u', password: 'p' });
    expect(connectionKey({ url: 'https://a.example ', userId: 'u', password: 'p' })).toBe(base);
    expect(connectionKey({ url: 'https://b.example', userId: 'u', password: 'p' })).not.toBe(base);
    expect(connectionKey({ url: 'https://a.example', userId: 'v', password: 'p' })).not.toBe(base);
    expect(connectionKey({ url: 'https://a.example', userId: 'u', password: 'q' })).not.toBe(base);
  });
});
