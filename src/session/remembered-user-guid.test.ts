import { beforeEach, describe, expect, it } from 'vitest';
import { rememberUserGuid, rememberedUserGuid } from './remembered-user-guid';

const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  globalThis.sessionStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
    clear: () => store.clear(),
    key: () => null,
    length: 0,
  } as Storage;
});

describe('the remembered user guid', () => {
  it('is read back for the same session only', () => {
    rememberUserGuid('sid-1', 'guid-1');
    expect(rememberedUserGuid('sid-1')).toBe('guid-1');
    expect(rememberedUserGuid('sid-2')).toBeNull();
    expect(rememberedUserGuid(null)).toBeNull();
  });

  it('is nothing when absent or not what was written', () => {
    expect(rememberedUserGuid('sid-1')).toBeNull();
    store.set('console.userGuid', '{broken');
    expect(rememberedUserGuid('sid-1')).toBeNull();
    store.set('console.userGuid', JSON.stringify({ sid: 'sid-1', userGuid: 7 }));
    expect(rememberedUserGuid('sid-1')).toBeNull();
  });
});
