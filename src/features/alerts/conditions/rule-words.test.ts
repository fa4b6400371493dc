import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, loadConsoleMessages, loadLanguage } from '../../../i18n/i18n';
import { ruleInWords } from './rule-words';

describe('ruleInWords', () => {
  beforeAll(async () => {
    await loadConsoleMessages();
    await loadLanguage('ja');
  });

  it('says the window in the largest whole unit, in either language', () => {
    const en = i18next.getFixedT('en');
    expect(ruleInWords(en, 50, 1440)).toBe('50 in 1 day');
    expect(ruleInWords(en, 3, 2880)).toBe('3 in 2 days');
    expect(ruleInWords(en, 5, 60)).toBe('5 in 1 hour');
    expect(ruleInWords(en, 5, 120)).toBe('5 in 2 hours');
    expect(ruleInWords(en, 1, 5)).toBe('1 in 5 min');
    expect(ruleInWords(en, 1, 90)).toBe('1 in 90 min');
    expect(ruleInWords(i18next.getFixedT('ja'), 50, 1440)).toBe('1 日間に 50 件');
  });
});
