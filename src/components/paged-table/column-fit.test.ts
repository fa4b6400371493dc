import { describe, expect, it } from 'vitest';
import {
  badgeMinWidth,
  fitColumns,
  headerMinWidth,
  staticColumnMinWidth,
  type TextWidth,
} from './column-fit';

// 8 px a character: the sums below are easy to follow.
const measure: TextWidth = (text) => [...text].length * 8;

describe('the narrowest a column may be', () => {
  it('shows its header\u2019s widest word whole, the sort arrow after the last word', () => {
    // padding 10 + "Protection" 80 + end padding 28 + slack 4
    expect(headerMinWidth('Protection mode', false, measure)).toBe(122);
    // the last word with its arrow: "mode" 32 + gap 4 + arrow 8 = 44, less than "Protection"
    expect(headerMinWidth('Protection mode', true, measure)).toBe(122);
    // a long last word: "versionnnnn" 88 + gap 4 + arrow 8 = 100
    expect(headerMinWidth('Agent versionnnnn', true, measure)).toBe(10 + 100 + 28 + 4);
  });

  it('shows its widest badge whole, in capitals', () => {
    const narrow = badgeMinWidth(['Active'], measure);
    const wide = badgeMinWidth(['Active', 'Company Administrator'], measure);
    // 15 more capitals of 8 px and 0.25 px spacing (each width rounded up on its own)
    expect(Math.abs(wide - narrow - 15 * 8.25)).toBeLessThanOrEqual(1);
  });
});

describe('the narrowest column of a short list (StaticTable)', () => {
  it('shows a Japanese header whole, not one character a line', () => {
    // padding 2 x 10 + "重大度" 3 x 8 + slack 4
    expect(staticColumnMinWidth('重大度', [], measure)).toBe(48);
    // an English header wraps between its words: its widest word
    expect(staticColumnMinWidth('Last updated on', [], measure)).toBe(20 + 7 * 8 + 4);
  });

  it('shows the widest of its labels whole, when wider than its header', () => {
    // "Information" 11 x 8 in the body's padding (2 x 10) + slack 4
    expect(staticColumnMinWidth('Severity', ['Low', 'Information'], measure)).toBe(20 + 88 + 4);
  });
});

describe('fitColumns', () => {
  const columns = [
    { id: 'name', size: 300, min: 120, shrinkable: true },
    { id: 'city', size: 200, min: 120, shrinkable: true },
    { id: 'status', size: 150, min: 150, shrinkable: false },
  ];

  it('leaves columns that fit as they are', () => {
    expect(fitColumns(columns, 650)).toEqual({});
    expect(fitColumns(columns, 0)).toEqual({});
  });

  it('takes the excess from the text columns in proportion to what each can give', () => {
    // 100 too wide; name can give 180, city 80: they give 70 and 31 (rounded up).
    expect(fitColumns(columns, 550)).toEqual({ name: 230, city: 169 });
  });

  it('never below a column\u2019s narrowest, nor from a badge column', () => {
    expect(fitColumns(columns, 100)).toEqual({ name: 120, city: 120 });
  });

  it('then takes what is still too wide from the badges and dates, down to their narrowest', () => {
    const withDate = [
      ...columns,
      { id: 'created', size: 190, min: 140, shrinkable: false, givesLast: true },
      { id: 'chosen', size: 200, min: 100, shrinkable: false },
    ];
    // 1040 wide in 600: name and city give 260, then created gives 50 (down to its narrowest).
    expect(fitColumns(withDate, 600)).toEqual({ name: 120, city: 120, created: 140 });
    // The text first: in 820 the date keeps its width (the text gives 220 of its 260).
    expect(fitColumns(withDate, 820)).toEqual({ name: 147, city: 132 });
  });
});
