// Handlers of the SavedFilter area (issue 15): named views of the event inspection. A filter is
// owned by the user who saved it and lives in the scope selected then (the company, and the site
// or group). It is seen by its owner, and when shared by everyone whose request scope overlaps
// it (a company-wide filter by the whole company, a site's by that site, its groups and the
// company above), read-only to them. Nothing of another company is ever seen (404). The SQL is
// sandbox/data/saved-filters'.
import type { Queryable } from '../db/database';
import type { Principal } from '../http/principal';
import { forbidden, invalid, ok } from '../http/replies';
import type { Scope } from '../http/scope';
import type { HandlerMap, RequestBody } from '../http/types';
import { savedFilterPage, visibleFilter } from '../data/saved-filters/visible-filters';
import {
  deleteFilter,
  insertFilter,
  nameTaken,
  nodeOfFilter,
  scopeNode,
  updateFilter,
  type StoredFilter,
} from '../data/saved-filters/writes';

type SavedFilterBody = RequestBody<'SavedFilter_CreateSavedFilter'>;

/** The caller's own filter (403 for another user's shared filter, 404 for one it cannot see). */
async function ownFilter(db: Queryable, principal: Principal, scope: Scope, id: number) {
  const found = await visibleFilter(db, principal, scope, id);
  if (found.ok && !found.value.owned) return { ok: false as const, error: forbidden() };
  return found;
}

const NAME_TAKEN = 'validation.savedFilter.name.unique';

const taken = (t: (key: string) => string) =>
  invalid([{ field: '/name', messageKey: NAME_TAKEN, message: t(NAME_TAKEN) }]);

/** A write that met the unique index (a concurrent save of the same name): the same 400. */
const isNameConflict = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** The stored form of a body: the name without surrounding spaces; no column choice is null. */
const stored = (body: SavedFilterBody): StoredFilter => ({
  ...body,
  name: body.name.trim(),
  columns: body.columns ?? null,
});

export const savedFilterHandlers: HandlerMap = {
  async SavedFilter_ListSavedFilters({ db, principal, scope, body }) {
    const page = await savedFilterPage(db, principal, scope, body);
    return ok(page.rows, { totalCount: page.totalCount });
  },

  async SavedFilter_GetSavedFilter({ db, principal, scope, query }) {
    const found = await visibleFilter(db, principal, scope, query.savedFilterId);
    return found.ok ? ok(found.value) : found.error;
  },

  async SavedFilter_CreateSavedFilter({ db, principal, scope, body, now, t }) {
    const input = stored(body);
    const node = await scopeNode(db, principal, scope);
    if (await nameTaken(db, principal.userId, node, input.name, 0)) return taken(t);
    let id: number;
    try {
      id = await insertFilter(db, principal.userId, node, input, now);
    } catch (error) {
      if (isNameConflict(error)) return taken(t);
      throw error;
    }
    const saved = await visibleFilter(db, principal, scope, id);
    return saved.ok ? ok(saved.value, { message: 'Saved filter saved.' }) : saved.error;
  },

  async SavedFilter_UpdateSavedFilter({ db, principal, scope, query, body, now, t }) {
    const found = await ownFilter(db, principal, scope, query.savedFilterId);
    if (!found.ok) return found.error;
    const input = stored(body);
    const node = await nodeOfFilter(db, query.savedFilterId);
    if (await nameTaken(db, principal.userId, node, input.name, query.savedFilterId)) return taken(t);
    try {
      await updateFilter(db, query.savedFilterId, input, now);
    } catch (error) {
      if (isNameConflict(error)) return taken(t);
      throw error;
    }
    const saved = await visibleFilter(db, principal, scope, query.savedFilterId);
    return saved.ok ? ok(saved.value, { message: 'Saved filter saved.' }) : saved.error;
  },

  async SavedFilter_DeleteSavedFilter({ db, principal, scope, body }) {
    const found = await ownFilter(db, principal, scope, body.savedFilterId);
    if (!found.ok) return found.error;
    await deleteFilter(db, body.savedFilterId);
    return ok(found.value, { message: 'Saved filter deleted.' });
  },
};
