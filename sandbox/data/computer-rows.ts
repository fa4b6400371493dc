// The computer rows of the Computer area and the dashboard: the tree joined above a computer,
// the ComputerSummary columns and their whitelisted order.
import { sortClause } from './sql';
import { iso } from './timestamps';

/** The tree above a computer; `c`, `g`, `s`, `co` in every query of the area. */
export const COMPUTER_FROM = `computers c join groups g on g.id = c.group_id join sites s on s.id = g.site_id
  join companies co on co.id = s.company_id`;

export const COMPUTER_SUMMARY = `c.id as "computerId", c.guid::text as "computerGuid", c.name as "computerName", c.os,
  c.protection_mode as "protectionMode", c.online, c.active, c.agent_version as "agentVersion", c.policy_version as "policyVersion",
  c.ipv4 as "lastIpv4", c.ipv6 as "lastIpv6", ${iso('c.last_seen')} as "lastSeen", g.guid::text as "groupGuid", g.name as "groupName",
  s.guid::text as "siteGuid", s.name as "siteName", co.guid::text as "companyGuid", co.name as "companyName"`;

export const COMPUTER_SORT: Record<string, string> = {
  computerName: 'lower(c.name)',
  os: 'c.os',
  protectionMode: 'c.protection_mode',
  agentVersion: 'c.agent_version',
  lastSeen: 'c.last_seen',
};

/** Only lastSeen may be null; the others sort on (company, name, id) and the like without "nulls last". */
export const computerOrder = (sortColumn: string | null | undefined, sortDir: string | null | undefined) =>
  sortClause(
    sortColumn,
    sortDir,
    COMPUTER_SORT,
    { column: 'computerName', dir: 'asc' },
    ['c.id'],
    new Set(['lastSeen']),
  );
