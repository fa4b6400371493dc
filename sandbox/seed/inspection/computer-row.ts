// The computers the Inspection seed spreads events, users and audit entries over.
import type { Database } from '../../db/database';

export interface ComputerRow {
  id: number;
  name: string;
  group_id: number;
  site_id: number;
  company_id: number;
  partner_id: number;
  protection_mode: string;
  online: boolean;
  domain: string | null;
  logged_on_user: string | null;
  last_seen: Date | null;
  ja: boolean;
  main_id: number | null;
  agms: boolean;
  agent_version: string;
}

/** The live computers with their tree and what the events need of them, by id. */
export function liveComputers(db: Database): Promise<ComputerRow[]> {
  return db.query<ComputerRow>(
    `select c.id, c.name, c.group_id, g.site_id, s.company_id, co.partner_id, c.protection_mode, c.online, c.domain,
       c.logged_on_user, c.last_seen, co.country = 'Japan' as ja, c.main_id, g.agms, c.agent_version
     from computers c join groups g on g.id = c.group_id join sites s on s.id = g.site_id join companies co on co.id = s.company_id
     where not c.deleted order by c.id`,
  );
}
