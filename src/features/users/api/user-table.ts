// The user list (/administration/users) over the contract's GET Users: first name, last name,
// login id (email), role, created on, last login, assigned sites and groups. Spec section 6: the
// request sends the company filter unless the Global Admin asks, and the partner id (the
// PartnerId claim) when a Partner Admin asks.
import { ROLES } from '../../../domain/roles';
import type { ApiSchema } from '../../../api/contract-types';
import type { QueryParamsOf } from '../../../api/operation-types';
import type { Queries } from '../../../api/query-layer';
import type { TableRequest } from '../../../components/paged-table/table-search';
import {
  columnsOf,
  type BadgeStyle,
  type TableDefinition,
} from '../../../components/paged-table/table-definition';
import { ENUM_LABELS } from '../../../i18n/enum-labels';
import { pagedRequestBody } from '../../../components/paged-table/paged-request-body';

export type User = ApiSchema<'User'>;
type UserSort = ApiSchema<'UserSortColumn'>;
type Role = ApiSchema<'Role'>;

const ROLE_COLORS = {
  AGMSAdmin: 'grape',
  PartnerAdmin: 'violet',
  CompanyAdmin: 'blue',
  SiteAdmin: 'cyan',
  SiteAudit: 'teal',
  GroupAdmin: 'green',
  GroupAudit: 'lime',
} as const satisfies Record<Role, string>;

const ROLE_BADGES = Object.fromEntries(
  ROLES.map((role) => [role, { labelKey: ENUM_LABELS.Role[role], color: ROLE_COLORS[role] }]),
) as Record<Role, BadgeStyle>;

const c = columnsOf<User, UserSort>();

export const userTable: TableDefinition<User, UserSort> = {
  id: 'users',
  labelKey: 'admin.users.table',
  rowId: (user) => user.userGuid,
  columns: [
    c.text('firstName', { headerKey: 'admin.users.firstName', sortKey: 'firstName', width: 150 }),
    c.text('lastName', { headerKey: 'admin.users.lastName', sortKey: 'lastName', width: 150 }),
    c.text('email', { headerKey: 'admin.users.loginId', sortKey: 'email', width: 260, hideable: false }),
    c.badge('role', { headerKey: 'admin.users.role', sortKey: 'role', width: 190, badges: ROLE_BADGES }),
    // Created on and the counts are hidden at first (the column chooser shows them; the row's
    // Authorized entities lists the sites and groups): the list fits a 1280 px screen whole, so the
    // sticky actions column covers none of its columns.
    c.date('createdOn', {
      headerKey: 'admin.common.createdOn',
      sortKey: 'createdOn',
      width: 190,
      defaultHidden: true,
    }),
    c.date('lastLogin', { headerKey: 'admin.users.lastLogin', sortKey: 'lastLogin', width: 190 }),
    c.number('assignedSites', { headerKey: 'admin.users.assignedSites', width: 120, defaultHidden: true }),
    c.number('assignedGroups', { headerKey: 'admin.users.assignedGroups', width: 120, defaultHidden: true }),
  ],
  filters: [
    {
      id: 'role',
      kind: 'enum',
      labelKey: 'admin.users.role',
      options: ROLES.map((role) => ({ value: role, labelKey: ROLE_BADGES[role].labelKey })),
    },
  ],
};

/** Who asks: what the spec's filters of the user list are made of. */
export interface UserListAsker {
  role: Role | null;
  /** The PartnerId claim (the partner's guid). */
  partnerIdClaim: string | null;
  /** The selected company's guid, if any. */
  companyGuid: string | null;
}

/** Spec section 6: the company filter unless Global Admin; the partner id for a Partner Admin. */
export function userListFilters(
  asker: UserListAsker,
): Pick<QueryParamsOf<'/restapi/Users'>, 'companyGuid' | 'partnerId'> {
  return {
    ...(asker.role !== 'AGMSAdmin' ? { companyGuid: asker.companyGuid ?? '' } : {}),
    ...(asker.role === 'PartnerAdmin' && asker.partnerIdClaim ? { partnerId: asker.partnerIdClaim } : {}),
  };
}

function isRole(value: string | undefined): value is Role {
  return ROLES.includes(value as Role);
}

/** The list's queryOptions for a table request: the route's loader and the table share it. */
export const userPageQuery =
  (queries: Queries, asker: UserListAsker) => (request: TableRequest<UserSort>) => {
    const role = request.filters.role;
    return queries.Users_List({
      ...pagedRequestBody(request),
      ...(isRole(role) ? { role } : {}),
      ...userListFilters(asker),
    });
  };
