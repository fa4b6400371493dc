// Handlers of the Computer area: the endpoint lists, details, search, users by computers, the
// management server's list of an agms group, one-time passwords and deletion.
//
// A deleted computer (computers.deleted) is gone from every list and lookup; its events stay,
// and the management server lists it as Uninstalled.
import { randomInt } from 'node:crypto';
import type { components } from '../../src/gen/openapi.gen';
import { readCached, type Queryable } from '../db/database';
import { recordAudit } from '../data/audit';
import { COMPUTER_FROM, COMPUTER_SUMMARY, computerOrder } from '../data/computer-rows';
import { BEHIND_SQL } from '../data/policy/computers';
import { forbidden, notFound, ok } from '../http/replies';
import type { Scope } from '../http/scope';
import { computerScopeWhere, nodeInScope } from '../data/scope-filters';
import { Params, likePattern, limitOffset, orderBy, scopeWhere } from '../data/sql';
import type { HandlerMap } from '../http/types';
import { iso } from '../data/timestamps';

type S = components['schemas'];

const STATUS_WHERE: Record<S['ComputerStatusFilter'], string> = {
  all: 'true',
  active: 'c.active',
  inactive: 'not c.active',
  online: 'c.online',
  offline: 'not c.online',
};

/** A page of computers (ComputerSummary) with the exact total. */
async function computerPage(
  db: Queryable,
  p: Params,
  where: string,
  order: string,
  page: number | undefined,
  pageSize: number | undefined,
) {
  const countParams = p.values.length;
  // When the filter and the order read the computer alone (the usual case), the page is cut on
  // the computers table and its indexes; only its rows are then joined.
  const alone = !/\b(g|s|co)\./.test(`${where} ${order}`);
  const rows = await db.query<S['ComputerSummary']>(
    alone
      ? `select ${COMPUTER_SUMMARY}
         from (select c.id from computers c where ${where} ${order} ${limitOffset(p, page, pageSize)}) x
         join ${COMPUTER_FROM.replace('computers c', 'computers c on c.id = x.id')} ${order}`
      : `select ${COMPUTER_SUMMARY} from ${COMPUTER_FROM} where ${where} ${order} ${limitOffset(p, page, pageSize)}`,
    p.values,
  );
  const size = Math.min(Math.max(pageSize ?? 50, 1), 9999);
  let total = rows.length;
  if ((page ?? 1) > 1 || rows.length === size) {
    const [row] = await readCached<{ n: number }>(
      db,
      `select count(*)::int as n from ${alone ? 'computers c' : COMPUTER_FROM} where ${where}`,
      p.values.slice(0, countParams),
    );
    total = row?.n ?? 0;
  }
  return ok(rows, { totalCount: total });
}

function computerSearch(p: Params, search: string | null | undefined, withIpv6 = false): string | null {
  const text = search?.trim();
  if (!text) return null;
  const s = p.add(likePattern(text));
  return `(c.name ilike ${s} or c.ipv4 ilike ${s} or c.os ilike ${s}${withIpv6 ? ` or c.ipv6 ilike ${s}` : ''})`;
}

const OTP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

interface LiveComputer {
  id: number;
  guid: string;
  name: string;
  partner_id: number;
  company_id: number;
}

async function liveComputer(db: Queryable, scope: Scope, by: { guid?: string; id?: number }, lock = false) {
  const p = new Params();
  const key = by.guid !== undefined ? `c.guid = ${p.add(by.guid)}::uuid` : `c.id = ${p.add(by.id)}`;
  const [row] = await db.query<LiveComputer>(
    `select c.id, c.guid::text as guid, c.name, co.partner_id, co.id as company_id from ${COMPUTER_FROM}
     where ${key} and ${computerScopeWhere(p, scope)}${lock ? ' for update of c' : ''}`,
    p.values,
  );
  return row ?? null;
}

export const computerHandlers: HandlerMap = {
  async Computer_GetActiveOrOffileneComputers({ db, scope, body }) {
    const p = new Params();
    const parts = [computerScopeWhere(p, scope), STATUS_WHERE[body.status]];
    for (const [kind, guid, column] of [
      ['company', body.companyGuid, 'c.company_id'],
      ['site', body.siteGuid, 'c.site_id'],
      ['group', body.groupGuid, 'c.group_id'],
    ] as const) {
      if (!guid) continue;
      const node = await nodeInScope(db, scope, kind, guid);
      if (node === 'forbidden') return forbidden();
      parts.push(`${column} = ${p.add(node.id)}`);
    }
    if (body.protectionMode) parts.push(`c.protection_mode = ${p.add(body.protectionMode)}`);
    const os = body.os?.trim();
    if (os) parts.push(`c.os ilike ${p.add(likePattern(os))}`);
    const agentVersion = body.agentVersion?.trim();
    if (agentVersion) parts.push(`c.agent_version like ${p.add(likePattern(agentVersion).slice(1))}`); // starts with
    // Behind: not on its group's policy version in force (issue 27, Policy/GetEffectivePolicy counts them).
    if (body.policyBehind != null) parts.push(`${body.policyBehind ? '' : 'not '}(${BEHIND_SQL})`);
    const search = computerSearch(p, body.search, true);
    if (search) parts.push(search);
    return computerPage(
      db,
      p,
      parts.join(' and '),
      computerOrder(body.sortColumn, body.sortDir),
      body.page,
      body.pageSize,
    );
  },

  async Computer_GetGroupComputersFromEs({ db, scope, body }) {
    const group = await nodeInScope(db, scope, 'group', body.groupGuid);
    if (group === 'forbidden') return forbidden();
    const p = new Params();
    const parts = [
      computerScopeWhere(p, scope),
      `c.group_id = ${p.add(group.id)}`,
      STATUS_WHERE[body.status ?? 'all'],
    ];
    if (body.protectionMode) parts.push(`c.protection_mode = ${p.add(body.protectionMode)}`);
    const search = computerSearch(p, body.search);
    if (search) parts.push(search);
    return computerPage(
      db,
      p,
      parts.join(' and '),
      computerOrder(body.sortColumn, body.sortDir),
      body.page,
      body.pageSize,
    );
  },

  async Computer_GetComputerList({ db, scope, query }) {
    const p = new Params();
    const parts = [computerScopeWhere(p, scope)];
    if (query.groupGuid) {
      const group = await nodeInScope(db, scope, 'group', query.groupGuid);
      if (group === 'forbidden') return forbidden();
      parts.push(`c.group_id = ${p.add(group.id)}`);
    }
    const search = computerSearch(p, query.search);
    if (search) parts.push(search);
    return computerPage(
      db,
      p,
      parts.join(' and '),
      computerOrder(query.sortColumn, query.sortDir),
      query.page,
      query.pageSize,
    );
  },

  async Computer_GenerateOtp({ db, principal, scope, body, now }) {
    const otp = Array.from({ length: 8 }, () => OTP_ALPHABET[randomInt(OTP_ALPHABET.length)]).join('');
    const expires = new Date(now.getTime() + 3_600_000);
    const result = await db.transaction(async (tx) => {
      const computer = await liveComputer(tx, scope, { guid: body.computerGuid }, true);
      if (!computer) return null;
      await tx.query(
        'insert into computer_otps (computer_id, otp, generated_at, expires_at, generated_by) values ($1, $2, $3, $4, $5)',
        [computer.id, otp, now, expires, principal.userId],
      );
      await recordAudit(tx, principal, now, {
        action: 'GenerateOtp',
        entityType: 'Computer',
        entityName: computer.name,
        details: 'One-time password generated (valid 1 hour).',
        partnerId: computer.partner_id,
        companyId: computer.company_id,
      });
      return computer;
    });
    if (!result) return notFound();
    return ok({
      computerGuid: result.guid,
      computerName: result.name,
      otp,
      generatedAt: `${now.toISOString().slice(0, 19)}Z`,
      expiresAt: `${expires.toISOString().slice(0, 19)}Z`,
    });
  },

  async Computer_GetComputerDetail({ db, scope, query, now }) {
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
       from ${COMPUTER_FROM} where c.guid = ${p.add(query.computerGuid)}::uuid and ${computerScopeWhere(p, scope)}`,
      p.values,
    );
    return row ? ok(row) : notFound();
  },

  async Computer_SearchComputer({ db, scope, query, now }) {
    // By name, last IP address, or a user who logged on in the last 90 days (the one named).
    const p = new Params();
    const s = p.add(likePattern(query.search.trim()));
    const since = `${p.add(now.toISOString())}::timestamptz - interval '90 days'`;
    const user = `(select u.user_name from computer_users u where u.computer_id = c.id and u.user_name ilike ${s}
      and u.last_logon > ${since} order by u.last_logon desc limit 1)`;
    const byAddress = `(c.name ilike ${s} or c.ipv4 ilike ${s} or c.ipv6 ilike ${s})`;
    const where = `${computerScopeWhere(p, scope)} and (${byAddress} or ${user} is not null)`;
    const rows = await db.query<S['ComputerSearchResult']>(
      `select c.id as "computerId", c.guid::text as "computerGuid", c.name as "computerName", g.guid::text as "groupGuid",
         g.name as "groupName", s.name as "siteName", c.online, c.ipv4 as "lastIpv4",
         case when ${byAddress} then null else ${user} end as "matchedUser"
       from ${COMPUTER_FROM} where ${where} order by lower(c.name), c.id limit 20`,
      p.values,
    );
    let total = rows.length;
    if (rows.length === 20) {
      const [row] = await readCached<{ n: number }>(
        db,
        `select count(*)::int as n from ${COMPUTER_FROM} where ${where}`,
        p.values,
      );
      total = row?.n ?? 0;
    }
    return ok(rows, { totalCount: total });
  },

  async Computer_GetComputerUserList({ db, scope, query, now }) {
    const p = new Params();
    const parts = [
      computerScopeWhere(p, scope),
      `u.last_logon > ${p.add(now.toISOString())}::timestamptz - interval '90 days'`,
    ];
    if (query.computerGuid) {
      const computer = await liveComputer(db, scope, { guid: query.computerGuid });
      if (!computer) return notFound();
      parts.push(`c.id = ${p.add(computer.id)}`);
    }
    const text = query.search?.trim();
    if (text) {
      const s = p.add(likePattern(text));
      parts.push(`(c.name ilike ${s} or u.user_name ilike ${s})`);
    }
    const where = parts.join(' and ');
    const order = orderBy(
      query.sortColumn,
      query.sortDir,
      { computerName: 'lower(c.name)', userName: 'lower(u.user_name)', lastLogon: 'u.last_logon' },
      { column: 'computerName', dir: 'asc' },
      'c.id, lower(u.user_name)',
    );
    const from = `computer_users u join ${COMPUTER_FROM} on c.id = u.computer_id`;
    const countParams = p.values.length;
    const rows = await db.query<S['ComputerUser']>(
      `select c.id as "computerId", c.guid::text as "computerGuid", c.name as "computerName", g.name as "groupName",
         u.user_name as "userName", ${iso('u.last_logon')} as "lastLogon", u.logon_count as "logonCount"
       from ${from} where ${where} ${order} ${limitOffset(p, query.page, query.pageSize)}`,
      p.values,
    );
    const [row] = await readCached<{ n: number }>(
      db,
      `select count(*)::int as n from ${from} where ${where}`,
      p.values.slice(0, countParams),
    );
    return ok(rows, { totalCount: row?.n ?? 0 });
  },

  async Computer_GetAgscComputerList({ db, scope, query }) {
    // The group asked for (or selected); without one, every agms group of the scope.
    let groupIds: number[];
    const guid = query.groupGuid;
    if (guid || scope.groupId !== null) {
      let groupId = scope.groupId;
      if (guid) {
        const group = await nodeInScope(db, scope, 'group', guid);
        if (group === 'forbidden') return forbidden();
        groupId = group.id;
      }
      const [group] = await db.query<{ main_id: number | null }>('select main_id from groups where id = $1', [
        groupId,
      ]);
      if (!group || group.main_id === null) return notFound();
      groupIds = [groupId!];
    } else {
      const q = new Params();
      const rows = await db.query<{ id: number }>(
        `select g.id from groups g join sites s on s.id = g.site_id join companies co on co.id = s.company_id
         where g.main_id is not null and not co.deleted
           and ${scopeWhere(q, scope, { company: 's.company_id', site: 'g.site_id', group: 'g.id' })}`,
        q.values,
      );
      groupIds = rows.map((r) => r.id);
    }
    const p = new Params();
    const g = p.add(groupIds);
    const text = query.search?.trim();
    const search = text ? `and x.name ilike ${p.add(likePattern(text))}` : '';
    const all = `select c.main_id, c.name, case when c.deleted then 'Uninstalled' when not c.active then 'Disabled'
          when c.online then 'Online' else 'Offline' end as status, c.agent_version, c.last_seen, g.main_id as group_main_id
        from computers c join groups g on g.id = c.group_id where c.group_id = any(${g}::int[]) and c.main_id is not null
      union all
      select r.main_id, r.name, 'Uninstalled', r.agent_version, r.last_check_in, g.main_id
        from agsc_retired_agents r join groups g on g.id = r.group_id where r.group_id = any(${g}::int[])`;
    const countParams = p.values.length;
    const rows = await db.query<S['AgscComputer']>(
      `select x.main_id as "mainId", x.name, x.status, x.group_main_id as "groupMainId",
         x.agent_version as "agentVersion", ${iso('x.last_seen')} as "lastCheckIn"
       from (${all}) x where true ${search}
       order by x.status = 'Uninstalled', lower(x.name), x.main_id ${limitOffset(p, query.page, query.pageSize)}`,
      p.values,
    );
    const [row] = await readCached<{ n: number }>(
      db,
      `select count(*)::int as n from (${all}) x where true ${search}`,
      p.values.slice(0, countParams),
    );
    return ok(rows, { totalCount: row?.n ?? 0 });
  },

  async Computer_DeleteComputer({ db, principal, scope, query, now }) {
    const deleted = await db.transaction(async (tx) => {
      const computer = await liveComputer(tx, scope, { id: query.computerId }, true);
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
    if (!deleted) return notFound();
    return ok(
      {
        computerId: deleted.id,
        computerGuid: deleted.guid,
        computerName: deleted.name,
        deleted: true as const,
      },
      { message: 'The computer was deleted.' },
    );
  },
};
