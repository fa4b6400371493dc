// The product's alert titles and event messages read in the user's language (issue 25: seeded
// alert titles stayed English in Japanese): every title the seed writes, from its templates, its
// named alerts and its system checks, is read by a catalogue template in both languages.
import { beforeAll, describe, expect, it } from 'vitest';
import { NAMED_ALARMS } from '../../sandbox/seed/alarm/named-alarms';
import { SYSTEM_TITLES } from '../../sandbox/seed/alarm/system-alarms';
import { i18next, loadConsoleMessages, loadLanguage } from './i18n';
import { shippedText } from './shipped-texts';
import type { Translate } from './message-key';

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9faf]/;

/** One title of each template of the seed's security and health alerts. */
const TEMPLATED = [
  'Malicious file blocked: coinminer.exe',
  'coinminer.exe blocked 320 times in a day',
  'usb_tool.exe blocked 3 times from removable media',
  'Agent tampering attempt: kill_agent.ps1',
  'AnyDesk.exe blocked',
  'TeamViewer.exe blocked 12 times',
  'powershell.exe started by WINWORD.EXE',
  'FAB-WS007 offline for more than 24 hours',
  'Policy 2026.11.02.1 is older than 7 days',
  'Agent 8.4.1.1151 is outdated',
];
const TITLES = [
  ...TEMPLATED,
  ...NAMED_ALARMS.map((alarm) => alarm[1]),
  ...Object.values(SYSTEM_TITLES).flat(),
];

let t: Translate;
beforeAll(async () => {
  await loadConsoleMessages();
  await loadLanguage('ja');
});

describe('alert titles', () => {
  it('read in Japanese, every one the seed writes, with its file or computer kept', async () => {
    t = i18next.getFixedT('ja');
    for (const title of TITLES) expect(shippedText(t, 'titles', title), title).toMatch(JAPANESE);
    expect(shippedText(t, 'titles', 'coinminer.exe blocked 320 times in a day')).toBe(
      'coinminer.exe が 1 日に 320 回ブロックされました',
    );
    expect(shippedText(t, 'titles', 'AnyDesk.exe blocked')).toBe('AnyDesk.exe が 1 回ブロックされました');
    expect(shippedText(t, 'titles', 'FAB-WS007 offline for more than 24 hours')).toBe(
      'FAB-WS007 が 24 時間以上オフライン',
    );
  });

  it('read in English as the server wrote them', () => {
    t = i18next.getFixedT('en');
    for (const title of TITLES) expect(shippedText(t, 'titles', title)).toBe(title);
  });

  it('leave a title someone wrote as it is, and read a shipped condition name as the condition', () => {
    t = i18next.getFixedT('ja');
    expect(shippedText(t, 'titles', 'Our own check on FAB-WS007')).toBe('Our own check on FAB-WS007');
    expect(shippedText(t, 'titles', 'Remote access tool blocked')).toMatch(JAPANESE);
  });
});

describe('alert event messages', () => {
  it('name the event type and the hash class in words, never as codes', () => {
    const message = 'coinminer.exe was blocked (ExecutionBlocked, malicious).';
    expect(shippedText(i18next.getFixedT('en'), 'messages', message)).toBe(
      'coinminer.exe was blocked (Execution blocked, Malicious).',
    );
    const ja = shippedText(i18next.getFixedT('ja'), 'messages', message);
    expect(ja).toMatch(JAPANESE);
    expect(ja).not.toMatch(/ExecutionBlocked|malicious/);
  });

  it('read a system check’s message, which repeats its title, as the title', () => {
    expect(shippedText(i18next.getFixedT('ja'), 'messages', 'Database connection pool exhausted')).toMatch(
      JAPANESE,
    );
  });
});
