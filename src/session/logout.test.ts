import { describe, expect, it, vi } from 'vitest';
import { followLogoutOfOtherTabs, logout } from './logout';
import { createMemoryStorage } from './memory-storage';
import { createMemoryChannelHub } from './session-channel';
import { createStoredSelectionStore } from './stored-selection';

describe('logging out', () => {
  it('goes to /bff/logout with the session id and drops the stored scope', () => {
    const storage = createMemoryStorage({ language: 'ja' });
    const stored = createStoredSelectionStore(storage, null);
    stored.update({ company: { guid: '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801001' }, realRole: 'CompanyAdmin' });
    const assign = vi.fn();
    logout('4c8e1f0a9b2d47e6a3c5d7f9e1b3a503', {
      channel: createMemoryChannelHub().connect(),
      stored,
      assign,
    });
    expect(assign).toHaveBeenCalledWith('/bff/logout?sid=4c8e1f0a9b2d47e6a3c5d7f9e1b3a503');
    expect(stored.get().company).toBeNull();
    expect(storage.getItem('language')).toBe('ja');
  });

  it('in one tab logs out every tab', () => {
    const hub = createMemoryChannelHub();
    const here = hub.connect();
    const otherTabs = [hub.connect(), hub.connect()];
    const followed = otherTabs.map((channel) => {
      const assign = vi.fn();
      followLogoutOfOtherTabs(() => 'own-sid', { channel, assign });
      return assign;
    });
    logout('sid-1', {
      channel: here,
      stored: createStoredSelectionStore(createMemoryStorage(), null),
      assign: vi.fn(),
    });
    for (const assign of followed) expect(assign).toHaveBeenCalledWith('/bff/logout?sid=sid-1');
  });

  it('in another tab after a 401 (no sid known) sends this tab to its own logout address', () => {
    const hub = createMemoryChannelHub();
    const here = hub.connect();
    const assign = vi.fn();
    followLogoutOfOtherTabs(() => 'own-sid', { channel: hub.connect(), assign });
    here.post({ type: 'logout', sid: null });
    expect(assign).toHaveBeenCalledWith('/bff/logout?sid=own-sid');
  });

  it('is not followed on mere activity', () => {
    const hub = createMemoryChannelHub();
    const assign = vi.fn();
    followLogoutOfOtherTabs(() => 'own-sid', { channel: hub.connect(), assign });
    hub.connect().post({ type: 'activity', at: 1 });
    expect(assign).not.toHaveBeenCalled();
  });
});
