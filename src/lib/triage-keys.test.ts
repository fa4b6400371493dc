// @vitest-environment jsdom
// The triage keys (issue 34) on a list of five rows, the third one active.
import { describe, expect, it } from 'vitest';
import { keyTargetOf, rowRange, triageKeyAction, type TriageKeyEvent } from './triage-keys';

const press = (key: string, extra: Partial<TriageKeyEvent> = {}): TriageKeyEvent => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  target: 'row',
  dialogOpen: false,
  ...extra,
});
const state = { activeIndex: 2, rowCount: 5, anchorIndex: null };

describe('triageKeyAction', () => {
  it.each([
    ['j', { kind: 'focus', index: 3 }],
    ['k', { kind: 'focus', index: 1 }],
    ['x', { kind: 'toggle', index: 2 }],
    ['o', { kind: 'open', index: 2 }],
    ['e', { kind: 'status', key: 'e' }],
    ['i', { kind: 'status', key: 'i' }],
    ['r', { kind: 'status', key: 'r' }],
    ['?', { kind: 'help' }],
    ['q', { kind: 'none' }],
  ])('%s on a row', (key, action) => {
    expect(triageKeyAction(press(key, key === '?' ? { shiftKey: true } : {}), state)).toEqual(action);
  });

  it('stops at the ends of the list', () => {
    expect(triageKeyAction(press('j'), { ...state, activeIndex: 4 })).toEqual({ kind: 'focus', index: 4 });
    expect(triageKeyAction(press('k'), { ...state, activeIndex: 0 })).toEqual({ kind: 'focus', index: 0 });
  });

  it('extends the selection from where it began to the active row, either way', () => {
    expect(triageKeyAction(press('X', { shiftKey: true }), { ...state, anchorIndex: 0 })).toEqual({
      kind: 'extend',
      indexes: [0, 1, 2],
    });
    expect(triageKeyAction(press('X', { shiftKey: true }), { ...state, anchorIndex: 4 })).toEqual({
      kind: 'extend',
      indexes: [2, 3, 4],
    });
    expect(triageKeyAction(press('X', { shiftKey: true }), state)).toEqual({ kind: 'extend', indexes: [2] });
  });

  it('never fires while typing, in a dialog, or with a modifier', () => {
    for (const key of ['j', 'x', 'e', '?', 'o'] as const) {
      expect(triageKeyAction(press(key, { target: 'editable' }), state).kind).toBe('none');
      expect(triageKeyAction(press(key, { dialogOpen: true }), state).kind).toBe('none');
      expect(triageKeyAction(press(key, { ctrlKey: true }), state).kind).toBe('none');
      expect(triageKeyAction(press(key, { metaKey: true }), state).kind).toBe('none');
      expect(triageKeyAction(press(key, { altKey: true }), state).kind).toBe('none');
    }
    expect(triageKeyAction(press('J', { shiftKey: true }), state).kind).toBe('none');
  });

  it('leaves Enter to rows and controls; opens the active row from elsewhere', () => {
    expect(triageKeyAction(press('Enter'), state).kind).toBe('none');
    expect(triageKeyAction(press('Enter', { target: 'control' }), state).kind).toBe('none');
    expect(triageKeyAction(press('Enter', { target: 'other' }), state)).toEqual({ kind: 'open', index: 2 });
  });

  it('does nothing but help on an empty list', () => {
    const empty = { activeIndex: 0, rowCount: 0, anchorIndex: null };
    expect(triageKeyAction(press('j'), empty).kind).toBe('none');
    expect(triageKeyAction(press('?', { shiftKey: true }), empty).kind).toBe('help');
  });
});

describe('rowRange', () => {
  it('runs from the lower to the higher index', () => {
    expect(rowRange(3, 1)).toEqual([1, 2, 3]);
    expect(rowRange(2, 2)).toEqual([2]);
  });
});

describe('keyTargetOf', () => {
  it('tells fields, controls and rows apart', () => {
    const make = (html: string) => {
      const host = document.createElement('div');
      host.innerHTML = html;
      return host.firstElementChild;
    };
    expect(keyTargetOf(make('<input type="text">'))).toBe('editable');
    expect(keyTargetOf(make('<input type="checkbox">'))).toBe('control');
    expect(keyTargetOf(make('<textarea></textarea>'))).toBe('editable');
    expect(keyTargetOf(make('<div role="combobox"></div>'))).toBe('editable');
    expect(keyTargetOf(make('<button></button>'))).toBe('control');
    expect(keyTargetOf(make('<table><tbody><tr></tr></tbody></table>')?.querySelector('tr') ?? null)).toBe(
      'row',
    );
    expect(keyTargetOf(document.body)).toBe('other');
    expect(keyTargetOf(null)).toBe('other');
  });
});
