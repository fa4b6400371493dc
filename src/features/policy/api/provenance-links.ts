// Where a rule's provenance links to (issue 28): the event, hash, alert or review it was made from,
// each by its route (areas link by route, never by import); a unique block has no page of its own.
import type { ApiSchema } from '../../../api/contract-types';

type Provenance = ApiSchema<'PolicyRuleProvenance'>;

/** The evidence's id as the line shows it (a hash shortened) and the page it opens, if any. */
export function provenanceEvidence(p: Provenance): { id: string; href: string | null } | null {
  switch (p.source) {
    case 'event':
      return p.eventId
        ? { id: String(p.eventId), href: `/event-inspection/all-events?detail=${p.eventId}` }
        : null;
    case 'hash':
      return p.sha256 ? { id: `${p.sha256.slice(0, 12)}…`, href: `/hash-inspection/${p.sha256}` } : null;
    case 'alert':
      return p.alarmId ? { id: String(p.alarmId), href: `/alert-console/all?detail=${p.alarmId}` } : null;
    case 'review':
      return p.reviewId
        ? { id: String(p.reviewId), href: `/policies/policy-review?detail=${p.reviewId}` }
        : null;
    case 'uniqueBlock':
      return p.uniqueBlockId ? { id: String(p.uniqueBlockId), href: null } : null;
  }
}
