// The dashboard's top-5 widgets: computers and groups with the most blocks of the week, and the
// known threats (malicious and suspicious files) with the most detections.
import type { components } from '../../../src/gen/openapi.gen';
import type { Queryable } from '../../db/database';
import type { Scope } from '../../http/scope';
import { hashStatsSql } from '../hash-stats';
import { deletedCompanies } from '../scope-filters';
import { Params } from '../sql';
import { iso } from '../timestamps';
import { TOP, blocksWhere, topBlockedSql, weekOf } from './dashboard-filters';

type S = components['schemas'];

/** Ranks rows from 1 in their order. */
const ranked = <T>(rows: T[]) => rows.map((r, i) => ({ rank: i + 1, ...r }));

export async function topComputers(db: Queryable, scope: Scope, now: Date): Promise<S['TopComputer'][]> {
  const deleted = await deletedCompanies(db, scope);
  const p = new Params();
  const rows = await db.query<Omit<S['TopComputer'], 'rank'>>(
    `select c.id as "computerId", c.guid::text as "computerGuid", c.name as "computerName", g.guid::text as "groupGuid",
       g.name as "groupName", s.name as "siteName", c.protection_mode as "protectionMode", c.online,
       x.n as "blockCount", ${iso('x.last')} as "lastBlockedOn"
     from (${topBlockedSql(p, scope, deleted, weekOf(now))}) x
     join computers c on c.id = x.computer_id join groups g on g.id = c.group_id join sites s on s.id = g.site_id
     order by x.n desc, x.last desc, c.id`,
    p.values,
  );
  return ranked(rows);
}

export async function topGroups(db: Queryable, scope: Scope, now: Date): Promise<S['TopGroup'][]> {
  const deleted = await deletedCompanies(db, scope);
  const p = new Params();
  const rows = await db.query<Omit<S['TopGroup'], 'rank'>>(
    `select g.guid::text as "groupGuid", g.name as "groupName", s.guid::text as "siteGuid", s.name as "siteName",
       s.company_id as "companyId",
       (select count(*)::int from computers k where k.group_id = g.id and not k.deleted) as "computerCount",
       x.cc as "blockedComputerCount", x.n as "blockCount"
     from (select e.group_id, count(*)::int as n, count(distinct e.computer_id)::int as cc
           from events e where ${blocksWhere(p, scope, deleted, weekOf(now))} group by e.group_id) x
     join groups g on g.id = x.group_id join sites s on s.id = g.site_id
     order by x.n desc, lower(g.name), g.id limit ${TOP}`,
    p.values,
  );
  return ranked(rows);
}

export async function knownThreats(db: Queryable, scope: Scope): Promise<S['KnownThreat'][]> {
  const deleted = await deletedCompanies(db, scope);
  const p = new Params();
  const rows = await db.query<Omit<S['KnownThreat'], 'rank'>>(
    `select h.file_name as "fileName", h.sha256, h.hash_class as "hashClass", s.ec as detections, s.cc as "computerCount",
       ${iso('s.ls')} as "lastSeen"
     from (${hashStatsSql(p, scope, deleted, ['malicious', 'suspicious'])}) s join file_hashes h on h.id = s.hash_id
     order by s.ec desc, s.ls desc, h.id limit ${TOP}`,
    p.values,
  );
  return ranked(rows);
}
