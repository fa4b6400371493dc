// The users a session manages (Users area): the paged list and one user, bounded by the
// session's tenant whatever the request asks (another tenant's user is 403, an unknown one 404).
import type { components } from '../../../src/gen/openapi.gen';
import type { Queryable } from '../../db/database';
import type { Principal } from '../../http/principal';
import { forbidden, notFound, type Lookup } from '../../http/replies';
import { pagedList, type ListSort, type Page, type PageRequest } from '../paged-list';
import { Params, likePattern } from '../sql';
import { managedUsersWhere } from '../tenant-ownership';
import { iso } from '../timestamps';

type S = components['schemas'];

const USER_SELECT = `select u.id as "userId", u.guid::text as "userGuid", u.first_name as "firstName",
  u.last_name as "lastName", u.email, u.role, ${iso('u.created_on')} as "createdOn",
  case when u.last_login is null then null else ${iso('u.last_login')} end as "lastLogin",
  (select count(*)::int from user_sites us where us.user_id = u.id) as "assignedSites",
  (select count(*)::int from user_groups ug where ug.user_id = u.id) as "assignedGroups",
  coalesce(u.partner_id, c.partner_id) as "partnerId", u.company_id as "companyId"`;
const USER_FROM = 'users u left join companies c on c.id = u.company_id';
/** Users of deleted companies are gone with their company. */
const LIVE_USER = '(u.company_id is null or not c.deleted)';

const USER_SORT: ListSort = {
  columns: {
    firstName: '(lower(u.first_name), lower(u.last_name))',
    lastName: '(lower(u.last_name), lower(u.first_name))',
    email: 'lower(u.email)',
    role: 'u.role',
    createdOn: 'u.created_on',
    lastLogin: 'u.last_login',
  },
  fallback: { column: 'lastName', dir: 'asc' },
  tiebreakers: ['u.id'],
  nullable: 'all',
};

/** The list's filters: ids already checked against the session's tenant (-1 for an unknown one). */
export interface UserFilters {
  companyId?: number;
  partnerId?: number;
  role?: string | null;
  search?: string | null;
}

/** A page of the users the session manages, filtered and searched. */
export function userPage(
  db: Queryable,
  principal: Principal,
  filters: UserFilters,
  request: PageRequest,
): Promise<Page<S['User']>> {
  const p = new Params();
  const where = [LIVE_USER, managedUsersWhere(p, principal)];
  if (filters.companyId !== undefined) where.push(`u.company_id = ${p.add(filters.companyId)}`);
  if (filters.partnerId !== undefined) {
    const id = p.add(filters.partnerId);
    where.push(`(u.partner_id = ${id} or c.partner_id = ${id})`);
  }
  if (filters.role) where.push(`u.role = ${p.add(filters.role)}`);
  if (filters.search) {
    const like = p.add(likePattern(filters.search));
    where.push(
      `(u.first_name ilike ${like} or u.last_name ilike ${like} or u.email ilike ${like}
        or (u.first_name || ' ' || u.last_name) ilike ${like} or (u.last_name || ' ' || u.first_name) ilike ${like})`,
    );
  }
  const whereSql = where.join(' and ');
  return pagedList<S['User']>(db, p, request, USER_SORT, {
    count: `select count(*)::int as n from ${USER_FROM} where ${whereSql}`,
    rows: (order, limit) => `${USER_SELECT} from ${USER_FROM} where ${whereSql} ${order} ${limit}`,
  });
}

/** A user the session may manage (403 for another tenant's user, 404 for an unknown one). */
export async function managedUser(
  db: Queryable,
  principal: Principal,
  id: number,
): Promise<Lookup<S['User']>> {
  const [exists] = await db.query(`select 1 from ${USER_FROM} where u.id = $1 and ${LIVE_USER}`, [id]);
  if (!exists) return { ok: false, error: notFound() };
  const p = new Params();
  const [row] = await db.query<S['User']>(
    `${USER_SELECT} from ${USER_FROM} where u.id = ${p.add(id)} and ${managedUsersWhere(p, principal)}`,
    p.values,
  );
  return row ? { ok: true, value: row } : { ok: false, error: forbidden() };
}
