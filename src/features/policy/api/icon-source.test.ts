import { describe, expect, it } from 'vitest';
import { iconSize, iconSource } from './icon-source';

describe('iconSource', () => {
  it.each([
    ['data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', true],
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['data:image/png;name=reader.png;base64,iVBORw0KGgo=', true],
    ['data:text/html;base64,PHNjcmlwdD4=', false],
    ['data:image/svg+xml,<svg onload="alert(1)"/>', false],
    ['javascript:alert(1)', false],
    ['https://example.test/icon.svg', false],
  ])('%s is drawn: %s', (url, drawn) => {
    expect(iconSource(url) !== null).toBe(drawn);
  });
});

describe('iconSize', () => {
  it('says bytes below 1 KB and KB above', () => {
    expect(iconSize(123, 'en')).toEqual({ key: 'bytes', size: '123' });
    expect(iconSize(1536, 'en')).toEqual({ key: 'kilobytes', size: '1.5' });
    expect(iconSize(65536, 'en')).toEqual({ key: 'kilobytes', size: '64' });
  });
});
