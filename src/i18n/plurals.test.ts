// Counted messages take the language's plural forms through i18next (issue 25: "1 users in the
// last 90 days").
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { resources } from './all-resources';

async function translator(lng: 'en' | 'ja') {
  const instance = i18next.createInstance();
  await instance.init({ lng, fallbackLng: 'en', resources, interpolation: { escapeValue: false } });
  return instance.t.bind(instance);
}

describe('plural forms', () => {
  it('say one user, or some users, in English', async () => {
    const t = await translator('en');
    expect(t('endpoints.detail.usersCount', { count: 1 })).toBe('1 user in the last 90 days');
    expect(t('endpoints.detail.usersCount', { count: 3 })).toBe('3 users in the last 90 days');
  });

  it('count the same way in Japanese (one form)', async () => {
    const t = await translator('ja');
    expect(t('endpoints.detail.usersCount', { count: 1 })).toBe('過去 90 日間のユーザー: 1 人');
    expect(t('endpoints.detail.usersCount', { count: 3 })).toBe('過去 90 日間のユーザー: 3 人');
  });
});
