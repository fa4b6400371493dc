// The scope tree is read on every scope dialog and at every sign-in, and for a Global Admin at
// large scale it is the whole tenant tree (thousands of sites and groups): building it each
// time cost ~150 ms of the single PGlite connection. The tree changes only when a company is
// created, renamed or deleted (the sandbox has no site or group writes), so it is kept per
// database and per principal, and every company write starts a new generation.
import { rootDatabase } from '../db/transaction-database';
import type { Principal } from '../http/principal';

interface Entry {
  generation: number;
  value: unknown;
}

const generations = new WeakMap<object, number>();
const entries = new WeakMap<object, Map<string, Entry>>();

/** Call after any committed write to partners, companies, sites or groups. */
export function tenantTreeChanged(write: object): void {
  const db = rootDatabase(write);
  generations.set(db, (generations.get(db) ?? 0) + 1);
  entries.get(db)?.clear();
}

const principalKey = (p: Principal) =>
  JSON.stringify([p.userId, p.role, p.partnerId, p.companyIds, p.siteIds, p.groupIds]);

export async function cachedTenantTree<T>(
  db: object,
  principal: Principal,
  build: () => Promise<T>,
): Promise<T> {
  db = rootDatabase(db);
  const generation = generations.get(db) ?? 0;
  let byPrincipal = entries.get(db);
  if (!byPrincipal) entries.set(db, (byPrincipal = new Map()));
  const key = principalKey(principal);
  const hit = byPrincipal.get(key);
  if (hit && hit.generation === generation) return hit.value as T;
  const value = await build();
  // A write that landed while this was built makes it stale: keep it only if none did.
  if ((generations.get(db) ?? 0) === generation) byPrincipal.set(key, { generation, value });
  return value;
}
