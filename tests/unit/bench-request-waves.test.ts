// bench:ui's request waves: requests started before any earlier reply arrived are one wave.
import { describe, expect, it } from 'vitest';
import { wavesOf } from '../../scripts/bench-ui/support';

describe('request waves', () => {
  it('counts requests started together as one wave', () => {
    expect(
      wavesOf([
        { start: 0, end: 50 },
        { start: 1, end: 40 },
        { start: 2, end: 90 },
      ]),
    ).toBe(1);
  });

  it('opens a wave for a request started after a reply', () => {
    expect(
      wavesOf([
        { start: 0, end: 50 },
        { start: 1, end: 40 },
        { start: 45, end: 90 },
      ]),
    ).toBe(2);
    expect(
      wavesOf([
        { start: 0, end: 10 },
        { start: 20, end: 30 },
        { start: 40, end: 50 },
      ]),
    ).toBe(3);
  });

  it('counts nothing as no wave, in any order of arrival', () => {
    expect(wavesOf([])).toBe(0);
    expect(
      wavesOf([
        { start: 55, end: 90 },
        { start: 0, end: 50 },
      ]),
    ).toBe(2);
  });
});
