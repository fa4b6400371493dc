// Words for tests of the table's machinery, which make up their lists: keys that are not in the
// catalogue (i18next shows such a key as itself) and a `t` that answers as the test says.
import type { TFunction } from 'i18next';
import type { MessageKey } from '../../src/i18n/message-key';

/** A key a test makes up; it renders as itself. */
export const madeUpKey = (key: string): MessageKey => key as MessageKey;

/** A translation function that answers with `words` (i18next's own type, for the code under test). */
export const fakeT = (words: (key: string, options?: Record<string, unknown>) => string): TFunction =>
  words as unknown as TFunction;
