import { describe, expect, it } from 'vitest';
import { formatAbbreviated, formatDateTime, formatFull, formatMemory } from './format';

describe('formatAbbreviated', () => {
  it('keeps numbers under 1000 as they are', () => {
    expect(formatAbbreviated(0)).toBe('0');
    expect(formatAbbreviated(999)).toBe('999');
  });

  it('abbreviates with k, M, G, T, P, E and two decimals', () => {
    expect(formatAbbreviated(1000)).toBe('1.00k');
    expect(formatAbbreviated(1234)).toBe('1.23k');
    expect(formatAbbreviated(1_500_000)).toBe('1.50M');
    expect(formatAbbreviated(2_345_000_000)).toBe('2.35G');
    expect(formatAbbreviated(7e12)).toBe('7.00T');
    expect(formatAbbreviated(8.5e15)).toBe('8.50P');
    expect(formatAbbreviated(1.25e18)).toBe('1.25E');
    expect(formatAbbreviated(-2500)).toBe('-2.50k');
  });

  it('carries a value that rounds up to 1000 into the next unit', () => {
    expect(formatAbbreviated(999_999)).toBe('1.00M');
  });
});

describe('formatDateTime', () => {
  it('formats in the given language and leaves missing dates empty', () => {
    const iso = '2026-11-23T09:00:00Z';
    expect(formatDateTime(iso, 'en')).toMatch(/2026/);
    expect(formatDateTime(iso, 'ja')).toMatch(/2026\/11\/2[34]/);
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatFull', () => {
  it('groups the digits as the language does', () => {
    expect(formatFull(1234567.891, 'en')).toBe('1,234,567.891');
    expect(formatFull(1234567, 'ja')).toBe('1,234,567');
    expect(formatFull(-42, 'en')).toBe('-42');
  });
});

describe('formatMemory', () => {
  it('gives a size in MB in the largest unit it fills, as the language writes it (issue 25: "16384 MB")', () => {
    expect(formatMemory(16384)).toBe('16 GB');
    expect(formatMemory(1536)).toBe('1.5 GB');
    expect(formatMemory(512)).toBe('512 MB');
    expect(formatMemory(2 * 1024 * 1024)).toBe('2 TB');
    expect(formatMemory(16384, 'ja')).toBe('16 GB');
  });
});
