import { describe, expect, it } from 'vitest';
import {
  GLOBAL_NODE,
  NODE_DEPTH,
  reachVia,
  resolveRules,
  ruleTarget,
  type ElectiveChoiceFacts,
  type NodePath,
  type PolicyBlockFacts,
  type PolicyComponent,
  type PolicyNode,
} from './effective-policy';
import { nextPolicyVersion } from './policy-version';

const partner: PolicyNode = { type: 'partner', id: 101 };
const otherPartner: PolicyNode = { type: 'partner', id: 102 };
const company: PolicyNode = { type: 'company', id: 1001 };
const site: PolicyNode = { type: 'site', id: 2001 };
const group: PolicyNode = { type: 'group', id: 3001 };
const sibling: PolicyNode = { type: 'group', id: 3002 };
const groupPath: NodePath = [GLOBAL_NODE, partner, company, site, group];
const siblingPath: NodePath = [GLOBAL_NODE, partner, company, site, sibling];
const companyPath: NodePath = [GLOBAL_NODE, partner, company];

const block = (over: Partial<PolicyBlockFacts>): PolicyBlockFacts => ({
  blockId: 1,
  level: 'spmGlobal',
  offer: 'mandatory',
  owner: GLOBAL_NODE,
  version: 1,
  ...over,
});
const choice = (node: PolicyNode, c: 'in' | 'out', blockId = 1): ElectiveChoiceFacts => ({
  blockId,
  node,
  choice: c,
});

describe('which blocks are in force at a node', () => {
  it.each<[string, PolicyBlockFacts, ElectiveChoiceFacts[], NodePath, string | null]>([
    ['a mandatory global block, everywhere', block({}), [], groupPath, 'mandatory'],
    [
      'a mandatory global block, even where a node opted out',
      block({}),
      [choice(group, 'out')],
      groupPath,
      'mandatory',
    ],
    ['a draft only (never published): nowhere', block({ version: 0 }), [], groupPath, null],
    ['a global elective nobody chose: out', block({ offer: 'elective' }), [], groupPath, null],
    [
      'a global elective the company chose: in below it',
      block({ offer: 'elective' }),
      [choice(company, 'in')],
      groupPath,
      'elective',
    ],
    [
      'the group opts out of what its company chose',
      block({ offer: 'elective' }),
      [choice(company, 'in'), choice(group, 'out')],
      groupPath,
      null,
    ],
    [
      'the group opts in where its company opted out',
      block({ offer: 'elective' }),
      [choice(company, 'out'), choice(group, 'in')],
      groupPath,
      'elective',
    ],
    [
      'one group’s choice is not its sibling’s',
      block({ offer: 'elective' }),
      [choice(group, 'in')],
      siblingPath,
      null,
    ],
    [
      'another block’s choice does not count',
      block({ offer: 'elective' }),
      [choice(company, 'in', 2)],
      groupPath,
      null,
    ],
    [
      'a partner’s mandatory block, at its companies’ groups',
      block({ level: 'serviceProvider', owner: partner }),
      [],
      groupPath,
      'mandatory',
    ],
    [
      'another partner’s block: not in force',
      block({ level: 'serviceProvider', owner: otherPartner }),
      [],
      groupPath,
      null,
    ],
    [
      'a partner’s elective chosen at the partner itself: no choice (out)',
      block({ level: 'serviceProvider', offer: 'elective', owner: partner }),
      [choice(partner, 'in')],
      groupPath,
      null,
    ],
    [
      'a company’s local block, at its groups',
      block({ level: 'local', owner: company }),
      [],
      groupPath,
      'local',
    ],
    [
      'a group’s local block, not at its sibling',
      block({ level: 'local', owner: group }),
      [],
      siblingPath,
      null,
    ],
    [
      'a group’s local block, not at its company',
      block({ level: 'local', owner: group }),
      [],
      companyPath,
      null,
    ],
  ])('%s', (_name, b, choices, path, expected) => {
    expect(reachVia(b, path, choices)).toBe(expected);
  });
});

const component = (over: Partial<PolicyComponent>): PolicyComponent => ({
  componentKey: 'k',
  kind: 'hash',
  action: 'allow',
  target: 'x',
  publisher: null,
  product: null,
  versionFrom: null,
  versionTo: null,
  path: null,
  executable: null,
  mayLaunch: null,
  appName: null,
  iconId: null,
  sha256: 'a'.repeat(64),
  fileName: null,
  note: null,
  expiresAt: null,
  provenance: null,
  ...over,
});
const origin = (blockId: number, node: PolicyNode) => ({ blockId, ownerDepth: NODE_DEPTH[node.type] });

describe('which rule decides for a target', () => {
  it.each<[string, Array<[PolicyComponent, ReturnType<typeof origin>]>, number]>([
    [
      'deny set globally beats a group’s allow',
      [
        [component({ action: 'allow' }), origin(5, group)],
        [component({ action: 'deny' }), origin(1, GLOBAL_NODE)],
      ],
      1,
    ],
    [
      'a group’s deny beats a global allow',
      [
        [component({ action: 'allow' }), origin(1, GLOBAL_NODE)],
        [component({ action: 'deny' }), origin(5, group)],
      ],
      5,
    ],
    [
      'same action: the more specific level wins',
      [
        [component({}), origin(1, GLOBAL_NODE)],
        [component({}), origin(3, site)],
        [component({}), origin(2, partner)],
      ],
      3,
    ],
    [
      'same action and level: the lower block id',
      [
        [component({}), origin(9, company)],
        [component({}), origin(4, company)],
      ],
      4,
    ],
    [
      'a hash in upper case is the same target',
      [
        [component({ action: 'deny', sha256: 'A'.repeat(64) }), origin(2, partner)],
        [component({}), origin(5, group)],
      ],
      2,
    ],
  ])('%s', (_name, rules, winner) => {
    const resolved = resolveRules(rules.map(([c, o]) => ({ component: c, origin: o })));
    const inForce = resolved.filter((r) => r.state === 'inForce');
    expect(inForce.map((r) => r.origin.blockId)).toEqual([winner]);
    for (const r of resolved.filter((x) => x.state === 'shadowed'))
      expect(r.shadowedBy?.blockId).toBe(winner);
  });

  it('a block removed upstream leaves the local allow in force', () => {
    const localAllow = { component: component({}), origin: origin(5, group) };
    const upstreamDeny = { component: component({ action: 'deny' }), origin: origin(1, GLOBAL_NODE) };
    expect(resolveRules([localAllow, upstreamDeny])[0]!.state).toBe('shadowed');
    expect(resolveRules([localAllow])[0]!.state).toBe('inForce');
  });

  it('rules of different targets do not compete', () => {
    const resolved = resolveRules([
      {
        component: component({ kind: 'trustedFolder', path: 'C:\\Tools\\*', sha256: null }),
        origin: origin(1, GLOBAL_NODE),
      },
      {
        component: component({ kind: 'trustedFolder', path: 'c:\\tools\\*', action: 'deny', sha256: null }),
        origin: origin(2, group),
      },
      {
        component: component({ kind: 'trustedFolder', path: 'C:\\Other\\*', sha256: null }),
        origin: origin(3, group),
      },
    ]);
    expect(resolved.map((r) => r.state)).toEqual(['shadowed', 'inForce', 'inForce']);
    expect(ruleTarget(resolved[0]!.component)).toBe(ruleTarget(resolved[1]!.component));
  });
});

describe('the policy version a publish gives a node', () => {
  const at = new Date('2026-11-20T11:02:00Z');
  it.each([
    [null, '2026.11.20.1'],
    ['2026.11.18.3', '2026.11.20.1'],
    ['2026.11.20.1', '2026.11.20.2'],
    ['2026.11.20.9', '2026.11.20.10'],
    ['2026.11.21.2', '2026.11.21.3'],
  ])('after %s: %s', (previous, next) => {
    expect(nextPolicyVersion(previous, at)).toBe(next);
  });
});
