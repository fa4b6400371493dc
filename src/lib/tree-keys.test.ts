// The tree keys on a small tree: services (open) > [svchost (closed) > [a], explorer (open) >
// [viewer]], with a second root, tools (a leaf).
import { describe, expect, it } from 'vitest';
import { isTypeAheadKey, treeKeyAction, type TreeKeyRow, typeAheadTarget } from './tree-keys';

const rows: TreeKeyRow[] = [
  { key: 'services', parentKey: null, hasChildren: true },
  { key: 'svchost', parentKey: 'services', hasChildren: true },
  { key: 'explorer', parentKey: 'services', hasChildren: true },
  { key: 'viewer', parentKey: 'explorer', hasChildren: false },
  { key: 'tools', parentKey: null, hasChildren: false },
];
const expanded = new Set(['services', 'explorer']);
const key = (name: string, on: string) =>
  treeKeyAction(
    rows,
    rows.findIndex((row) => row.key === on),
    name,
    expanded,
  );

describe('treeKeyAction', () => {
  it('moves up and down the visible rows, to the first and the last', () => {
    expect(key('ArrowDown', 'svchost')).toEqual({ kind: 'focus', key: 'explorer' });
    expect(key('ArrowUp', 'svchost')).toEqual({ kind: 'focus', key: 'services' });
    expect(key('ArrowUp', 'services')).toEqual({ kind: 'none' });
    expect(key('ArrowDown', 'tools')).toEqual({ kind: 'none' });
    expect(key('Home', 'viewer')).toEqual({ kind: 'focus', key: 'services' });
    expect(key('End', 'services')).toEqual({ kind: 'focus', key: 'tools' });
  });

  it('opens a closed node or enters an open one with Right; closes or goes to the parent with Left', () => {
    expect(key('ArrowRight', 'svchost')).toEqual({ kind: 'expand', key: 'svchost' });
    expect(key('ArrowRight', 'explorer')).toEqual({ kind: 'focus', key: 'viewer' });
    expect(key('ArrowRight', 'viewer')).toEqual({ kind: 'none' });
    expect(key('ArrowLeft', 'explorer')).toEqual({ kind: 'collapse', key: 'explorer' });
    expect(key('ArrowLeft', 'svchost')).toEqual({ kind: 'focus', key: 'services' });
    expect(key('ArrowLeft', 'viewer')).toEqual({ kind: 'focus', key: 'explorer' });
    expect(key('ArrowLeft', 'tools')).toEqual({ kind: 'none' });
  });

  it('activates with Enter and Space, opens the siblings that have children with *, ignores other keys', () => {
    expect(key('Enter', 'svchost')).toEqual({ kind: 'activate', key: 'svchost' });
    expect(key(' ', 'viewer')).toEqual({ kind: 'activate', key: 'viewer' });
    expect(key('*', 'explorer')).toEqual({ kind: 'expandSiblings', keys: ['svchost', 'explorer'] });
    expect(key('*', 'tools')).toEqual({ kind: 'expandSiblings', keys: ['services'] });
    expect(key('a', 'svchost')).toEqual({ kind: 'none' });
  });

  it('focuses the first row when the focused one is not shown (a filter hid it)', () => {
    expect(treeKeyAction(rows, -1, 'ArrowDown', expanded)).toEqual({ kind: 'focus', key: 'services' });
    expect(treeKeyAction([], -1, 'ArrowDown', expanded)).toEqual({ kind: 'none' });
  });
});

describe('type-ahead', () => {
  const named = [
    { key: 'a', parentKey: null, hasChildren: true, name: 'Adatum' },
    { key: 'b', parentKey: 'a', hasChildren: false, name: 'Bellows' },
    { key: 'c', parentKey: 'a', hasChildren: false, name: 'Alpine Ski' },
    { key: 'd', parentKey: null, hasChildren: false, name: 'alpha' },
  ];
  const nameOf = (row: (typeof named)[number]) => row.name;

  it('moves to the next row starting with the character, wrapping, case-insensitive', () => {
    expect(typeAheadTarget(named, 0, 'a', nameOf)).toBe('c');
    expect(typeAheadTarget(named, 2, 'A', nameOf)).toBe('d');
    expect(typeAheadTarget(named, 3, 'a', nameOf)).toBe('a');
    expect(typeAheadTarget(named, 0, 'z', nameOf)).toBeNull();
  });

  it('searches from the row itself once more characters are typed', () => {
    expect(typeAheadTarget(named, 2, 'al', nameOf)).toBe('c');
    expect(typeAheadTarget(named, 2, 'alph', nameOf)).toBe('d');
  });

  it('takes printable characters only (not *, Space or shortcuts)', () => {
    const press = (key: string, ctrlKey = false) =>
      isTypeAheadKey({ key, ctrlKey, metaKey: false, altKey: false });
    expect(press('f')).toBe(true);
    expect(press('*')).toBe(false);
    expect(press(' ')).toBe(false);
    expect(press('ArrowDown')).toBe(false);
    expect(press('k', true)).toBe(false);
  });
});
