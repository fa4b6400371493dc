// The "Allow…"/"Block…" dialog's state without React (issue 28): the nodes a role may write a rule
// at (the selected scope's own path, so the counted events stay within what the console shows), the
// rule prefilled from the evidence, and the preview's and the save's requests.
import type { ApiSchema } from '../../api/contract-types';
import type { ScopeSelection } from '../../domain/scope-selection';
import { canCall } from '../../access/use-can-call';
import { SCOPE_DEPTH, type RoleName } from '../../domain/roles';

export type RuleForm = ApiSchema<'policy-rule-form.schema'>;
export type RuleKind = RuleForm['kind'];
export type ScopeType = RuleForm['scopeType'];
export type Expiry = RuleForm['expiry'];

/** What a file shown in the console offers as evidence. */
export interface RuleEvidence {
  source: RuleForm['source'];
  sha256: string;
  publisher: string | null;
  filePath: string | null;
  eventId?: number;
  uniqueBlockId?: number;
  alarmId?: number;
}

export interface ScopeOption {
  type: ScopeType;
  guid: string;
  name: string;
}

const DEPTH: Record<ScopeType, number> = { partner: 1, company: 2, site: 3, group: 4 };

/** The policy level a rule at a node is written into: the partner's service-provider level, else the node's local one. */
const levelOf = (type: ScopeType) => (type === 'partner' ? 'serviceProvider' : 'local');

/**
 * Whether the role may write a rule at some level the dialog offers (Allow…/Block… are shown): the
 * local level or the partner's service-provider level, not the local one alone.
 */
export function mayWriteRules(role: RoleName | null): boolean {
  return (
    role !== null &&
    (Object.keys(DEPTH) as ScopeType[]).some((type) =>
      canCall('Policy_SaveRule', role, { policyLevel: levelOf(type) }),
    )
  );
}

/** The nodes of the selected scope's path the role may write rules at, the most specific first. */
export function scopeOptions(selection: ScopeSelection, role: RoleName | null): ScopeOption[] {
  if (role === null) return [];
  const nodes: Array<[ScopeType, ScopeSelection['partner']]> = [
    ['group', selection.group],
    ['site', selection.site],
    ['company', selection.company],
    ['partner', selection.partner ?? (selection.partnerIdClaim ? { guid: selection.partnerIdClaim } : null)],
  ];
  return nodes.flatMap(([type, node]) => {
    if (!node) return [];
    if (!canCall('Policy_SaveRule', role, { policyLevel: levelOf(type) })) return [];
    if (type !== 'partner' && SCOPE_DEPTH[role] > DEPTH[type]) return [];
    return [{ type, guid: node.guid, name: node.name ?? '' }];
  });
}

/** The folder of a file path (its last backslash and what follows cut). */
export const folderOf = (filePath: string) => filePath.slice(0, filePath.lastIndexOf('\\') + 1);

/** The rule's value of each kind, prefilled from the evidence. */
export function prefilled(evidence: RuleEvidence): Record<RuleKind, string> {
  return {
    hash: evidence.sha256,
    trustedPublisher: evidence.publisher ? `CN=${evidence.publisher}` : '',
    trustedFolder: evidence.filePath ? folderOf(evidence.filePath) : '',
  };
}

export interface RuleDraft {
  kind: RuleKind;
  value: string;
  scope: ScopeOption | null;
  expiry: Expiry;
  expiresOn: string;
  reason: string;
  publish: boolean;
}

const VALID: Record<RuleKind, RegExp> = {
  hash: /^[0-9a-fA-F]{64}$/,
  trustedPublisher: /(?:^|,\s*)CN=[^,\s]/,
  trustedFolder: /^(?:[A-Za-z*?]:\\|\\\\[^\\<>"|]+\\|%[A-Za-z_][A-Za-z0-9_()]*%)[^<>"|]*$/,
};

/** The preview's request, or null while the rule is not complete. */
export function previewRequest(
  draft: RuleDraft,
  action: RuleForm['action'],
): ApiSchema<'PolicyImpactRequest'> | null {
  const value = draft.value.trim();
  if (!draft.scope || !VALID[draft.kind].test(value)) return null;
  return {
    kind: draft.kind,
    action,
    sha256: draft.kind === 'hash' ? value.toLowerCase() : null,
    publisher: draft.kind === 'trustedPublisher' ? value : null,
    path: draft.kind === 'trustedFolder' ? value : null,
    scopeType: draft.scope.type,
    scopeGuid: draft.scope.guid,
  };
}

/** The save's request (the server checks it again); null while incomplete. */
export function saveRequest(
  draft: RuleDraft,
  action: RuleForm['action'],
  evidence: RuleEvidence,
): RuleForm | null {
  const rule = previewRequest(draft, action);
  if (!rule || !draft.reason.trim()) return null;
  if (draft.expiry === 'date' && !draft.expiresOn) return null;
  return {
    kind: rule.kind,
    action,
    ...(rule.sha256 ? { sha256: rule.sha256 } : {}),
    ...(rule.publisher ? { publisher: rule.publisher } : {}),
    ...(rule.path ? { path: rule.path } : {}),
    scopeType: rule.scopeType,
    scopeGuid: rule.scopeGuid,
    expiry: draft.expiry,
    ...(draft.expiry === 'date' ? { expiresAt: new Date(draft.expiresOn).toISOString() } : {}),
    reason: draft.reason.trim(),
    publish: draft.publish,
    source: evidence.source,
    fileSha256: evidence.sha256.toLowerCase(),
    ...(evidence.eventId !== undefined ? { eventId: evidence.eventId } : {}),
    ...(evidence.uniqueBlockId !== undefined ? { uniqueBlockId: evidence.uniqueBlockId } : {}),
    ...(evidence.alarmId !== undefined ? { alarmId: evidence.alarmId } : {}),
  };
}
