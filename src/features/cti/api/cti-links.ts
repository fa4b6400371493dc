// Where the threat intelligence page links, by route path (areas link through routes): a hash's
// page, the hash list of a class, and the event inspection filtered to a hash or a class (the
// event list's `sha256` and `hashClass` filters, in its URL).
import type { HashClass } from './cti-queries';

export const hashPageHref = (sha256: string): string => `/hash-inspection/${sha256}`;

export const hashClassListHref = (hashClass: HashClass): string =>
  hashClass === 'malicious' ? '/hash-inspection/malicious' : `/hash-inspection?class=${hashClass}`;

const eventsHref = (filters: Record<string, string>): string =>
  `/event-inspection/all-events?filters=${encodeURIComponent(JSON.stringify(filters))}`;

export const hashEventsHref = (sha256: string): string => eventsHref({ sha256 });

export const classEventsHref = (hashClass: HashClass): string => eventsHref({ hashClass });
