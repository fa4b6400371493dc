// Users by computers: the accounts that logged on to the scope's computers in the last 90 days.
import type { components } from '../../../src/gen/openapi.gen';
import type { Queryable } from '../../db/database';
import type { Scope } from '../../http/scope';
import type { QueryParams } from '../../http/types';
import { COMPUTER_FROM } from '../computer-rows';
import { pagedList, type ListSort, type Page } from '../paged-list';
import { computerScopeWhere } from '../scope-filters';
import { Params, likePattern } from '../sql';
import { iso } from '../timestamps';

type S = components['schemas'];

const USER_SORT: ListSort = {
  columns: { computerName: 'lower(c.name)', userName: 'lower(u.user_name)', lastLogon: 'u.last_logon' },
  fallback: { column: 'computerName', dir: 'asc' },
  tiebreakers: ['c.id, lower(u.user_name)'],
  nullable: 'all',
};

/** A page of users by computers; `computerId`: one computer's (found within the scope). */
export function computerUserPage(
  db: Queryable,
  scope: Scope,
  query: QueryParams<'Computer_GetComputerUserList'>,
  computerId: number | null,
  now: Date,
): Promise<Page<S['ComputerUser']>> {
  const p = new Params();
  const parts = [
    computerScopeWhere(p, scope),
    `u.last_logon > ${p.add(now.toISOString())}::timestamptz - interval '90 days'`,
  ];
  if (computerId !== null) parts.push(`c.id = ${p.add(computerId)}`);
  const text = query.search?.trim();
  if (text) {
    const s = p.add(likePattern(text));
    parts.push(`(c.name ilike ${s} or u.user_name ilike ${s})`);
  }
  const where = parts.join(' and ');
  const from = `computer_users u join ${COMPUTER_FROM} on c.id = u.computer_id`;
  return pagedList<S['ComputerUser']>(db, p, query, USER_SORT, {
    count: `select count(*)::int as n from ${from} where ${where}`,
    rows: (
      order,
      limit,
    ) => `select c.id as "computerId", c.guid::text as "computerGuid", c.name as "computerName", g.name as "groupName",
        u.user_name as "userName", ${iso('u.last_logon')} as "lastLogon", u.logon_count as "logonCount"
      from ${from} where ${where} ${order} ${limit}`,
  });
}
