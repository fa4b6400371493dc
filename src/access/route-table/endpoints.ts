// The page access table: the asset (endpoint) pages (spec section 2).
import { ASSETS, built, legacy, redirect, type RouteAccess } from '../route-rows';
import { C, P } from '../../domain/roles';

export const ENDPOINT_ROUTES: readonly RouteAccess[] = [
  redirect(
    '/endpoints',
    'nav.route.assets',
    'assets',
    '/endpoints/computers/all',
    'the spec gives /endpoints children only; its shortcut opens',
  ),
  built('/endpoints/users-by-computers', 'nav.route.usersByComputers', 'assets', ASSETS),
  built('/endpoints/computers/all', 'nav.route.allComputers', 'assets', ASSETS),
  built('/endpoints/computers/$status', 'nav.route.computers', 'assets', ASSETS),
  built('/endpoints/computer/$computerGuid', 'nav.route.computerDetails', 'assets', ASSETS, {
    parent: '/endpoints/computers/all',
  }),
  built('/endpoints/company', 'nav.route.assetCompanies', 'assets', ASSETS),
  built('/endpoints/company/$companyId/sites', 'nav.route.assetSites', 'assets', ASSETS, {
    parent: '/endpoints/company',
  }),
  built('/endpoints/company/$companyId/sites/$siteGuid/groups', 'nav.route.assetGroups', 'assets', ASSETS, {
    parent: '/endpoints/company',
  }),
  built(
    '/endpoints/company/$companyId/sites/$siteGuid/groups/$groupGuid/computers',
    'nav.route.assetGroupComputers',
    'assets',
    ASSETS,
    { parent: '/endpoints/company' },
  ),
  built(
    '/endpoints/company/$companyId/sites/$siteGuid/groups/$groupGuid/computers/$computerGuid',
    'nav.route.computerDetails',
    'assets',
    ASSETS,
    { parent: '/endpoints/company' },
  ),
  legacy('/endpoints/manage', 'nav.route.manageEndpoints', 'assets', [P, C], 'endpoints-manage', {
    reason: 'managing endpoints is an admin task: the asset roles without the auditors',
  }),
];
