// The {param} of /hash-inspection/{param}: a file hash as hex of a known length. The details
// calls take a SHA-256; an MD5 or SHA-1 is recognised (the list's search covers both), so the
// page can say how to find it rather than call the server with a value it refuses.

export type HashKind = 'sha256' | 'sha1' | 'md5';

export type HashParam =
  | { [K in HashKind]: { kind: K; value: string } }[HashKind]
  /** Not hex of a known length: the page says so inside the layout, and calls nothing. */
  | { kind: 'invalid'; value: string };

const LENGTHS: Readonly<Record<number, HashKind>> = { 64: 'sha256', 40: 'sha1', 32: 'md5' };
const HEX = /^[0-9a-f]+$/;

/** The contract's hashes are lower-case hex; a pasted upper-case hash is the same hash. */
export function parseHashParam(raw: string): HashParam {
  const value = raw.trim().toLowerCase();
  const kind = HEX.test(value) ? LENGTHS[value.length] : undefined;
  return kind ? { kind, value } : { kind: 'invalid', value: raw };
}

/**
 * The hash list a class word in place of a hash means (issue 25: /hash-inspection/suspicious
 * said "not a file hash"): `all` the whole list, a class its tab; null for anything else.
 * /hash-inspection/malicious is a route of its own (the spec's shortcut).
 */
export function hashListPathFor(raw: string, classes: readonly string[]): string | null {
  const word = raw.trim();
  if (word.toLowerCase() === 'all') return '/hash-inspection';
  const hashClass = classes.find((name) => name.toLowerCase() === word.toLowerCase());
  return hashClass ? `/hash-inspection?class=${hashClass}` : null;
}

/** The first and last characters of a hash with an ellipsis between ("9f86d0…f00a08"). */
export function shortHash(hash: string, keep = 6): string {
  return hash.length <= keep * 2 + 1 ? hash : `${hash.slice(0, keep)}…${hash.slice(-keep)}`;
}
