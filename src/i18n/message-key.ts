// The catalogue's keys as a type (i18next's CustomTypeOptions, src/i18n/i18next.d.ts): a table's
// header, a badge's label or an enum's words named by a key that does not exist fail the type check.
import type { ParseKeys, TFunction } from 'i18next';

export type MessageKey = ParseKeys;

/** i18next's `t` where a module takes it as an argument: typed keys, words back. */
export type Translate = TFunction;

/**
 * A key carried by data rather than written in the code: a refusal's `messageKey` from the
 * server, the access table's titles (kept in the domain layer, without the catalogue's types).
 * Their own tests check that each exists in both languages (route-access.test.ts,
 * error-catalogue.test.ts); everywhere else a key is written as a literal or read from a typed map.
 */
export const catalogueKey = (key: string): MessageKey => key as MessageKey;

/** The last part of every key under `prefix` (`'events.column'` → `'eventType' | ...`). */
export type KeysUnder<P extends string> = MessageKey extends infer K
  ? K extends `${P}.${infer Rest}`
    ? Rest
    : never
  : never;
