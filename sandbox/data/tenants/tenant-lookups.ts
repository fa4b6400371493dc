// Tenants named by guid in a request (a filter or a picker's choice), before their ownership is
// checked: the row's ids only, or undefined when no such tenant exists.

import type { Queryable } from '../../db/database';

/** A live (not deleted) company's id and partner. */
export async function liveCompanyByGuid(
  db: Queryable,
  guid: string,
): Promise<{ id: number; partner_id: number } | undefined> {
  const [company] = await db.query<{ id: number; partner_id: number }>(
    'select id, partner_id from companies where guid = $1 and not deleted',
    [guid],
  );
  return company;
}

/** A partner's id. */
export async function partnerByGuid(db: Queryable, guid: string): Promise<{ id: number } | undefined> {
  const [partner] = await db.query<{ id: number }>('select id from partners where guid = $1', [guid]);
  return partner;
}
