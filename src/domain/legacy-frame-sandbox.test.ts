import { describe, expect, it } from 'vitest';
import { CROSS_ORIGIN_SANDBOX, SAME_ORIGIN_SANDBOX, legacyFrameSandbox } from './legacy-frame-sandbox';

describe('the legacy frame sandbox', () => {
  it('keeps the legacy page its own origin when that origin is not the console\u2019s', () => {
    expect(legacyFrameSandbox('http://127.0.0.1:8081/Policy/CodeLoad', 'http://127.0.0.1:8080')).toBe(
      CROSS_ORIGIN_SANDBOX,
    );
    expect(CROSS_ORIGIN_SANDBOX.split(' ').sort()).toEqual([
      'allow-forms',
      'allow-same-origin',
      'allow-scripts',
    ]);
  });

  it('never combines scripts with same-origin for a page on the console\u2019s own origin', () => {
    expect(legacyFrameSandbox('http://127.0.0.1:8080/legacy', 'http://127.0.0.1:8080')).toBe(
      SAME_ORIGIN_SANDBOX,
    );
    expect(SAME_ORIGIN_SANDBOX).not.toContain('allow-same-origin');
    expect(legacyFrameSandbox('not a url', 'http://127.0.0.1:8080')).toBe(SAME_ORIGIN_SANDBOX);
  });

  it('never lets the frame navigate the console or open windows', () => {
    expect(CROSS_ORIGIN_SANDBOX).not.toMatch(/allow-top-navigation|allow-popups/);
  });
});
