// The scope at start (spec sections 4 and 6), as pure steps so every rule is testable:
//  1. reconcileStoredSelection: stored values of another user, or a selectedRole the real role
//     may not take, are dropped; realRole is stored from the claim.
//  2. startLookups: which calls the real role needs. Company, site and group roles (admins and
//     auditors) skip the partner lookup: their partner is the PartnerId claim.
//  3. autoScope: the company is preselected when the stored realRole is a company role or
//     below and the claims list one company (of several the user chooses: companyChoiceNeeded); site roles are scoped to their first site and group roles to their first group,
//     unless a still valid one is stored (the user chose it in the scope dialog).
//  4. restrictGroupToSite: a real site admin's stored group must belong to the site
//     (Asset/GetAllGroupsForSite).
import { SCOPE_DEPTH, type RoleName } from '../domain/roles';
import type { Queries } from '../api/query-layer';
import type { ScopeEntity } from '../domain/scope-selection';
import { canActAs } from './role-resolution';
import { entityOfNode, findScopeNode, type ScopeTreeNode } from './scope-tree';
import { EMPTY_STORED_SELECTION, type StoredSelection } from './stored-selection';

type ClaimsInformationQuery = ReturnType<Queries['User_GetUserClaimsInformation']>;
type ReplyOf<F> = F extends (...args: never[]) => infer R ? Awaited<R> : never;
/** GetUserClaimsInformation's entityData: partnerId, companies, sites, groups (key = guid, value = name). */
export type ClaimsInformation = ReplyOf<NonNullable<ClaimsInformationQuery['queryFn']>>['entityData'];
type KeyValue = ClaimsInformation['companies'][number];

export interface StartFacts {
  /** The session's role claim. */
  realRole: RoleName;
  /** The session's PartnerId claim. */
  partnerIdClaim: string | null;
}

const sameGuid = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Step 1: the stored selection as far as it can belong to this session. */
export function reconcileStoredSelection(stored: StoredSelection, facts: StartFacts): StoredSelection {
  const otherUser =
    (stored.realRole !== null && stored.realRole !== facts.realRole) ||
    (facts.realRole !== 'AGMSAdmin' &&
      facts.partnerIdClaim !== null &&
      stored.partner !== null &&
      !sameGuid(stored.partner.guid, facts.partnerIdClaim));
  const base = otherUser ? EMPTY_STORED_SELECTION : stored;
  const selectedRole =
    base.selectedRole !== null && canActAs(facts.realRole, base.selectedRole) ? base.selectedRole : null;
  return { ...base, selectedRole, realRole: facts.realRole };
}

export interface StartLookups {
  /** GET User/GetUserClaimsInformation: the user's companies, sites and groups. */
  claimsInformation: boolean;
  /** The partner's details (id and name) from the scope tree; PartnerAdmin only. */
  partnerLookup: boolean;
  /** GET Company/GetScopeTree: ids, names and main ids of what gets preselected. */
  scopeTree: boolean;
}

/** Step 2. */
export function startLookups(realRole: RoleName): StartLookups {
  switch (realRole) {
    case 'AGMSAdmin':
      // Global: nothing is preselected; the Global Admin chooses in the scope dialog.
      return { claimsInformation: false, partnerLookup: false, scopeTree: false };
    case 'PartnerAdmin':
      return { claimsInformation: false, partnerLookup: true, scopeTree: true };
    default:
      return { claimsInformation: true, partnerLookup: false, scopeTree: true };
  }
}

/** Whether the company is preselected at start: decided by the stored real role. */
export function preselectsCompany(realRole: RoleName | null): boolean {
  return realRole !== null && SCOPE_DEPTH[realRole] >= SCOPE_DEPTH.CompanyAdmin;
}

export interface AutoScopeInput {
  /** The reconciled stored selection (step 1). */
  stored: StoredSelection;
  facts: StartFacts;
  claims: ClaimsInformation | null;
  tree: readonly ScopeTreeNode[] | null;
}

/** Step 3: the selection to store at start. */
export function autoScope({ stored, facts, claims, tree }: AutoScopeInput): StoredSelection {
  const { realRole } = facts;
  const nodes = tree ?? [];
  // Ids, names and main ids come from the tree when it has the node.
  const detailed = (entity: ScopeEntity, type: ScopeTreeNode['type']): ScopeEntity => {
    const found = findScopeNode(nodes, entity.guid, type);
    return found ? { ...entity, ...entityOfNode(found.node) } : entity;
  };
  const fromKeyValue = (item: KeyValue, type: ScopeTreeNode['type']) =>
    detailed({ guid: item.key, name: item.value }, type);
  const listed = (entity: ScopeEntity | null, list: readonly KeyValue[]) =>
    entity !== null && list.some((item) => sameGuid(item.key, entity.guid));

  if (realRole === 'AGMSAdmin') return stored;

  if (realRole === 'PartnerAdmin') {
    const partner =
      facts.partnerIdClaim === null ? stored.partner : detailed({ guid: facts.partnerIdClaim }, 0);
    const inTree = (entity: ScopeEntity | null, type: ScopeTreeNode['type']) =>
      entity !== null && (tree === null || findScopeNode(nodes, entity.guid, type) !== null);
    const company = inTree(stored.company, 1) ? stored.company : null;
    const site = company && inTree(stored.site, 2) ? stored.site : null;
    const group = site && inTree(stored.group, 3) ? stored.group : null;
    return fitSelectedRole({ ...stored, partner, company, site, group });
  }

  // Company, site and group roles: their tenants come from the claims information.
  const lists = claims ?? { partnerId: null, companies: [], sites: [], groups: [] };
  const next: StoredSelection = { ...stored };
  const keptCompany = listed(stored.company, lists.companies);
  // One company is preselected; of several, the user chooses (company selection) unless one is stored.
  const onlyCompany = lists.companies.length === 1 ? lists.companies[0] : undefined;
  next.company = preselectsCompany(realRole)
    ? keptCompany
      ? stored.company
      : onlyCompany
        ? fromKeyValue(onlyCompany, 1)
        : null
    : null;

  const level = SCOPE_DEPTH[realRole];
  if (level === SCOPE_DEPTH.CompanyAdmin) {
    // The company admin's own scope is the company; a site or group chosen earlier stays if listed.
    next.site = listed(stored.site, lists.sites) ? stored.site : null;
    next.group = next.site && listed(stored.group, lists.groups) ? stored.group : null;
  } else if (level === SCOPE_DEPTH.SiteAdmin) {
    const keptSite = listed(stored.site, lists.sites);
    next.site = keptSite ? stored.site : lists.sites[0] ? fromKeyValue(lists.sites[0], 2) : null;
    next.group = keptSite && listed(stored.group, lists.groups) ? stored.group : null;
    if (!keptSite) next.withoutSiteHeader = false;
  } else {
    const keptGroup = listed(stored.group, lists.groups);
    next.group = keptGroup ? stored.group : lists.groups[0] ? fromKeyValue(lists.groups[0], 3) : null;
    // The group's site is known for sure only when the user's groups lie in one site; otherwise
    // the site header stays empty and the server takes the site from the group.
    next.site = lists.sites.length === 1 && lists.sites[0] ? fromKeyValue(lists.sites[0], 2) : null;
    if (!keptGroup) next.withoutGroupHeader = false;
  }
  if (!next.group) next.withoutGroupHeader = false;
  if (!next.site) next.withoutSiteHeader = false;
  return fitSelectedRole(next);
}

/**
 * Whether a company-level user (Company Administrator, site or group role) must choose a company
 * first (the company selection page): the claims list several and none is selected. Partner and
 * Global admins work above companies and are never sent there.
 */
export function companyChoiceNeeded(
  realRole: RoleName | null,
  claims: ClaimsInformation | null | undefined,
  selection: Pick<StoredSelection, 'company'>,
): boolean {
  if (realRole === null || !preselectsCompany(realRole)) return false;
  return (claims?.companies.length ?? 0) > 1 && selection.company === null;
}

/**
 * Step 3b (Partner Admin): the partner record read at start (Partner/{id}, the partner lookup the
 * company, site and group roles skip) names the stored partner; another partner's record changes nothing.
 */
export function withPartnerRecord(
  selection: StoredSelection,
  partner: { id: number; guid: string; name: string },
): StoredSelection {
  if (!selection.partner || !sameGuid(selection.partner.guid, partner.guid)) return selection;
  return { ...selection, partner: { ...selection.partner, id: partner.id, name: partner.name } };
}

/** Step 4: a real site admin keeps a stored group only if it belongs to the site. */
export function restrictGroupToSite(
  selection: StoredSelection,
  siteGroupGuids: readonly string[],
): StoredSelection {
  const group = selection.group;
  if (group === null || siteGroupGuids.some((guid) => sameGuid(guid, group.guid))) return selection;
  return fitSelectedRole({ ...selection, group: null, withoutGroupHeader: false });
}

/** A selectedRole whose level has nothing selected any more falls back to the real role. */
function fitSelectedRole(selection: StoredSelection): StoredSelection {
  const role = selection.selectedRole;
  if (role === null) return selection;
  const entityAtLevel = [null, selection.partner, selection.company, selection.site, selection.group][
    SCOPE_DEPTH[role]
  ];
  const stillScoped = SCOPE_DEPTH[role] === 0 || (entityAtLevel !== null && entityAtLevel !== undefined);
  return stillScoped ? selection : { ...selection, selectedRole: null };
}

/** Whether step 4 applies: the real role is site admin and a site is selected. */
export function needsSiteGroups(
  realRole: RoleName,
  selection: StoredSelection,
): selection is StoredSelection & {
  site: ScopeEntity;
} {
  return realRole === 'SiteAdmin' && selection.site !== null;
}
