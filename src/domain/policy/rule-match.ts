// Rules made from evidence (issue 28), ONE definition for the console and the sandbox: which
// events a hash, publisher or folder rule decides for, which of them the impact preview counts,
// when a rule expires, and whether it is still in force.
//
// - hash: the event's file has that SHA-256 (case-insensitive).
// - publisher: the event's signer equals the common name (CN) of the rule's certificate subject
//   (case-insensitive); events carry the signer's name, not the whole subject.
// - folder: the event's file path matches the pattern, case-insensitive (Windows paths): * any
//   run of characters (backslashes included), ? one character. A pattern ending in \ or without
//   any wildcard names a folder: it covers the files in it and in its subfolders.
// - an allow rule changes the events that were blocked; a deny rule those that ran (allowed).
// - a rule with expiresAt at or before now is in force nowhere.
import type { components } from '../../gen/openapi.gen';

type S = components['schemas'];
export type RuleKind = S['policy-rule-form.schema']['kind'];
export type RuleAction = S['policy-rule-form.schema']['action'];
export type RuleExpiry = S['policy-rule-form.schema']['expiry'];

/** The common name of a certificate subject ("CN=Zoom Video Communications, Inc., O=…" → "Zoom Video Communications, Inc."). */
export function publisherName(subject: string): string {
  const text = subject.trim();
  const start = /(?:^|,\s*)CN=/i.exec(text);
  if (!start) return text;
  const rest = text.slice(start.index + start[0].length);
  // The CN ends where the next attribute (", X=") starts; a comma inside the name stays.
  const end = /,\s*[A-Za-z]{1,8}=/.exec(rest);
  return (end ? rest.slice(0, end.index) : rest).trim();
}

/** The folder pattern as it is matched: a folder (trailing \, or no wildcard) covers everything under it. */
export function folderGlob(pattern: string): string {
  const text = pattern.trim();
  if (text.endsWith('\\')) return `${text}*`;
  if (!/[*?]/.test(text)) return `${text}\\*`;
  return text;
}

/** Whether a file path matches a folder rule's pattern. */
export function matchesFolder(pattern: string, filePath: string): boolean {
  const source = [...folderGlob(pattern)]
    .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`, 'is').test(filePath);
}

/** The folder pattern as a LIKE pattern with `!` as its escape character (lower-cased: compare with lower(path)). */
export function folderLikePattern(pattern: string): string {
  return [...folderGlob(pattern).toLowerCase()]
    .map((c) => (c === '*' ? '%' : c === '?' ? '_' : c === '%' || c === '_' || c === '!' ? `!${c}` : c))
    .join('');
}

/** The action of the events a rule would have changed: blocked ones for an allow rule, allowed ones for a deny. */
export function changedEventAction(action: RuleAction): 'blocked' | 'allowed' {
  return action === 'allow' ? 'blocked' : 'allowed';
}

export interface RuleFacts {
  kind: RuleKind;
  sha256: string | null;
  publisher: string | null;
  path: string | null;
}

export interface EventFacts {
  sha256: string;
  publisher: string | null;
  filePath: string;
}

/** Whether the rule names the event's file (its action aside). */
export function ruleMatchesEvent(rule: RuleFacts, event: EventFacts): boolean {
  switch (rule.kind) {
    case 'hash':
      return rule.sha256 !== null && rule.sha256.toLowerCase() === event.sha256.toLowerCase();
    case 'trustedPublisher':
      return (
        rule.publisher !== null &&
        event.publisher !== null &&
        publisherName(rule.publisher).toLowerCase() === event.publisher.trim().toLowerCase()
      );
    case 'trustedFolder':
      return rule.path !== null && matchesFolder(rule.path, event.filePath);
  }
}

const HOUR = 3_600_000;
const EXPIRY_SPAN: Record<Exclude<RuleExpiry, 'never' | 'date'>, number> = {
  oneHour: HOUR,
  oneDay: 24 * HOUR,
  sevenDays: 7 * 24 * HOUR,
};

/** When a rule saved at `now` expires: null for never, the date given for a date. */
export function expiresAtFor(expiry: RuleExpiry, now: Date, date?: string): string | null {
  if (expiry === 'never') return null;
  if (expiry === 'date') return date ? new Date(date).toISOString() : null;
  return new Date(now.getTime() + EXPIRY_SPAN[expiry]).toISOString();
}

/** Whether a rule has expired at `now` (the sandbox's clock). */
export function isExpired(rule: { expiresAt: string | null }, now: Date): boolean {
  return rule.expiresAt !== null && Date.parse(rule.expiresAt) <= now.getTime();
}

/** Whether a rule expires after `now` and no later than `days` days ahead. */
export function expiresWithin(rule: { expiresAt: string | null }, now: Date, days: number): boolean {
  if (rule.expiresAt === null) return false;
  const at = Date.parse(rule.expiresAt);
  return at > now.getTime() && at <= now.getTime() + days * 24 * HOUR;
}
