import { describe, expect, it } from 'vitest';
import { move, parseCustomLayout, serializeCustomLayout, toggle } from './custom-layout';

const KNOWN = ['overview', 'alertSummary', 'eventTrends', 'knownThreats'];

describe('the custom dashboard layout', () => {
  it('reads the stored ids in order, leaving out unknown and repeated ones', () => {
    expect(
      parseCustomLayout('{"widgets":["eventTrends","gone","overview","eventTrends"],"layout":"x"}', KNOWN),
    ).toEqual(['eventTrends', 'overview']);
    expect(parseCustomLayout(serializeCustomLayout(['knownThreats']), KNOWN)).toEqual(['knownThreats']);
  });

  it('is null (the default) for no value or a value that is not a layout', () => {
    for (const value of [undefined, '', 'not json', '42', 'null', '{"widgets":"overview"}'])
      expect(parseCustomLayout(value, KNOWN)).toBeNull();
  });

  it('moves a widget one place and keeps it within the list', () => {
    expect(move(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
  });

  it('shows a widget at the end and hides one', () => {
    expect(toggle(['a', 'b'], 'c', true)).toEqual(['a', 'b', 'c']);
    expect(toggle(['a', 'b'], 'a', false)).toEqual(['b']);
  });
});
