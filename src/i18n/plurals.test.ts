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

/** "{{x}} things" in a message not in plural forms: a count that can be 1, so "1 things". */
const COUNTED_NOUN =
  /\{\{\s*(?!(?:name|kind|computer|version|file|relay|server|status|title|p1|p2)\b)\w+[^}]*\}\} (?:[a-z]+ )?(?!is\b|was\b|has\b)[a-z-]+s\b/;
/** Messages that put a number before a plural noun yet never count one, each with why. */
const NEVER_ONE: Record<string, string> = {
  'alertNames.titles.serverCpuAt': "the server's English text, read back (shipped-texts.ts)",
  'alertNames.titles.relayBacklog': "the server's English text, read back (shipped-texts.ts)",
  'alertNames.titles.relayNotForwarding': "the server's English text, read back (shipped-texts.ts)",
  'alertNames.titles.certificateExpires': "the server's English text, read back (shipped-texts.ts)",
  'alertNames.titles.consoleUnavailable': "the server's English text, read back (shipped-texts.ts)",
  'alerts.events.sample': 'a sample: only when the alert has more events than the drawer shows',
  'cti.verdict.engines': 'the engines of the lookup service: always dozens',
  'hashes.verdict.detections': 'the engines of the lookup service: always dozens',
  'dashboard.window.days': 'the windows are 7 and 30 days',
  'dashboard.window.hours': 'the window is 24 hours',
  'endpoints.search.more': 'only when more match than the first ones shown',
  'policyReview.occurrences.more': 'only when more computers blocked it than the ones shown',
  'schemaForm.rjsf.FilesInfo': "RJSF's file widget, which no form uses",
  'servers.delete.messageMany': 'only for two servers or more (message is the one of one)',
};

function flatten(messages: object, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value as object, `${prefix}${key}.`),
  );
}

describe('counted messages', () => {
  it('say "1 event" and "2 events" on a hash page, and count in one form in Japanese', async () => {
    const en = await translator('en');
    expect(en('hashes.events.total', { count: 1, formatted: '1' })).toBe('1 event');
    expect(en('hashes.events.total', { count: 1200, formatted: '1.2K' })).toBe('1.2K events');
    const ja = await translator('ja');
    expect(ja('hashes.events.total', { count: 1, formatted: '1' })).toBe('イベント 1 件');
    expect(ja('hashes.events.total', { count: 5, formatted: '5' })).toBe('イベント 5 件');
  });

  it('are in plural forms wherever a number counts a noun', () => {
    const defects = flatten(resources.en.translation)
      .filter(([key, text]) => COUNTED_NOUN.test(text) && !/_(one|other)$/.test(key) && !NEVER_ONE[key])
      .map(([key, text]) => `${key}: ${text}`);
    expect(defects).toEqual([]);
  });
});
