import { describe, expect, it } from 'vitest';
import {
  allIds,
  centredOffset,
  initiallyExpanded,
  ownProcessId,
  parentProcessOf,
  treeKeyAction,
  visibleRows,
  type ProcessNode,
} from './process-tree';

const node = (name: string, sha: string | null, children: ProcessNode[] = []): ProcessNode => ({
  processId: 4,
  processName: name,
  filePath: `C:\\${name}`,
  sha256: sha,
  publisher: null,
  commandLine: null,
  userName: null,
  blocked: false,
  children,
});
const FILE = 'a'.repeat(64);
const tree = node('explorer.exe', 'e'.repeat(64), [
  node('chrome.exe', 'c'.repeat(64), [node('invoice.exe', FILE, [node('cmd.exe', 'd'.repeat(64))])]),
  node('notepad.exe', 'n'.repeat(64)),
]);
const event = { sha256: FILE, filePath: 'C:\\invoice.exe', processTree: tree };

describe('the process tree', () => {
  it('finds the event\u2019s own process and its parent', () => {
    expect(ownProcessId(tree, event)).toBe('0.0.0');
    expect(parentProcessOf(event)?.processName).toBe('chrome.exe');
    expect(parentProcessOf({ ...event, processTree: null })).toBeNull();
    // A node without a hash is matched by its path.
    const unhashed = node('explorer.exe', null, [node('invoice.exe', null)]);
    expect(ownProcessId(unhashed, event)).toBe('0.0');
  });

  it('starts expanded down to the event and its children, with the siblings on the way', () => {
    const rows = visibleRows(tree, initiallyExpanded('0.0.0'));
    expect(rows.map((r) => [r.node.processName, r.level, r.position, r.siblings])).toEqual([
      ['explorer.exe', 1, 1, 1],
      ['chrome.exe', 2, 1, 2],
      ['invoice.exe', 3, 1, 1],
      ['cmd.exe', 4, 1, 1],
      ['notepad.exe', 2, 2, 2],
    ]);
    expect(visibleRows(tree, new Set(['0'])).map((r) => r.node.processName)).toEqual([
      'explorer.exe',
      'chrome.exe',
      'notepad.exe',
    ]);
  });

  it('lists only the visible rows of a thousand-process tree', () => {
    const wide = node(
      'services.exe',
      null,
      Array.from({ length: 999 }, (_, i) => node(`svc${i}.exe`, null)),
    );
    expect(allIds(wide)).toHaveLength(1000);
    expect(visibleRows(wide, new Set())).toHaveLength(1);
    expect(visibleRows(wide, new Set(['0']))).toHaveLength(1000);
  });
});

describe('the tree\u2019s keys (WAI-ARIA tree pattern)', () => {
  // services (open) > [svchost (closed) > [a], explorer (open) > [viewer]]
  const root = node('services.exe', null, [
    node('svchost.exe', null, [node('a.exe', null)]),
    node('explorer.exe', null, [node('viewer.exe', null)]),
  ]);
  const expanded = new Set(['0', '0.1']);
  const rows = visibleRows(root, expanded);
  const at = (id: string) => rows.findIndex((row) => row.id === id);
  const key = (name: string, id: string) => treeKeyAction(name, rows, at(id), expanded);

  it('moves up and down the visible rows, to the first and the last', () => {
    expect(rows.map((row) => row.id)).toEqual(['0', '0.0', '0.1', '0.1.0']);
    expect(key('ArrowDown', '0.0')).toEqual({ kind: 'focus', id: '0.1' });
    expect(key('ArrowUp', '0.0')).toEqual({ kind: 'focus', id: '0' });
    expect(key('ArrowUp', '0')).toBeNull();
    expect(key('ArrowDown', '0.1.0')).toBeNull();
    expect(key('Home', '0.1.0')).toEqual({ kind: 'focus', id: '0' });
    expect(key('End', '0')).toEqual({ kind: 'focus', id: '0.1.0' });
  });

  it('opens a closed node or enters an open one with Right; closes or goes to the parent with Left', () => {
    expect(key('ArrowRight', '0.0')).toEqual({ kind: 'expand', id: '0.0' });
    expect(key('ArrowRight', '0.1')).toEqual({ kind: 'focus', id: '0.1.0' });
    expect(key('ArrowRight', '0.1.0')).toBeNull();
    expect(key('ArrowLeft', '0.1')).toEqual({ kind: 'collapse', id: '0.1' });
    expect(key('ArrowLeft', '0.0')).toEqual({ kind: 'focus', id: '0' });
    expect(key('ArrowLeft', '0.1.0')).toEqual({ kind: 'focus', id: '0.1' });
  });

  it('toggles with Enter and Space, expands the siblings with *, ignores other keys', () => {
    expect(key('Enter', '0.0')).toEqual({ kind: 'toggle', id: '0.0' });
    expect(key(' ', '0.1')).toEqual({ kind: 'toggle', id: '0.1' });
    expect(key('Enter', '0.1.0')).toBeNull();
    expect(key('*', '0.0')).toEqual({ kind: 'expandSiblings', ids: ['0.0', '0.1'] });
    expect(key('a', '0.0')).toBeNull();
  });
});

describe('centredOffset', () => {
  it('puts a row in the middle of the viewport, never above the top', () => {
    expect(centredOffset(500, 90, 480)).toBe(500 * 90 + 45 - 240);
    expect(centredOffset(1, 90, 480)).toBe(0);
    expect(centredOffset(0, 90, 0)).toBe(45);
  });
});
