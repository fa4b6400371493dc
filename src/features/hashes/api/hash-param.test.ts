import { describe, expect, it } from 'vitest';
import { hashListPathFor, parseHashParam, shortHash } from './hash-param';

const SHA256 = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

describe('parseHashParam', () => {
  it('recognises SHA-256, SHA-1 and MD5 by their hex length', () => {
    expect(parseHashParam(SHA256)).toEqual({ kind: 'sha256', value: SHA256 });
    expect(parseHashParam('e9e8fa9602f37a97a0e3f588c8e49e1bbb756706').kind).toBe('sha1');
    expect(parseHashParam('3de1d73a19c7590ee66398a17e93bd67').kind).toBe('md5');
  });

  it('takes upper-case hex and surrounding spaces as the same hash', () => {
    expect(parseHashParam(` ${SHA256.toUpperCase()} `)).toEqual({ kind: 'sha256', value: SHA256 });
  });

  it('refuses a value that is not hex or not of a known length', () => {
    expect(parseHashParam('not-a-hash').kind).toBe('invalid');
    expect(parseHashParam(SHA256.slice(1)).kind).toBe('invalid');
    expect(parseHashParam(`${SHA256.slice(1)}g`).kind).toBe('invalid');
    expect(parseHashParam('').kind).toBe('invalid');
    expect(parseHashParam('malicious')).toEqual({ kind: 'invalid', value: 'malicious' });
  });
});

describe('shortHash', () => {
  it('keeps the first and last six characters', () => {
    expect(shortHash(SHA256)).toBe('9f86d0…f00a08');
    expect(shortHash('abc')).toBe('abc');
  });
});

describe('a class word in place of a hash', () => {
  const classes = ['harmless', 'suspicious', 'malicious', 'notFound'];
  it('is the hash list of that class, and "all" the whole list (issue 25)', () => {
    expect(hashListPathFor('suspicious', classes)).toBe('/hash-inspection?class=suspicious');
    expect(hashListPathFor('Harmless', classes)).toBe('/hash-inspection?class=harmless');
    expect(hashListPathFor('all', classes)).toBe('/hash-inspection');
  });
  it('leaves a hash, or any other word, to the hash page', () => {
    expect(hashListPathFor('a'.repeat(64), classes)).toBeNull();
    expect(hashListPathFor('nonsense', classes)).toBeNull();
  });
});
