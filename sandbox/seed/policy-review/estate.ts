// The estate the reviews are about: computers, groups and the admins who write reviews.
import type { Database } from '../../db/database';
import type { ComputerRow } from './vocabulary';

export type Estate = Awaited<ReturnType<typeof loadEstate>>;

export async function loadEstate(db: Database) {
  const computers = await db.query<ComputerRow>(
    `select c.id, c.guid::text as guid, c.group_id, s.company_id
     from computers c join groups g on g.id = c.group_id join sites s on s.id = g.site_id
     where not c.deleted order by c.id`,
  );
  const groups = await db.query<{ id: number; company_id: number; name: string; agms: boolean }>(
    'select g.id, s.company_id, g.name, g.agms from groups g join sites s on s.id = g.site_id order by g.id',
  );
  const users = await db.query<{ company_id: number; name: string }>(
    `select company_id, first_name || ' ' || last_name as name from users
     where company_id is not null and role in ('CompanyAdmin', 'GroupAdmin', 'SiteAdmin') order by id`,
  );
  const byGuid = new Map(computers.map((c) => [c.guid, c]));
  const byId = new Map(computers.map((c) => [c.id, c]));
  const computersOfGroup = new Map<number, ComputerRow[]>();
  const computersOfCompany = new Map<number, ComputerRow[]>();
  for (const c of computers) {
    computersOfGroup.set(c.group_id, [...(computersOfGroup.get(c.group_id) ?? []), c]);
    computersOfCompany.set(c.company_id, [...(computersOfCompany.get(c.company_id) ?? []), c]);
  }
  const companyOfGroup = new Map(groups.map((g) => [g.id, g.company_id]));
  const groupName = new Map(groups.map((g) => [g.id, g.name]));
  const usersOfCompany = new Map<number, string[]>();
  for (const u of users)
    usersOfCompany.set(u.company_id, [...(usersOfCompany.get(u.company_id) ?? []), u.name]);
  const japanese = (gid: number) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(groupName.get(gid) ?? '');
  return {
    groups,
    byGuid,
    byId,
    computersOfGroup,
    computersOfCompany,
    companyOfGroup,
    usersOfCompany,
    japanese,
  };
}
