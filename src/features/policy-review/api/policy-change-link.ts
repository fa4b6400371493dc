// The address of what a review wrote into the policy: the block's page at the version Published
// made, or at its draft while the review is applied only.
import type { ApiSchema } from '../../../api/contract-types';

export function policyChangeHref(change: ApiSchema<'ReviewPolicyChange'>): string {
  const view = change.version === null ? 'draft' : String(change.version);
  return `/policy/show?blockId=${change.blockId}&view=${view}`;
}
