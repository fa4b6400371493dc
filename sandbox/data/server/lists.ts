// The server lists: a page of an owner's records, every record of an owner in the default order,
// a partner's global record by id and the zones.
import type { components } from '../../../src/gen/openapi.gen';
import type { Queryable } from '../../db/database';
import { pagedList, type ListSort, type Page } from '../paged-list';
import { Params, likePattern } from '../sql';
import { SERVER_FROM, inheritedExpr, ownerWhere, serverColumns, type Owner } from './owners';

type S = components['schemas'];

/** PDP before LRP, then by priority: the lists' default order. */
const TYPE_THEN_PRIORITY = 's.point_type desc, s.priority';

const SERVER_SORT: ListSort = {
  columns: {
    serverName: 'lower(s.name)',
    url: 'lower(s.url)',
    pointType: 's.point_type',
    zone: 'lower(s.zone)',
    priority: 's.priority',
    isDefault: 's.is_default',
    // The default order (not a contract value: request validation admits only the enum).
    typeThenPriority: TYPE_THEN_PRIORITY,
  },
  fallback: { column: 'typeThenPriority', dir: 'asc' },
  tiebreakers: ['s.id'],
  nullable: 'all',
};

/** A page of the records an owner uses, filtered by point type and searched. */
export function serverPage(
  db: Queryable,
  owner: Owner,
  body: S['PagedRequest'] & S['ServerListFilter'],
): Promise<Page<S['Server']>> {
  const p = new Params();
  const where = [ownerWhere(p, owner)];
  if (body.pointType) where.push(`s.point_type = ${p.add(body.pointType)}`);
  if (body.search) {
    const like = p.add(likePattern(body.search));
    where.push(`(s.name ilike ${like} or s.url ilike ${like} or s.zone ilike ${like})`);
  }
  const whereSql = where.join(' and ');
  return pagedList<S['Server']>(db, p, body, SERVER_SORT, {
    count: `select count(*)::int as n from ${SERVER_FROM} where ${whereSql}`,
    rows: (order, limit) =>
      `select ${serverColumns(inheritedExpr(owner))} from ${SERVER_FROM} where ${whereSql} ${order} ${limit}`,
  });
}

/** Every record an owner uses, in the default order. */
export function ownerServers(db: Queryable, owner: Owner): Promise<S['Server'][]> {
  const p = new Params();
  return db.query<S['Server']>(
    `select ${serverColumns(inheritedExpr(owner))} from ${SERVER_FROM} where ${ownerWhere(p, owner)} order by ${TYPE_THEN_PRIORITY}, s.id`,
    p.values,
  );
}

/** A global record by id (of the selected partner, when one is selected), or null. */
export async function globalServerById(
  db: Queryable,
  partnerId: number | null,
  serverId: number,
): Promise<S['Server'] | null> {
  const p = new Params();
  const where = [`s.id = ${p.add(serverId)}`, 's.company_id is null'];
  if (partnerId !== null) where.push(`s.partner_id = ${p.add(partnerId)}`);
  const [row] = await db.query<S['Server']>(
    `select ${serverColumns('false')} from ${SERVER_FROM} where ${where.join(' and ')}`,
    p.values,
  );
  return row ?? null;
}

export function zones(db: Queryable): Promise<S['Zone'][]> {
  return db.query<S['Zone']>('select id as "zoneId", name from zones order by id');
}
