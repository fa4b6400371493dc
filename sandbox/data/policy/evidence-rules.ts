// Saving a rule made from evidence (issue 28): the rule as a component with its provenance and
// expiry, written into the draft of the node's block for such rules ("Rules from events", created
// on first use), then published at once when asked. One transaction: the block, its draft, its
// version and the policy versions of the nodes it reaches change together or not at all.
import { randomUUID } from 'node:crypto';
import type { components } from '../../../src/gen/openapi.gen';
import { ruleTarget, type PolicyComponent } from '../../../src/domain/policy/effective-policy';
import { expiresAtFor, type RuleExpiry } from '../../../src/domain/policy/rule-match';
import type { Queryable } from '../../db/database';
import type { Principal } from '../../http/principal';
import { blockFacts, BLOCK_COLUMNS, BLOCK_FROM, type BlockRow } from './blocks';
import { insertBlockWithDraft, publishDraftAs } from './block-writes';
import { ensureDraft, writeDraft } from './drafts';
import { nodesReached } from './publish-reach';
import type { RuleNode } from './rule-node';
import { choicesFor } from './usage';
import { bumpVersions } from './versions';

type S = components['schemas'];
export type RuleForm = S['policy-rule-form.schema'];

export const EVIDENCE_BLOCK_NAME = 'Rules from events';
const EVIDENCE_BLOCK_DESCRIPTION = 'Rules made from events, hashes, unique blocks and alerts.';

/** The file name of a known hash (a hash rule shows it), null for a hash never seen. */
export async function hashFileName(db: Queryable, sha256: string): Promise<string | null> {
  const [row] = await db.query<{ file_name: string }>('select file_name from file_hashes where sha256 = $1', [
    sha256.toLowerCase(),
  ]);
  return row?.file_name ?? null;
}

/** The rule as a stored component: its kind's field, its provenance and its expiry. */
export function evidenceComponent(
  form: RuleForm,
  fileName: string | null,
  by: Principal,
  now: Date,
): PolicyComponent {
  const sha256 = form.kind === 'hash' ? (form.sha256 ?? '').toLowerCase() : null;
  const publisher = form.kind === 'trustedPublisher' ? (form.publisher ?? '').trim() : null;
  const path = form.kind === 'trustedFolder' ? (form.path ?? '').trim() : null;
  return {
    componentKey: randomUUID(),
    kind: form.kind,
    action: form.action,
    target: sha256 ?? publisher ?? path ?? '',
    publisher,
    product: null,
    versionFrom: null,
    versionTo: null,
    path,
    executable: null,
    mayLaunch: null,
    appName: null,
    iconId: null,
    sha256,
    fileName: sha256 ? fileName : null,
    note: null,
    expiresAt: expiresAtFor(form.expiry as RuleExpiry, now, form.expiresAt),
    provenance: {
      source: form.source,
      eventId: form.eventId ?? null,
      sha256: form.fileSha256 ?? sha256,
      uniqueBlockId: form.uniqueBlockId ?? null,
      alarmId: form.alarmId ?? null,
      reviewId: null,
      createdBy: by.name,
      createdOn: now.toISOString(),
      reason: form.reason.trim(),
    },
  };
}

const ownerOf = (node: RuleNode) =>
  node.level === 'serviceProvider'
    ? { partnerId: node.info.partnerId, companyId: null, siteId: null, groupId: null }
    : {
        partnerId: null,
        companyId: node.info.companyId,
        siteId: node.info.siteId,
        groupId: node.info.groupId,
      };

/** The node's block for rules from evidence: the marked one, else one by that name (then marked), else a new one. */
async function evidenceBlockId(tx: Queryable, node: RuleNode, by: string, now: Date): Promise<number> {
  const owner = ownerOf(node);
  const params = [
    node.level,
    owner.partnerId ?? 0,
    owner.companyId ?? 0,
    owner.siteId ?? 0,
    owner.groupId ?? 0,
  ];
  const [found] = await tx.query<{ id: number }>(
    `select id from policy_blocks where level = $1 and coalesce(partner_id, 0) = $2 and coalesce(company_id, 0) = $3
       and coalesce(site_id, 0) = $4 and coalesce(group_id, 0) = $5 and (evidence_rules or lower(name) = lower($6))
     order by evidence_rules desc, id limit 1`,
    [...params, EVIDENCE_BLOCK_NAME],
  );
  const id =
    found?.id ??
    (await insertBlockWithDraft(
      tx,
      {
        level: node.level,
        owner,
        name: EVIDENCE_BLOCK_NAME,
        description: EVIDENCE_BLOCK_DESCRIPTION,
        offer: 'mandatory',
      },
      by,
      now,
    ));
  await tx.query('update policy_blocks set evidence_rules = true where id = $1', [id]);
  return id;
}

async function blockRow(tx: Queryable, blockId: number): Promise<BlockRow> {
  const [row] = await tx.query<BlockRow>(`select ${BLOCK_COLUMNS} ${BLOCK_FROM} where b.id = $1`, [blockId]);
  return row!;
}

export interface SavedRule {
  block: BlockRow;
  component: PolicyComponent;
  version: number | null;
}

/**
 * Writes the rule into the draft (replacing a rule of the block for the same target and action:
 * saving again renews its reason and expiry), then publishes when asked.
 */
export async function saveEvidenceRule(
  tx: Queryable,
  node: RuleNode,
  component: PolicyComponent,
  publish: boolean,
  by: string,
  now: Date,
): Promise<SavedRule> {
  const blockId = await evidenceBlockId(tx, node, by, now);
  await tx.query('update policy_blocks set revision = revision + 1, updated_on = $2 where id = $1', [
    blockId,
    now,
  ]);
  const draft = await ensureDraft(tx, blockId, by, now);
  const same = (c: PolicyComponent) =>
    c.action === component.action && ruleTarget(c) === ruleTarget(component);
  const components = [...draft.components.filter((c) => !same(c)), component];
  await writeDraft(tx, blockId, { ...draft, components }, by, now);
  if (!publish) return { block: await blockRow(tx, blockId), component, version: null };
  const before = blockFacts(await blockRow(tx, blockId));
  const after = { ...before, version: before.version + 1 };
  const choices = await choicesFor(tx, [blockId]);
  const reached = await nodesReached(tx, before, after, choices, choices);
  await publishDraftAs(tx, blockId, after.version, by, now);
  await bumpVersions(tx, reached, now);
  return { block: await blockRow(tx, blockId), component, version: after.version };
}
