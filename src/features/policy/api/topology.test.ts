import { describe, expect, it } from 'vitest';
import type { ApiSchema } from '../../../api/contract-types';
import { homeHrefAt, parseHomeScope } from './home-scope';
import {
  allParents,
  initiallyExpanded,
  topologyKey,
  treeOfSubtree,
  visibleTopologyRows,
  type TopologyNode,
} from './topology';
import { blockOptionGroups } from './topology-blocks';
import { parseTopologySearch } from './topology-search';

const node = (nodeType: TopologyNode['nodeType'], guid: string | null, childCount: number): TopologyNode => ({
  nodeType,
  guid,
  name: `${nodeType} ${guid ?? 'root'}`,
  parentGuid: null,
  childCount,
  version: null,
  computers: { total: 0, onVersion: 0, behind: 0 },
  blocks: [],
  receivesBlock: null,
});

const root = node('global', null, 2);
const north = node('partner', 'n', 1);
const south = node('partner', 's', 0);
const fabrikam = node('company', 'f', 3);

describe('the topology’s visible rows', () => {
  it('show the opened nodes’ loaded children with their level, set size and place; an opened level not loaded is busy', () => {
    const children = new Map([[topologyKey(root), [north, south]]]);
    const rows = visibleTopologyRows([root], children, new Set([topologyKey(root), topologyKey(north)]));
    expect(rows.map((r) => [r.key, r.level, r.setSize, r.posInSet, r.parentKey, r.loading])).toEqual([
      ['global:', 1, 1, 1, null, false],
      ['partner:n', 2, 2, 1, 'global:', true],
      ['partner:s', 2, 2, 2, 'global:', false],
    ]);
    expect(rows.map((r) => r.hasChildren)).toEqual([true, true, false]);
  });

  it('hide a closed node’s children and never nest a node below itself', () => {
    const children = new Map([
      [topologyKey(north), [fabrikam, north]],
      [topologyKey(fabrikam), []],
    ]);
    expect(visibleTopologyRows([north], children, new Set()).map((r) => r.key)).toEqual(['partner:n']);
    const open = visibleTopologyRows([north], children, new Set([topologyKey(north)]));
    expect(open.map((r) => [r.key, r.setSize])).toEqual([
      ['partner:n', 1],
      ['company:f', 1],
    ]);
  });

  it('open the top node when it is the only one', () => {
    expect([...initiallyExpanded([root])]).toEqual(['global:']);
    expect([...initiallyExpanded([north, south])]).toEqual([]);
    expect([...initiallyExpanded([south])]).toEqual([]);
  });
});

describe('the topology’s search params', () => {
  it('keep a block id and the table view, and drop anything else', () => {
    expect(parseTopologySearch({ blockId: '13', view: 'table' })).toEqual({ blockId: 13, view: 'table' });
    expect(parseTopologySearch({ blockId: 13, view: 'tree' })).toEqual({ blockId: 13 });
    expect(parseTopologySearch({ blockId: '0', view: 'chart' })).toEqual({});
    expect(parseTopologySearch({ blockId: 'x13' })).toEqual({});
    expect(parseTopologySearch({ blockId: 2 ** 31 })).toEqual({});
  });
});

describe('the block filter’s options', () => {
  // Only what the options read of a block.
  const block = (blockId: number, name: string, owner: string) =>
    ({
      blockId,
      name,
      owner: { nodeType: 'partner', guid: null, name: owner },
    }) as ApiSchema<'PolicyBlockSummary'>;

  it('group by level, name blocks below SPM global with their owner, list each block once, and leave out empty or missing levels', () => {
    const groups = blockOptionGroups(
      [
        [block(11, 'Windows baseline', 'SPM global')],
        undefined,
        [block(21, 'Office Suite', 'Northwind'), block(11, 'Windows baseline', 'SPM global')],
      ],
      (name, owner) => `${name} (${owner})`,
    );
    expect(groups).toEqual([
      { level: 'spmGlobal', items: [{ value: '11', label: 'Windows baseline' }] },
      { level: 'local', items: [{ value: '21', label: 'Office Suite (Northwind)' }] },
    ]);
  });
});

describe('the topology from one subtree reply', () => {
  const at = (n: TopologyNode, depth: number, parentGuid: string | null = null) => ({
    ...n,
    parentGuid,
    depth,
  });

  it('gives the top and each node’s children in reply order; once complete, a node without children has none (not loading)', () => {
    const reply = [at(root, 1), at(north, 2), at(fabrikam, 3, 'n'), at(south, 2)];
    const partial = treeOfSubtree(reply, false);
    expect(partial.top.map(topologyKey)).toEqual(['global:']);
    expect(partial.children.get('global:')?.map(topologyKey)).toEqual(['partner:n', 'partner:s']);
    expect(partial.children.get('partner:n')?.map(topologyKey)).toEqual(['company:f']);
    expect(partial.children.has('company:f')).toBe(false);
    const everything = allParents(reply);
    const rows = visibleTopologyRows(partial.top, partial.children, everything);
    expect(rows.map((r) => [r.key, r.level, r.loading])).toEqual([
      ['global:', 1, false],
      ['partner:n', 2, false],
      ['company:f', 3, true],
      ['partner:s', 2, false],
    ]);
    const complete = treeOfSubtree(reply, true);
    expect(visibleTopologyRows(complete.top, complete.children, everything).some((r) => r.loading)).toBe(
      false,
    );
  });

  it('takes several top nodes (a Group Admin’s groups)', () => {
    const groups = [at(node('group', 'g1', 0), 1, 's'), at(node('group', 'g2', 0), 1, 's')];
    expect(treeOfSubtree(groups, true).top.map(topologyKey)).toEqual(['group:g1', 'group:g2']);
  });
});

describe('the policy home at a node', () => {
  const guid = '8b1e6d2a-0c4f-4a7e-b3d1-5e6f70801001';
  it('links each node and keeps only a valid scope param', () => {
    expect(homeHrefAt({ nodeType: 'company', guid })).toBe(`/policy/home?scope=company:${guid}`);
    expect(homeHrefAt({ nodeType: 'global', guid: null })).toBe('/policy/home?scope=global');
    expect(parseHomeScope(`site:${guid.toUpperCase()}`)).toBe(`site:${guid}`);
    expect(parseHomeScope('global')).toBe('global');
    for (const bad of [`global:${guid}`, `planet:${guid}`, 'site:123', `site:${guid}:x`, 42, null, undefined])
      expect(parseHomeScope(bad)).toBeUndefined();
  });
});
