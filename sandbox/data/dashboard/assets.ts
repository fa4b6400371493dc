// Asset counts of the dashboard: the computers of companies, sites and groups by state and
// protection mode, within the scope.
import type { components } from '../../../src/gen/openapi.gen';
import type { Queryable } from '../../db/database';
import type { Scope } from '../../http/scope';
import { COMPUTER_FROM } from '../computer-rows';
import { computerScopeWhere } from '../scope-filters';
import { Params } from '../sql';

type S = components['schemas'];

/** Computer counts of the scope per key (an SQL expression over COMPUTER_FROM). */
export function countsBy(p: Params, scope: Scope, key: string): string {
  return `select ${key} as key, count(*)::int as total, count(*) filter (where c.online)::int as online,
      count(*) filter (where c.protection_mode = 'Protected')::int as protected,
      count(*) filter (where c.protection_mode = 'Lockdown')::int as lockdown,
      count(*) filter (where c.protection_mode = 'Discovery')::int as discovery
    from ${COMPUTER_FROM} where ${computerScopeWhere(p, scope)} group by ${key}`;
}

/** The counts of a countsBy row `k` as the contract's AssetCounts. */
export const COUNTS_JSON = `json_build_object('computerCount', coalesce(k.total, 0), 'onlineCount', coalesce(k.online, 0),
  'offlineCount', coalesce(k.total, 0) - coalesce(k.online, 0), 'protectedCount', coalesce(k.protected, 0),
  'lockdownCount', coalesce(k.lockdown, 0), 'discoveryCount', coalesce(k.discovery, 0))`;

/** Sites of a company the scope may see (site roles: theirs; group roles: those with their groups). */
function siteVisible(p: Params, scope: Scope, alias: string): string {
  const parts: string[] = [];
  if (scope.siteIds !== null) parts.push(`${alias}.id = any(${p.add(scope.siteIds)}::int[])`);
  if (scope.groupIds !== null)
    parts.push(
      `exists (select 1 from groups vg where vg.site_id = ${alias}.id and vg.id = any(${p.add(scope.groupIds)}::int[]))`,
    );
  return parts.join(' and ') || 'true';
}

export function groupVisible(p: Params, scope: Scope, alias: string): string {
  return scope.groupIds !== null ? `${alias}.id = any(${p.add(scope.groupIds)}::int[])` : 'true';
}

export function companyAssets(db: Queryable, scope: Scope): Promise<S['CompanyAsset'][]> {
  const p = new Params();
  const k = countsBy(p, scope, 's.company_id');
  const companies = scope.companyIds !== null ? `and co.id = any(${p.add(scope.companyIds)}::int[])` : '';
  return db.query<S['CompanyAsset']>(
    `select co.id as "companyId", co.guid::text as "companyGuid", co.name as "companyName", pa.id as "partnerId",
       pa.name as "partnerName", co.license_status as "licenseStatus",
       (select count(*)::int from sites vs where vs.company_id = co.id and ${siteVisible(p, scope, 'vs')}) as "siteCount",
       ${COUNTS_JSON} as counts
     from companies co join partners pa on pa.id = co.partner_id left join (${k}) k on k.key = co.id
     where not co.deleted ${companies}
     order by lower(co.name), co.id`,
    p.values,
  );
}

/** The sites of a company (found within the scope) that the scope may see. */
export function siteAssets(db: Queryable, scope: Scope, companyId: number): Promise<S['SiteAsset'][]> {
  const p = new Params();
  const k = countsBy(p, scope, 'g.site_id');
  return db.query<S['SiteAsset']>(
    `select si.id as "siteId", si.guid::text as "siteGuid", si.name as "siteName", si.main_id as "mainId",
       co.guid::text as "companyGuid", co.name as "companyName",
       (select count(*)::int from groups vg2 where vg2.site_id = si.id and ${groupVisible(p, scope, 'vg2')}) as "groupCount",
       ${COUNTS_JSON} as counts
     from sites si join companies co on co.id = si.company_id left join (${k}) k on k.key = si.id
     where si.company_id = ${p.add(companyId)} and ${siteVisible(p, scope, 'si')}
     order by lower(si.name), si.id`,
    p.values,
  );
}

/** The groups of a site (found within the scope) that the scope may see. */
export function groupAssets(db: Queryable, scope: Scope, siteId: number): Promise<S['GroupAsset'][]> {
  const p = new Params();
  const k = countsBy(p, scope, 'c.group_id');
  return db.query<S['GroupAsset']>(
    `select gr.id as "groupId", gr.guid::text as "groupGuid", gr.name as "groupName", gr.main_id as "mainId", gr.agms,
       si.guid::text as "siteGuid", si.name as "siteName", ${COUNTS_JSON} as counts
     from groups gr join sites si on si.id = gr.site_id left join (${k}) k on k.key = gr.id
     where gr.site_id = ${p.add(siteId)} and ${groupVisible(p, scope, 'gr')}
     order by lower(gr.name), gr.id`,
    p.values,
  );
}

/** The guid of a company named by id (null when there is none: refused like another tenant's). */
export async function companyGuidOf(db: Queryable, companyId: number): Promise<string | null> {
  const [row] = await db.query<{ guid: string }>('select guid::text as guid from companies where id = $1', [
    companyId,
  ]);
  return row?.guid ?? null;
}
