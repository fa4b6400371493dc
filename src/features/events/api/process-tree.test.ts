import { describe, expect, it } from 'vitest';
import {
  allIds,
  centredOffset,
  initiallyExpanded,
  ownProcessId,
  parentProcessOf,
  visibleRows,
  type ProcessNode,
} from './process-tree';
import { treeKeyAction } from '../../../lib/tree-keys';

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

describe('the tree\u2019s rows under the keys of every tree (src/lib/tree-keys.ts)', () => {
  // services (open) > [svchost (closed) > [a], explorer (open) > [viewer]]
  const root = node('services.exe', null, [
    node('svchost.exe', null, [node('a.exe', null)]),
    node('explorer.exe', null, [node('viewer.exe', null)]),
  ]);
  const expanded = new Set(['0', '0.1']);
  const rows = visibleRows(root, expanded);
  const at = (id: string) => rows.findIndex((row) => row.key === id);
  const key = (name: string, id: string) => treeKeyAction(rows, at(id), name, expanded);

  it('gives each visible row its key, its parent and whether it has children', () => {
    expect(rows.map((row) => [row.key, row.parentKey, row.hasChildren])).toEqual([
      ['0', null, true],
      ['0.0', '0', true],
      ['0.1', '0', true],
      ['0.1.0', '0.1', false],
    ]);
  });

  it('moves, opens, enters, closes and goes to the parent', () => {
    expect(key('ArrowDown', '0.0')).toEqual({ kind: 'focus', key: '0.1' });
    expect(key('End', '0')).toEqual({ kind: 'focus', key: '0.1.0' });
    expect(key('ArrowRight', '0.0')).toEqual({ kind: 'expand', key: '0.0' });
    expect(key('ArrowRight', '0.1')).toEqual({ kind: 'focus', key: '0.1.0' });
    expect(key('ArrowLeft', '0.1')).toEqual({ kind: 'collapse', key: '0.1' });
    expect(key('ArrowLeft', '0.1.0')).toEqual({ kind: 'focus', key: '0.1' });
    expect(key('*', '0.0')).toEqual({ kind: 'expandSiblings', keys: ['0.0', '0.1'] });
    expect(key('Enter', '0.0')).toEqual({ kind: 'activate', key: '0.0' });
  });
});

describe('centredOffset', () => {
  it('puts a row in the middle of the viewport, never above the top', () => {
    expect(centredOffset(500, 90, 480)).toBe(500 * 90 + 45 - 240);
    expect(centredOffset(1, 90, 480)).toBe(0);
    expect(centredOffset(0, 90, 0)).toBe(45);
  });
});
