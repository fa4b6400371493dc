import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE, orEmpty } from './empty-value';

describe('orEmpty', () => {
  it('shows the one empty mark for a missing or blank value, the text otherwise', () => {
    expect(EMPTY_VALUE).toBe('—');
    expect(orEmpty(null)).toBe('—');
    expect(orEmpty(undefined)).toBe('—');
    expect(orEmpty('')).toBe('—');
    expect(orEmpty('explorer.exe')).toBe('explorer.exe');
  });
});
