import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from './memory-storage';
import {
  createStoredSelectionStore,
  EMPTY_STORED_SELECTION,
  readStoredSelection,
  STORED_SELECTION_KEYS,
} from './stored-selection';

const COMPANY = {
  guid: '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801001',
  id: 1001,
  name: 'Fabrikam Manufacturing',
  mainId: null,
};
const SITE = { guid: 'c47d2e90-6a1b-4f3c-8d2e-9f0a1b2c2001', id: 2001, name: 'Chicago HQ', mainId: 5001 };

/** A window stand-in whose storage events the test fires, as another tab would. */
function fakeWindow() {
  const target = new EventTarget();
  return {
    addEventListener: target.addEventListener.bind(target) as Window['addEventListener'],
    fireStorage(key: string | null) {
      const event = new Event('storage') as Event & { key: string | null };
      Object.defineProperty(event, 'key', { value: key });
      target.dispatchEvent(event);
    },
  };
}

describe('the stored selections', () => {
  it('are stored under the keys the spec names', () => {
    expect(Object.values(STORED_SELECTION_KEYS).sort()).toEqual([
      'company',
      'group',
      'partner',
      'realRole',
      'selectedRole',
      'site',
      'withoutGroupHeader',
      'withoutSiteHeader',
    ]);
  });

  it('read back what was written', () => {
    const storage = createMemoryStorage();
    const store = createStoredSelectionStore(storage, null);
    store.update({
      company: COMPANY,
      site: SITE,
      selectedRole: 'SiteAdmin',
      realRole: 'CompanyAdmin',
      withoutSiteHeader: true,
    });

    expect(readStoredSelection(storage)).toEqual({
      ...EMPTY_STORED_SELECTION,
      company: COMPANY,
      site: SITE,
      selectedRole: 'SiteAdmin',
      realRole: 'CompanyAdmin',
      withoutSiteHeader: true,
    });
    expect(JSON.parse(storage.getItem('site') ?? '')).toEqual(SITE);
    expect(storage.getItem('selectedRole')).toBe('SiteAdmin');
    expect(storage.getItem('withoutSiteHeader')).toBe('true');
  });

  it('remove an entity or a role written as null', () => {
    const storage = createMemoryStorage();
    const store = createStoredSelectionStore(storage, null);
    store.update({ company: COMPANY, selectedRole: 'CompanyAdmin' });
    store.update({ company: null, selectedRole: null });
    expect(storage.getItem('company')).toBeNull();
    expect(storage.getItem('selectedRole')).toBeNull();
    expect(store.get()).toEqual(EMPTY_STORED_SELECTION);
  });

  it('ignore values that are not what the console stores', () => {
    const storage = createMemoryStorage({
      partner: 'not json',
      company: JSON.stringify({ name: 'no guid' }),
      site: JSON.stringify([1, 2]),
      selectedRole: 'SuperUser',
      realRole: 'CompanyAdmin',
      withoutGroupHeader: 'yes',
    });
    expect(readStoredSelection(storage)).toEqual({ ...EMPTY_STORED_SELECTION, realRole: 'CompanyAdmin' });
  });

  it('clear only the scope keys, not the language or the sidebar state', () => {
    const storage = createMemoryStorage({ language: 'ja', sidebar: 'closed' });
    const store = createStoredSelectionStore(storage, null);
    store.update({ company: COMPANY, realRole: 'CompanyAdmin', withoutGroupHeader: true });
    store.clear();
    expect(store.get()).toEqual(EMPTY_STORED_SELECTION);
    expect(storage.getItem('language')).toBe('ja');
    expect(storage.getItem('sidebar')).toBe('closed');
    expect(storage.length).toBe(2);
  });

  it('keep one snapshot until something changes, and tell the subscribers', () => {
    const store = createStoredSelectionStore(createMemoryStorage(), null);
    const first = store.get();
    expect(store.get()).toBe(first);
    const listener = vi.fn();
    store.subscribe(listener);
    store.update({ company: COMPANY });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).not.toBe(first);
    expect(store.get().company).toEqual(COMPANY);
  });

  it('follow a change made in another tab (the storage event)', () => {
    const storage = createMemoryStorage();
    const win = fakeWindow();
    const store = createStoredSelectionStore(storage, win);
    expect(store.get().company).toBeNull();
    const listener = vi.fn();
    store.subscribe(listener);

    // The other tab writes to the shared storage; this tab hears the event.
    storage.setItem('company', JSON.stringify(COMPANY));
    win.fireStorage('company');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get().company).toEqual(COMPANY);

    win.fireStorage('language');
    expect(listener).toHaveBeenCalledTimes(1);
    storage.clear();
    win.fireStorage(null);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get().company).toBeNull();
  });
});
