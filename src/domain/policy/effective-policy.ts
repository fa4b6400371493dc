// The effective policy of a scope node, ONE rule for the console and the sandbox (issue 27).
//
// Which blocks are in force at a node (`reachVia`):
// 1. Only published versions count: a block never published, and every draft, is in force nowhere.
// 2. SPM global and service-provider blocks reach the nodes below their owner (the global root, a
//    partner): mandatory ones always (no opting out), electives only where the nearest choice on the
//    way up from the node (at a node below the owner) is "in"; no choice is out.
// 3. A local block reaches its owner (company, site or group) and every node below it.
//
// Which rule decides for a target (`resolveRules`), when several blocks name the same thing:
// 1. deny over allow, whatever the levels (a block list set above cannot be undone below);
// 2. between rules of the same action, the more specific level wins (group over site over company
//    over partner over global); then the lower block id, then the earlier component.
// The rules that lose are shown "shadowed" with the origin of the rule that wins.
//
// A rule past its expiry (`resolveRulesAt`, the clock of the caller) is in force nowhere: it neither
// decides nor shadows (rule-match.ts says when a rule has expired).
import type { components } from '../../gen/openapi.gen';
import { isExpired } from './rule-match';

export type PolicyLevel = components['schemas']['PolicyLevel'];
export type PolicyNodeType = components['schemas']['PolicyNodeType'];
export type PolicyVia = components['schemas']['PolicyVia'];
export type PolicyOffer = components['schemas']['PolicyOffer'];
export type PolicyComponent = components['schemas']['PolicyComponent'];

/** A node of the scope tree; the global root has id 0. */
export interface PolicyNode {
  type: PolicyNodeType;
  id: number;
}

/** How deep each node type is: the more specific level has the larger depth. */
export const NODE_DEPTH: Readonly<Record<PolicyNodeType, number>> = {
  global: 0,
  partner: 1,
  company: 2,
  site: 3,
  group: 4,
};

export const GLOBAL_NODE: PolicyNode = { type: 'global', id: 0 };

/** The nodes from the root down to a node: global, partner, then company, site, group as deep as it goes. */
export type NodePath = readonly PolicyNode[];

export interface PolicyBlockFacts {
  blockId: number;
  level: PolicyLevel;
  offer: PolicyOffer;
  /** The global root for SPM global blocks, the partner for service-provider ones, else the local node. */
  owner: PolicyNode;
  /** The published version in force; 0 when never published. */
  version: number;
}

export interface ElectiveChoiceFacts {
  blockId: number;
  node: PolicyNode;
  choice: 'in' | 'out';
}

const sameNode = (a: PolicyNode, b: PolicyNode) => a.type === b.type && a.id === b.id;

/**
 * The elective choice in force for a block at the last node of the path: the nearest choice on
 * the way up, made at a node below the block's owner; none is out.
 */
export function electiveDecision(
  block: PolicyBlockFacts,
  path: NodePath,
  choices: readonly ElectiveChoiceFacts[],
): { chosen: boolean; decidedAt: PolicyNode | null } {
  const ownerDepth = NODE_DEPTH[block.owner.type];
  for (let i = path.length - 1; i >= 0; i--) {
    const node = path[i]!;
    if (NODE_DEPTH[node.type] <= ownerDepth) break;
    const choice = choices.find((c) => c.blockId === block.blockId && sameNode(c.node, node));
    if (choice) return { chosen: choice.choice === 'in', decidedAt: node };
  }
  return { chosen: false, decidedAt: null };
}

/** How the block reaches the last node of the path, or null when it is not in force there. */
export function reachVia(
  block: PolicyBlockFacts,
  path: NodePath,
  choices: readonly ElectiveChoiceFacts[],
): PolicyVia | null {
  if (block.version < 1) return null;
  if (!path.some((node) => sameNode(node, block.owner))) return null;
  if (block.level === 'local') return 'local';
  if (block.offer === 'mandatory') return 'mandatory';
  return electiveDecision(block, path, choices).chosen ? 'elective' : null;
}

/** Where a rule comes from: its block and the depth of the block's owner. */
export interface RuleOriginFacts {
  blockId: number;
  ownerDepth: number;
}

export interface RuleInput<O extends RuleOriginFacts> {
  component: PolicyComponent;
  origin: O;
}

export interface ResolvedRule<O extends RuleOriginFacts> extends RuleInput<O> {
  state: 'inForce' | 'shadowed';
  shadowedBy: O | null;
}

/** What a rule is about: rules with the same target compete (case-insensitive, as Windows paths are). */
export function ruleTarget(c: PolicyComponent): string {
  const lower = (s: string | null) => (s ?? '').trim().toLowerCase();
  switch (c.kind) {
    case 'trustedPublisher':
      return `publisher|${lower(c.publisher)}|${lower(c.product)}|${lower(c.versionFrom)}|${lower(c.versionTo)}`;
    case 'trustedFolder':
      return `folder|${lower(c.path)}`;
    case 'powerApp':
      return `powerApp|${lower(c.executable)}`;
    case 'appGroup':
      return `appGroup|${lower(c.appName)}`;
    case 'hash':
      return `hash|${lower(c.sha256)}`;
  }
}

/** Which of two rules for the same target wins (negative: a). */
function precedence<O extends RuleOriginFacts>(a: RuleInput<O>, b: RuleInput<O>): number {
  if (a.component.action !== b.component.action) return a.component.action === 'deny' ? -1 : 1;
  if (a.origin.ownerDepth !== b.origin.ownerDepth) return b.origin.ownerDepth - a.origin.ownerDepth;
  return a.origin.blockId - b.origin.blockId;
}

/** Every rule with its state: the winner of each target in force, the others shadowed by it. */
export function resolveRules<O extends RuleOriginFacts>(rules: readonly RuleInput<O>[]): ResolvedRule<O>[] {
  const winners = new Map<string, RuleInput<O>>();
  for (const rule of rules) {
    const target = ruleTarget(rule.component);
    const best = winners.get(target);
    if (!best || precedence(rule, best) < 0) winners.set(target, rule);
  }
  return rules.map((rule) => {
    const winner = winners.get(ruleTarget(rule.component))!;
    return winner === rule
      ? { ...rule, state: 'inForce', shadowedBy: null }
      : { ...rule, state: 'shadowed', shadowedBy: winner.origin };
  });
}

/** The rules at `now`: the expired ones left out, the others resolved as `resolveRules` does. */
export function resolveRulesAt<O extends RuleOriginFacts>(
  rules: readonly RuleInput<O>[],
  now: Date,
): ResolvedRule<O>[] {
  return resolveRules(rules.filter((rule) => !isExpired(rule.component, now)));
}
