import { describe, expect, it } from 'vitest';
import { DATE_INPUT_FORMAT, parseDateInput } from './date-input-format';

describe('a date typed in the user’s language', () => {
  it('reads month/day/year in English and year/month/day in Japanese', () => {
    expect(parseDateInput('11/27/2026', 'en')).toBe('2026-11-27');
    expect(parseDateInput('2026/11/27', 'ja')).toBe('2026-11-27');
    expect(parseDateInput('2026/1/5', 'ja')).toBe('2026-01-05');
    expect(parseDateInput('11/27/2026', 'ja')).toBeNull();
    expect(DATE_INPUT_FORMAT.ja).toBe('YYYY/MM/DD');
  });

  it('reads the ISO form in either language', () => {
    expect(parseDateInput('2020-01-01', 'en')).toBe('2020-01-01');
    expect(parseDateInput('2020-01-01', 'ja')).toBe('2020-01-01');
  });

  it('reads nothing from a day half typed or that does not exist', () => {
    expect(parseDateInput('2', 'en')).toBeNull();
    expect(parseDateInput('2026/11', 'ja')).toBeNull();
    expect(parseDateInput('02/30/2026', 'en')).toBeNull();
    expect(parseDateInput('', 'en')).toBeNull();
  });
});
