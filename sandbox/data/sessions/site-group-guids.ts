// The groups of one site the session may see (Session area's Asset_GetAllGroupsForSite).
import type { Queryable } from '../../db/database';
import type { Scope } from '../../http/scope';
import { Params } from '../sql';

/** The guids of the site's groups within `bounds`, in id order. */
export async function groupGuidsOfSite(db: Queryable, siteId: number, bounds: Scope): Promise<string[]> {
  const q = new Params();
  const groups = await db.query<{ guid: string }>(
    `select g.guid::text as guid from groups g where g.site_id = ${q.add(siteId)}
     ${bounds.groupIds !== null ? `and g.id = any(${q.add(bounds.groupIds)}::int[])` : ''} order by g.id`,
    q.values,
  );
  return groups.map((g) => g.guid);
}
