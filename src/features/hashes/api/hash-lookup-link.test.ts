import { describe, expect, it } from 'vitest';
import { hashLookupHref } from './hash-lookup-link';

const SHA = 'a'.repeat(64);

describe('hashLookupHref', () => {
  it('puts the hash after the configured URL', () => {
    expect(hashLookupHref({ url: 'https://hashlookup.threatintel.example/api/v2/lookup' }, SHA)).toBe(
      `https://hashlookup.threatintel.example/api/v2/lookup/${SHA}`,
    );
    expect(hashLookupHref({ url: 'https://lookup.example/files/' }, SHA)).toBe(
      `https://lookup.example/files/${SHA}`,
    );
  });

  it('keeps the query of the URL and drops any credentials in it', () => {
    expect(hashLookupHref({ url: 'https://user:secret@lookup.example/q?tab=detections' }, SHA)).toBe(
      `https://lookup.example/q/${SHA}?tab=detections`,
    );
  });

  it('gives no link without settings, or for a URL that is not http(s)', () => {
    expect(hashLookupHref(null, SHA)).toBeNull();
    expect(hashLookupHref({ url: '' }, SHA)).toBeNull();
    expect(hashLookupHref({ url: 'javascript:alert(1)' }, SHA)).toBeNull();
    expect(hashLookupHref({ url: 'not a url' }, SHA)).toBeNull();
  });
});
