import { describe, expect, it } from 'vitest';
import { entityOfNode, filterScopeTree, findScopeNode, flattenScopeTree } from './scope-tree';
import { GUID, TREE, chicago, fabrikam, northwind } from './testing/scope-fixtures';

describe('the scope tree', () => {
  it('finds a node with its path, whatever the guid case', () => {
    const found = findScopeNode(TREE.global, GUID.chicago.toUpperCase());
    expect(found?.node).toBe(chicago);
    expect(found?.path.map((n) => n.name)).toEqual([
      'Northwind Security Partners',
      'Fabrikam Manufacturing',
      'Chicago HQ',
    ]);
    expect(findScopeNode(TREE.global, GUID.chicago, 1)).toBeNull();
  });

  it('flattens depth first', () => {
    expect(flattenScopeTree([fabrikam]).map((e) => e.node.name)).toEqual([
      'Fabrikam Manufacturing',
      'Chicago HQ',
      'Finance Workstations',
      'Engineering Laptops',
      'Detroit Plant',
      'Plant Floor Kiosks',
    ]);
  });

  it('stores a node as guid, name, id and main id', () => {
    expect(entityOfNode(chicago)).toEqual({ guid: GUID.chicago, name: 'Chicago HQ', id: 2001, mainId: 5001 });
    expect(entityOfNode(northwind)).toEqual({
      guid: GUID.northwind,
      name: 'Northwind Security Partners',
      id: 101,
      mainId: null,
    });
  });

  it('filters by name, case-insensitively, keeping the ancestors of each match', () => {
    const filtered = filterScopeTree(TREE.global, '  finance ');
    expect(flattenScopeTree(filtered).map((e) => e.node.name)).toEqual([
      'Northwind Security Partners',
      'Fabrikam Manufacturing',
      'Chicago HQ',
      'Finance Workstations',
    ]);
  });

  it('keeps the whole subtree hidden under a matching node without matching children', () => {
    const filtered = filterScopeTree(TREE.global, 'tailspin');
    expect(flattenScopeTree(filtered).map((e) => e.node.name)).toEqual([
      'Northwind Security Partners',
      'Tailspin Toys',
    ]);
  });

  it('finds nothing for a name no node has, and everything for an empty filter', () => {
    expect(filterScopeTree(TREE.global, 'zzz')).toEqual([]);
    expect(filterScopeTree(TREE.global, '   ')).toEqual(TREE.global);
  });
});
