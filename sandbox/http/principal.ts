// Who is calling: the session's user, role and tenant, from the database (never from headers).
import { readCached, type Queryable } from '../db/database';
import type { RoleName } from '../../src/domain/roles';

export interface Principal {
  userId: number;
  userGuid: string;
  email: string;
  name: string;
  role: RoleName;
  sid: string;
  partnerId: number | null;
  partnerGuid: string | null;
  companyId: number | null;
  /** Every company of a company-level user (their own first; user_companies adds others). */
  companyIds: number[];
  /** Assigned sites (site roles) and groups (group roles), in assignment order. */
  siteIds: number[];
  groupIds: number[];
}

export async function loadPrincipal(db: Queryable, userId: number, sid: string): Promise<Principal | null> {
  const [u] = await readCached<{
    id: number;
    guid: string;
    email: string;
    first_name: string;
    last_name: string;
    role: RoleName;
    partner_id: number | null;
    partner_guid: string | null;
    company_id: number | null;
    company_ids: number[] | null;
    site_ids: number[] | null;
    group_ids: number[] | null;
  }>(
    db,
    `select u.id, u.guid, u.email, u.first_name, u.last_name, u.role, u.partner_id, p.guid as partner_guid, u.company_id,
       (select array_agg(company_id order by position) from user_companies where user_id = u.id) as company_ids,
       (select array_agg(site_id order by position) from user_sites where user_id = u.id) as site_ids,
       (select array_agg(group_id order by position) from user_groups where user_id = u.id) as group_ids
     from users u left join partners p on p.id = u.partner_id where u.id = $1`,
    [userId],
  );
  if (!u) return null;
  return {
    userId: u.id,
    userGuid: u.guid,
    email: u.email,
    name: `${u.first_name} ${u.last_name}`,
    role: u.role,
    sid,
    partnerId: u.partner_id,
    partnerGuid: u.partner_guid,
    companyId: u.company_id,
    companyIds: u.company_ids?.length ? [...u.company_ids] : u.company_id !== null ? [u.company_id] : [],
    // Copies: the row is a kept read, shared by every request of the session.
    siteIds: [...(u.site_ids ?? [])],
    groupIds: [...(u.group_ids ?? [])],
  };
}
