// Handler of the Search area (issue 34): the command palette's one call. Every role may call it;
// it finds only the kinds the role may open (src/domain/search-kinds.ts) and, of each, only what
// the request's scope sees. The SQL is sandbox/data/search's.
import { EVENT_ID, HASH_PREFIX, roleFinds, type SearchHitKind } from '../../src/domain/search-kinds';
import { ok } from '../http/replies';
import type { HandlerMap } from '../http/types';
import {
  findCompanies,
  findComputers,
  findEvent,
  findHashes,
  findSavedFilters,
  findUsers,
} from '../data/search/quick-search';

export const searchHandlers: HandlerMap = {
  async Search_QuickSearch({ db, principal, scope, body }) {
    const text = body.text.trim();
    const finds = (kind: SearchHitKind) => roleFinds(principal.role, kind) && text.length > 0;
    // One after another: a request holds one connection of the pool (PGlite has one).
    const hits = [
      ...(finds('computer') ? await findComputers(db, scope, text) : []),
      ...(finds('hash') && HASH_PREFIX.test(text) ? await findHashes(db, scope, text) : []),
      ...(finds('event') && EVENT_ID.test(text) ? await findEvent(db, scope, Number(text)) : []),
      ...(finds('company') ? await findCompanies(db, scope, text) : []),
      ...(finds('user') ? await findUsers(db, principal, text) : []),
      ...(finds('savedFilter') ? await findSavedFilters(db, principal, scope, text) : []),
    ];
    return ok(hits, { totalCount: hits.length });
  },
};
