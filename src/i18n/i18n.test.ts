// English ships with the console; Japanese is loaded when chosen, then used and remembered.
import { beforeEach, describe, expect, it } from 'vitest';
import { i18next, loadConsoleMessages, loadLanguage, setLanguage } from './i18n';

const storage = new Map<string, string>();
beforeEach(() => {
  storage.clear();
  globalThis.localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
    clear: () => storage.clear(),
    key: () => null,
    length: 0,
  } as Storage;
});

describe('languages', () => {
  it('starts in English with no Japanese loaded', () => {
    expect(i18next.language).toBe('en');
    expect(i18next.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18next.hasResourceBundle('ja', 'translation')).toBe(false);
    expect(i18next.t('shell.colorScheme.toDark')).toBe('Switch to dark mode');
  });

  it("starts with the sign-in and shell English only; the screens' English loads with the shell", async () => {
    expect(i18next.t('auth.login.title')).toBe('Sign in');
    expect(i18next.t('alerts.view.unresolved')).toBe('alerts.view.unresolved');
    await Promise.all([loadConsoleMessages(), loadConsoleMessages()]);
    expect(i18next.t('alerts.view.unresolved')).toBe('Unresolved');
    expect(i18next.t('shell.colorScheme.toDark')).toBe('Switch to dark mode');
  });

  it('loads Japanese when chosen, switches to it and stores the choice', async () => {
    await setLanguage('ja');
    expect(i18next.hasResourceBundle('ja', 'translation')).toBe(true);
    expect(i18next.language).toBe('ja');
    expect(storage.get('language')).toBe('ja');
    expect(i18next.t('shell.colorScheme.toDark')).not.toBe('Switch to dark mode');
    expect(i18next.t('shell.colorScheme.toDark')).not.toBe('shell.colorScheme.toDark');
    await loadLanguage('ja');
    await setLanguage('en');
    expect(i18next.t('shell.colorScheme.toDark')).toBe('Switch to dark mode');
    expect(storage.get('language')).toBe('en');
  });
});
