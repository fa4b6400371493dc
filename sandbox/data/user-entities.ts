// The tenants a user is assigned to: the session's own claims (Session area) and a user's
// detail (Users area).
import type { components } from '../../src/gen/openapi.gen';
import type { Queryable } from '../db/database';

type S = components['schemas'];
type KeyValue = S['KeyValue'];

export interface UserEntities {
  partnerGuid: string | null;
  companies: KeyValue[];
  sites: KeyValue[];
  groups: KeyValue[];
}

export interface UserTenantRow {
  id: number;
  role: S['Role'];
  partner_id: number | null;
  company_id: number | null;
}

/** A user's role and tenant ids, as `entitiesOfUser` takes them. */
export async function userTenantRow(db: Queryable, userId: number): Promise<UserTenantRow | undefined> {
  const [row] = await db.query<UserTenantRow>(
    'select id, role, partner_id, company_id from users where id = $1',
    [userId],
  );
  return row;
}

/**
 * The partner, companies, sites and groups a user is assigned to (key = guid, value = name):
 * nothing for a Global Admin (no tenant restriction); the partner's live companies with their
 * sites and groups for a Partner Admin; the company with its sites and groups for a Company
 * Administrator; the assigned sites (in assignment order) with their groups for site roles;
 * the sites of the assigned groups and the groups (in assignment order) for group roles.
 */
export async function entitiesOfUser(db: Queryable, user: UserTenantRow): Promise<UserEntities> {
  const none: UserEntities = { partnerGuid: null, companies: [], sites: [], groups: [] };
  if (user.role === 'AGMSAdmin') return none;
  const [partner] = await db.query<{ guid: string }>(
    'select guid::text as guid from partners where id = $1',
    [user.partner_id],
  );
  const partnerGuid = partner?.guid ?? null;
  const companyIds =
    user.role === 'PartnerAdmin'
      ? (
          await db.query<{ id: number }>(
            'select id from companies where partner_id = $1 and not deleted order by id',
            [user.partner_id],
          )
        ).map((r) => r.id)
      : (
          await db.query<{ id: number }>(
            `select c.id from companies c
             left join user_companies uc on uc.company_id = c.id and uc.user_id = $2
             where (c.id = $1 or uc.user_id is not null) and not c.deleted
             order by (c.id <> $1), uc.position, c.id`,
            [user.company_id, user.id],
          )
        ).map((r) => r.id);
  if (companyIds.length === 0) return { ...none, partnerGuid };
  const companies = await db.query<KeyValue>(
    'select guid::text as key, name as value from companies where id = any($1::int[]) order by array_position($1::int[], id)',
    [companyIds],
  );

  let sites: KeyValue[];
  let groups: KeyValue[];
  if (user.role === 'SiteAdmin' || user.role === 'SiteAudit') {
    sites = await db.query<KeyValue>(
      `select s.guid::text as key, s.name as value from user_sites us join sites s on s.id = us.site_id
       where us.user_id = $1 and s.company_id = any($2::int[]) order by us.position, s.id`,
      [user.id, companyIds],
    );
    groups = await db.query<KeyValue>(
      `select g.guid::text as key, g.name as value from user_sites us join sites s on s.id = us.site_id
       join groups g on g.site_id = s.id
       where us.user_id = $1 and s.company_id = any($2::int[]) order by us.position, g.id`,
      [user.id, companyIds],
    );
  } else if (user.role === 'GroupAdmin' || user.role === 'GroupAudit') {
    groups = await db.query<KeyValue>(
      `select g.guid::text as key, g.name as value from user_groups ug join groups g on g.id = ug.group_id
       join sites s on s.id = g.site_id
       where ug.user_id = $1 and s.company_id = any($2::int[]) order by ug.position, g.id`,
      [user.id, companyIds],
    );
    sites = await db.query<KeyValue>(
      `select s.guid::text as key, s.name as value from sites s
       join (select g.site_id, min(ug.position) as position from user_groups ug join groups g on g.id = ug.group_id
             where ug.user_id = $1 group by g.site_id) a on a.site_id = s.id
       where s.company_id = any($2::int[]) order by a.position, s.id`,
      [user.id, companyIds],
    );
  } else {
    sites = await db.query<KeyValue>(
      'select guid::text as key, name as value from sites where company_id = any($1::int[]) order by id',
      [companyIds],
    );
    groups = await db.query<KeyValue>(
      `select g.guid::text as key, g.name as value from groups g join sites s on s.id = g.site_id
       where s.company_id = any($1::int[]) order by g.id`,
      [companyIds],
    );
  }
  return { partnerGuid, companies, sites, groups };
}
