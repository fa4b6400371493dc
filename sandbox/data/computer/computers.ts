// One computer of the scope: the lookup of a live one, its details, the quick search, and the
// writes (a one-time password, deletion) with their audit entries.
import type { components } from '../../../src/gen/openapi.gen';
import type { Database, Queryable } from '../../db/database';
import type { Principal } from '../../http/principal';
import type { Scope } from '../../http/scope';
import { recordAudit } from '../audit';
import { COMPUTER_FROM, COMPUTER_SUMMARY } from '../computer-rows';
import { pagedList, type Page } from '../paged-list';
import { computerScopeWhere } from '../scope-filters';
import { Params, likePattern } from '../sql';
import { iso } from '../timestamps';

type S = components['schemas'];

export interface LiveComputer {
  id: number;
  guid: string;
  name: string;
  partner_id: number;
  company_id: number;
}

/** A computer of the scope that is not deleted, by guid or id (locked for a write with `lock`). */
export async function liveComputer(
  db: Queryable,
  scope: Scope,
  by: { guid?: string; id?: number },
  lock = false,
): Promise<LiveComputer | null> {
  const p = new Params();
  const key = by.guid !== undefined ? `c.guid = ${p.add(by.guid)}::uuid` : `c.id = ${p.add(by.id)}`;
  const [row] = await db.query<LiveComputer>(
    `select c.id, c.guid::text as guid, c.name, co.partner_id, co.id as company_id from ${COMPUTER_FROM}
     where ${key} and ${computerScopeWhere(p, scope)}${lock ? ' for update of c' : ''}`,
    p.values,
  );
  return row ?? null;
}

export async function computerDetail(
  db: Queryable,
  scope: Scope,
  computerGuid: string,
  now: Date,
): Promise<S['ComputerDetail'] | null> {
  const p = new Params();
  const n = p.add(now.toISOString());
  const [row] = await db.query<S['ComputerDetail']>(
    `select ${COMPUTER_SUMMARY}, co.id as "companyId", c.main_id as "mainId", c.domain,
       case when c.online and c.logged_on_user is not null then coalesce(c.domain, 'CORP') || '\\' || c.logged_on_user end as "loggedOnUser",
       c.cpu, c.memory_mb as "memoryMb", ${iso('c.install_date')} as "installDate",
       ${iso(`case when c.policy_version ~ '^[0-9]{4}\\.[0-9]{2}\\.[0-9]{2}' then least(${n}::timestamptz,
         (to_date(substr(c.policy_version, 1, 10), 'YYYY.MM.DD')::timestamp at time zone 'UTC') + ((c.id::bigint * 7919) % 86400) * interval '1 second') end`)} as "lastPolicyUpdate",
       ${iso(`least(c.last_seen, ${n}::timestamptz) - ((c.id::bigint * 104729) % (96 * 3600)) * interval '1 second'`)} as "lastBootTime",
       c.mac_address as "macAddress", c.serial_number as "serialNumber",
       (select count(*)::int from events e where e.company_id = s.company_id and e.computer_id = c.id and e.action = 'blocked'
          and e.reported_at > ${n}::timestamptz - interval '7 days' and e.reported_at <= ${n}::timestamptz) as "recentBlockCount"
     from ${COMPUTER_FROM} where c.guid = ${p.add(computerGuid)}::uuid and ${computerScopeWhere(p, scope)}`,
    p.values,
  );
  return row ?? null;
}

/**
 * The first 20 computers found by name, last IP address, or a user who logged on in the last
 * 90 days (the one named), and the total found.
 */
export function searchComputers(
  db: Queryable,
  scope: Scope,
  search: string,
  now: Date,
): Promise<Page<S['ComputerSearchResult']>> {
  const p = new Params();
  const s = p.add(likePattern(search.trim()));
  const since = `${p.add(now.toISOString())}::timestamptz - interval '90 days'`;
  const user = `(select u.user_name from computer_users u where u.computer_id = c.id and u.user_name ilike ${s}
    and u.last_logon > ${since} order by u.last_logon desc limit 1)`;
  const byAddress = `(c.name ilike ${s} or c.ipv4 ilike ${s} or c.ipv6 ilike ${s})`;
  const where = `${computerScopeWhere(p, scope)} and (${byAddress} or ${user} is not null)`;
  return pagedList<S['ComputerSearchResult']>(
    db,
    p,
    { page: 1, pageSize: 20 },
    { order: 'order by lower(c.name), c.id' },
    {
      count: `select count(*)::int as n from ${COMPUTER_FROM} where ${where}`,
      rows: (
        order,
        limit,
      ) => `select c.id as "computerId", c.guid::text as "computerGuid", c.name as "computerName", g.guid::text as "groupGuid",
          g.name as "groupName", s.name as "siteName", c.online, c.ipv4 as "lastIpv4",
          case when ${byAddress} then null else ${user} end as "matchedUser"
        from ${COMPUTER_FROM} where ${where} ${order} ${limit}`,
    },
  );
}

/** A new one-time password of a computer of the scope (audited): the computer, or null. */
export function insertOtp(
  db: Database,
  principal: Principal,
  scope: Scope,
  otp: { computerGuid: string; otp: string; now: Date; expires: Date },
): Promise<LiveComputer | null> {
  return db.transaction(async (tx) => {
    const computer = await liveComputer(tx, scope, { guid: otp.computerGuid }, true);
    if (!computer) return null;
    await tx.query(
      'insert into computer_otps (computer_id, otp, generated_at, expires_at, generated_by) values ($1, $2, $3, $4, $5)',
      [computer.id, otp.otp, otp.now, otp.expires, principal.userId],
    );
    await recordAudit(tx, principal, otp.now, {
      action: 'GenerateOtp',
      entityType: 'Computer',
      entityName: computer.name,
      details: 'One-time password generated (valid 1 hour).',
      partnerId: computer.partner_id,
      companyId: computer.company_id,
    });
    return computer;
  });
}

/** Deletes a computer of the scope from the console (audited): the computer, or null. */
export function deleteComputer(
  db: Database,
  principal: Principal,
  scope: Scope,
  computerId: number,
  now: Date,
): Promise<LiveComputer | null> {
  return db.transaction(async (tx) => {
    const computer = await liveComputer(tx, scope, { id: computerId }, true);
    if (!computer) return null;
    await tx.query('update computers set deleted = true where id = $1', [computer.id]);
    await recordAudit(tx, principal, now, {
      action: 'DeleteComputer',
      entityType: 'Computer',
      entityName: computer.name,
      details: 'Computer removed from the console.',
      partnerId: computer.partner_id,
      companyId: computer.company_id,
    });
    return computer;
  });
}
