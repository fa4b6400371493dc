import { describe, expect, it } from 'vitest';
import { TREE } from '../session/testing/scope-fixtures';
import { treeKeyAction } from '../lib/tree-keys';
import { nodeKey, parentKeys, visibleRows } from './tree-navigation';

const [northwind] = TREE.partner;
const fabrikam = northwind!.childNodes[0]!;
const chicago = fabrikam.childNodes[0]!;
const detroit = fabrikam.childNodes[1]!;
const tailspin = northwind!.childNodes[1]!;

describe('the scope tree\u2019s rows and keys (src/lib/tree-keys.ts)', () => {
  const expanded = new Set([nodeKey(northwind!), nodeKey(fabrikam)]);
  const rows = visibleRows(TREE.partner, expanded);
  const at = (name: string) => rows.findIndex((r) => r.node.name === name);

  it('shows the roots and the children of open nodes, in order, with their levels', () => {
    expect(rows.map((r) => [r.node.name, r.level])).toEqual([
      ['Northwind Security Partners', 1],
      ['Fabrikam Manufacturing', 2],
      ['Chicago HQ', 3],
      ['Detroit Plant', 3],
      ['Tailspin Toys', 2],
    ]);
  });

  it('moves with Up, Down, Home and End over the visible rows', () => {
    expect(treeKeyAction(rows, at('Chicago HQ'), 'ArrowDown', expanded)).toEqual({
      kind: 'focus',
      key: nodeKey(detroit),
    });
    expect(treeKeyAction(rows, at('Chicago HQ'), 'ArrowUp', expanded)).toEqual({
      kind: 'focus',
      key: nodeKey(fabrikam),
    });
    expect(treeKeyAction(rows, at('Chicago HQ'), 'Home', expanded)).toEqual({
      kind: 'focus',
      key: nodeKey(northwind!),
    });
    expect(treeKeyAction(rows, at('Chicago HQ'), 'End', expanded)).toEqual({
      kind: 'focus',
      key: nodeKey(tailspin),
    });
    expect(treeKeyAction(rows, at('Tailspin Toys'), 'ArrowDown', expanded)).toEqual({ kind: 'none' });
  });

  it('opens a closed node with Right, then moves into it', () => {
    expect(treeKeyAction(rows, at('Chicago HQ'), 'ArrowRight', expanded)).toEqual({
      kind: 'expand',
      key: nodeKey(chicago),
    });
    expect(treeKeyAction(rows, at('Fabrikam Manufacturing'), 'ArrowRight', expanded)).toEqual({
      kind: 'focus',
      key: nodeKey(chicago),
    });
  });

  it('closes an open node with Left, or goes to the parent', () => {
    expect(treeKeyAction(rows, at('Fabrikam Manufacturing'), 'ArrowLeft', expanded)).toEqual({
      kind: 'collapse',
      key: nodeKey(fabrikam),
    });
    expect(treeKeyAction(rows, at('Detroit Plant'), 'ArrowLeft', expanded)).toEqual({
      kind: 'focus',
      key: nodeKey(fabrikam),
    });
    expect(treeKeyAction(rows, at('Northwind Security Partners'), 'ArrowLeft', new Set())).toEqual({
      kind: 'none',
    });
  });

  it('activates (chooses) with Enter', () => {
    expect(treeKeyAction(rows, at('Detroit Plant'), 'Enter', expanded)).toEqual({
      kind: 'activate',
      key: nodeKey(detroit),
    });
  });

  it('lists every node with children (what filtering opens)', () => {
    expect(parentKeys(TREE.partner)).toHaveLength(6);
  });
});
