// A review's decisions as policy components (issue 28): each Approved item's decision becomes one
// rule about its unique block; Ignore only hides the block message, so it writes none.
import type { components } from '../../../src/gen/openapi.gen';
import type { PolicyComponent } from '../../../src/domain/policy/effective-policy';
import { ruleTarget } from '../../../src/domain/policy/effective-policy';
import type { Queryable } from '../../db/database';
import { storedComponent } from '../policy/component-input';

type Decision = components['schemas']['Decision'];
type ComponentForm = components['schemas']['policy-component-form.schema'];

export interface DecidedBlock {
  decision: Decision;
  uniqueBlockId: number;
  comment: string | null;
  sha256: string;
  fileName: string;
  filePath: string;
  publisher: string | null;
}

/** The blocks of the review's Approved items, with the decision on each (Ignore left out). */
export const decidedBlocks = (db: Queryable, reviewId: number) =>
  db.query<DecidedBlock>(
    `select i.decision, u.id as "uniqueBlockId", i.comment, u.sha256, u.file_name as "fileName", u.file_path as "filePath", u.publisher
       from review_checklist_items i join unique_blocks u on u.id = i.unique_block_id
      where i.review_id = $1 and i.decision_status = 'Approved' and i.decision is not null and i.decision <> 'Ignore'
      order by i.id`,
    [reviewId],
  );

const folderOf = (path: string) => path.slice(0, Math.max(path.lastIndexOf('\\'), 0)) || path;

/** A publisher as a certificate subject (what trusted-publisher rules name). */
const subjectOf = (publisher: string) => (/(^|,\s*)CN=/.test(publisher) ? publisher : `CN=${publisher}`);

/** The component form of one decision. */
function formOf(block: DecidedBlock, note: string): ComponentForm {
  const byHash = { kind: 'hash', sha256: block.sha256, fileName: block.fileName, note } as const;
  switch (block.decision) {
    case 'KeepBlocking':
      return { ...byHash, action: 'deny' };
    case 'TrustPublisher':
      // Offered for signed files only; an unsigned one falls back to its hash.
      return block.publisher
        ? { kind: 'trustedPublisher', action: 'allow', publisher: subjectOf(block.publisher), note }
        : { ...byHash, action: 'allow' };
    case 'TrustFolder':
      return { kind: 'trustedFolder', action: 'allow', path: `${folderOf(block.filePath)}\\*`, note };
    case 'AddPowerApp':
      // What it may launch is kept to its own folder: the review approved the app, not the disk.
      return {
        kind: 'powerApp',
        action: 'allow',
        executable: block.fileName,
        mayLaunch: [`${folderOf(block.filePath)}\\*`],
        note,
      };
    default:
      return { ...byHash, action: 'allow' };
  }
}

/** Who wrote a review's rules, and when. */
export interface ReviewWrite {
  reviewId: number;
  reviewName: string;
  by: string;
  on: Date;
}

/**
 * The review's rules, one per decided block, each with its provenance (the review, the unique
 * block and its file, the item's comment as the reason) and no expiry.
 */
export function reviewComponents(blocks: readonly DecidedBlock[], write: ReviewWrite): PolicyComponent[] {
  const note = `From policy review “${write.reviewName}”`.slice(0, 500);
  return blocks.map((block) => ({
    ...storedComponent(formOf(block, note)),
    expiresAt: null,
    provenance: {
      source: 'review',
      eventId: null,
      sha256: block.sha256,
      uniqueBlockId: block.uniqueBlockId,
      alarmId: null,
      reviewId: write.reviewId,
      createdBy: write.by,
      createdOn: write.on.toISOString(),
      reason: (block.comment?.trim() || `Approved in policy review “${write.reviewName}”`).slice(0, 500),
    },
  }));
}

/**
 * The draft's components with the review's rules in: a rule about a target the draft already
 * names replaces it (keeping its key, so versions pair it), the others are added. Returns the
 * components and the keys of the review's rules.
 */
export function withReviewRules(
  draft: readonly PolicyComponent[],
  rules: readonly PolicyComponent[],
): { components: PolicyComponent[]; keys: string[] } {
  const components = [...draft];
  const keys: string[] = [];
  for (const rule of rules) {
    const at = components.findIndex((c) => ruleTarget(c) === ruleTarget(rule));
    const kept = at >= 0 ? { ...rule, componentKey: components[at]!.componentKey } : rule;
    if (at >= 0) components[at] = kept;
    else components.push(kept);
    if (!keys.includes(kept.componentKey)) keys.push(kept.componentKey);
  }
  return { components, keys };
}
