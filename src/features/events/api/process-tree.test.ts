import { describe, expect, it } from 'vitest';
import {
  allIds,
  initiallyExpanded,
  ownProcessId,
  parentProcessOf,
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
