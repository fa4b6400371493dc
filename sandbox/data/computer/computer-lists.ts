// The endpoint lists of the Computer area: a page of computers (ComputerSummary) of the scope,
// filtered by status, node, protection mode, OS, agent version and search.
import type { components } from '../../../src/gen/openapi.gen';
import type { Queryable } from '../../db/database';
import type { Scope } from '../../http/scope';
import { COMPUTER_FROM, COMPUTER_SUMMARY, computerOrder } from '../computer-rows';
import { pagedList, type Page, type PageRequest } from '../paged-list';
import { BEHIND_SQL } from '../policy/computers';
import { computerScopeWhere } from '../scope-filters';
import { Params, likePattern } from '../sql';

type S = components['schemas'];

const STATUS_WHERE: Record<S['ComputerStatusFilter'], string> = {
  all: 'true',
  active: 'c.active',
  inactive: 'not c.active',
  online: 'c.online',
  offline: 'not c.online',
};

/** A list's filter; the node ids are those of nodes already found within the scope. */
export interface ComputerFilter {
  status?: S['ComputerStatusFilter'];
  companyId?: number;
  siteId?: number;
  groupId?: number;
  protectionMode?: S['ProtectionMode'] | null;
  os?: string | null;
  /** The agent version starts with this text. */
  agentVersion?: string | null;
  /** Not on (true) or on (false) its group's policy version in force. */
  policyBehind?: boolean | null;
  search?: string | null;
  /** The search covers the IPv6 address too (name, IPv4 and OS otherwise). */
  searchIpv6?: boolean;
}

function filterWhere(p: Params, scope: Scope, filter: ComputerFilter): string {
  const parts = [computerScopeWhere(p, scope)];
  if (filter.status) parts.push(STATUS_WHERE[filter.status]);
  if (filter.companyId !== undefined) parts.push(`c.company_id = ${p.add(filter.companyId)}`);
  if (filter.siteId !== undefined) parts.push(`c.site_id = ${p.add(filter.siteId)}`);
  if (filter.groupId !== undefined) parts.push(`c.group_id = ${p.add(filter.groupId)}`);
  if (filter.protectionMode) parts.push(`c.protection_mode = ${p.add(filter.protectionMode)}`);
  const os = filter.os?.trim();
  if (os) parts.push(`c.os ilike ${p.add(likePattern(os))}`);
  const agentVersion = filter.agentVersion?.trim();
  if (agentVersion) parts.push(`c.agent_version like ${p.add(likePattern(agentVersion).slice(1))}`);
  // Behind: not on its group's policy version in force (issue 27, Policy/GetEffectivePolicy counts them).
  if (filter.policyBehind != null) parts.push(`${filter.policyBehind ? '' : 'not '}(${BEHIND_SQL})`);
  const text = filter.search?.trim();
  if (text) {
    const s = p.add(likePattern(text));
    parts.push(
      `(c.name ilike ${s} or c.ipv4 ilike ${s} or c.os ilike ${s}${filter.searchIpv6 ? ` or c.ipv6 ilike ${s}` : ''})`,
    );
  }
  return parts.join(' and ');
}

/** A page of computers with the exact total. */
export function computerList(
  db: Queryable,
  scope: Scope,
  filter: ComputerFilter,
  request: PageRequest,
): Promise<Page<S['ComputerSummary']>> {
  const p = new Params();
  const where = filterWhere(p, scope, filter);
  const order = computerOrder(request.sortColumn, request.sortDir);
  // When the filter and the order read the computer alone (the usual case), the page is cut on
  // the computers table and its indexes; only its rows are then joined.
  const alone = !/\b(g|s|co)\./.test(`${where} ${order}`);
  return pagedList<S['ComputerSummary']>(
    db,
    p,
    request,
    { order },
    {
      count: `select count(*)::int as n from ${alone ? 'computers c' : COMPUTER_FROM} where ${where}`,
      rows: (_order, limit) =>
        alone
          ? `select ${COMPUTER_SUMMARY}
           from (select c.id from computers c where ${where} ${order} ${limit}) x
           join ${COMPUTER_FROM.replace('computers c', 'computers c on c.id = x.id')} ${order}`
          : `select ${COMPUTER_SUMMARY} from ${COMPUTER_FROM} where ${where} ${order} ${limit}`,
    },
  );
}
