// The four scope headers of a /restapi request (spec sections 6 and 7), computed purely from
// the request path and the stored selection, so every rule is testable without a browser.
import { effectiveRole, type ScopeSelection } from './scope-selection';

export type ScopeHeaderName = 'x-company-guid' | 'x-partner-guid' | 'x-site-guid' | 'x-group-guid';
export type ScopeHeaders = Record<ScopeHeaderName, string>;

export const SCOPE_HEADER_NAMES: readonly ScopeHeaderName[] = [
  'x-company-guid',
  'x-partner-guid',
  'x-site-guid',
  'x-group-guid',
];

const GET_GROUPS_PATH = '/restapi/group/getgroups';
const GET_SITES_PATH = '/restapi/site/getsites';

/** True for the API's own paths; /bff and static assets carry no scope. */
export function isRestApiPath(pathname: string): boolean {
  return pathname === '/restapi' || pathname.startsWith('/restapi/');
}

// The server's routes are case-insensitive (ASP.NET heritage), so the two special paths are too.
const samePath = (pathname: string, target: string): boolean =>
  pathname.toLowerCase().replace(/\/+$/, '') === target;

/**
 * The scope headers for a request to `pathname` (a URL pathname, without the query).
 * Returns all four headers (empty when nothing is selected at that level), or null for paths
 * outside /restapi, which carry no scope.
 */
export function scopeHeadersFor(pathname: string, selection: ScopeSelection): ScopeHeaders | null {
  if (!isRestApiPath(pathname)) return null;

  const headers: ScopeHeaders = {
    'x-company-guid': selection.company?.guid ?? '',
    'x-partner-guid': selection.partner?.guid ?? '',
    'x-site-guid': selection.site?.guid ?? '',
    'x-group-guid': selection.group?.guid ?? '',
  };

  // The pickers list every group of the site / every site of the company when asked to.
  if (selection.withoutGroupHeader && samePath(pathname, GET_GROUPS_PATH)) {
    headers['x-group-guid'] = '';
  }
  if (selection.withoutSiteHeader && samePath(pathname, GET_SITES_PATH)) {
    headers['x-group-guid'] = '';
    headers['x-site-guid'] = '';
  }

  switch (effectiveRole(selection)) {
    case 'AGMSAdmin':
      // Global scope: no partner, no company.
      headers['x-partner-guid'] = '';
      headers['x-company-guid'] = '';
      break;
    case 'PartnerAdmin':
      // Partner scope: the partner, never a company.
      headers['x-company-guid'] = '';
      break;
    case 'CompanyAdmin':
    case 'SiteAdmin':
    case 'GroupAdmin':
      // Tenant users belong to one partner: their claim. A Global admin acting at this level
      // (selectedRole) has no PartnerId claim, so the partner they chose is kept instead.
      headers['x-partner-guid'] = selection.partnerIdClaim ?? headers['x-partner-guid'];
      break;
    case 'SiteAudit':
    case 'GroupAudit':
    case null:
      // The stored selections as they are.
      break;
  }
  return headers;
}
