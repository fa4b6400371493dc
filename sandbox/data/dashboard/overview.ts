// The overview tiles of the scope's level (group, site, company or partner): computer counts,
// unresolved alerts, blocks of the week and the company's license.
import type { components } from '../../../src/gen/openapi.gen';
import { readCached, type Queryable } from '../../db/database';
import type { Scope } from '../../http/scope';
import type { OkBody } from '../../http/types';
import { COMPUTER_FROM } from '../computer-rows';
import { computerScopeWhere, deletedCompanies } from '../scope-filters';
import { Params } from '../sql';
import { iso } from '../timestamps';
import { ALARM_FROM, alarmWhere, blocksWhere, weekOf } from './dashboard-filters';

type S = components['schemas'];
type Overview = OkBody<'Dashboard_GetCompanyOverviewInformation'>['entityData'];

interface Level {
  level: S['ScopeLevel'];
  guid: string;
  name: string;
}

/** The name and guid of a row of a tenant table by id. */
async function named(db: Queryable, table: 'groups' | 'sites' | 'companies' | 'partners', id: number) {
  const [row] = await db.query<{ guid: string; name: string }>(
    `select guid::text as guid, name from ${table} where id = $1`,
    [id],
  );
  return row;
}

/** The deepest level the scope selects (one group, one site, the company, the partner). */
async function levelOf(db: Queryable, scope: Scope): Promise<Level | null> {
  const groupId = scope.groupId ?? (scope.groupIds?.length === 1 ? scope.groupIds[0]! : null);
  if (groupId !== null) {
    const g = await named(db, 'groups', groupId);
    if (g) return { level: 'group', ...g };
  }
  const siteId = scope.siteId ?? (scope.siteIds?.length === 1 ? scope.siteIds[0]! : null);
  if (siteId !== null) {
    const s = await named(db, 'sites', siteId);
    if (s) return { level: 'site', ...s };
  }
  if (scope.companyId !== null) {
    const c = await named(db, 'companies', scope.companyId);
    if (c) return { level: 'company', ...c };
  }
  if (scope.partnerId !== null) {
    const p = await named(db, 'partners', scope.partnerId);
    if (p) return { level: 'partner', ...p };
  }
  return null;
}

interface ComputerCounts {
  total: number;
  online: number;
  protected: number;
  lockdown: number;
  discovery: number;
}

interface License {
  status: S['LicenseStatus'];
  expires: string | null;
  seats: number | null;
}

/** The overview of the scope; null when the scope selects no level. */
export async function overview(db: Queryable, scope: Scope, now: Date): Promise<Overview | null> {
  const level = await levelOf(db, scope);
  if (!level) return null;
  const deleted = await deletedCompanies(db, scope);
  const p = new Params();
  const [counts] = await db.query<ComputerCounts>(
    `select count(*)::int as total, count(*) filter (where c.online)::int as online,
       count(*) filter (where c.protection_mode = 'Protected')::int as protected,
       count(*) filter (where c.protection_mode = 'Lockdown')::int as lockdown,
       count(*) filter (where c.protection_mode = 'Discovery')::int as discovery
     from ${COMPUTER_FROM} where ${computerScopeWhere(p, scope)}`,
    p.values,
  );
  const q = new Params();
  const [alerts] = await readCached<{ n: number }>(
    db,
    `select count(*)::int as n from ${ALARM_FROM} where a.status = 'Unresolved' and ${alarmWhere(q, scope)}`,
    q.values,
  );
  const b = new Params();
  const [blocks] = await readCached<{ n: number }>(
    db,
    `select count(*)::int as n from events e where ${blocksWhere(b, scope, deleted, weekOf(now))}`,
    b.values,
  );
  let license: License | null = null;
  if (level.level !== 'partner' && scope.companyId !== null) {
    const [row] = await db.query<License>(
      `select co.license_status as status, ${iso('l.expires_on')} as expires, l.licensed_computers as seats
       from companies co left join company_licenses l on l.company_id = co.id where co.id = $1`,
      [scope.companyId],
    );
    license = row ?? null;
  }
  const total = counts?.total ?? 0;
  return {
    scopeLevel: level.level,
    scopeGuid: level.guid,
    scopeName: level.name,
    computerCount: total,
    onlineCount: counts?.online ?? 0,
    offlineCount: total - (counts?.online ?? 0),
    protectedCount: counts?.protected ?? 0,
    lockdownCount: counts?.lockdown ?? 0,
    discoveryCount: counts?.discovery ?? 0,
    unresolvedAlertCount: alerts?.n ?? 0,
    blocksLast7Days: blocks?.n ?? 0,
    licenseStatus: license?.status ?? null,
    licenseExpiresOn: license?.expires ?? null,
    licensedComputers: license?.seats ?? null,
  };
}
