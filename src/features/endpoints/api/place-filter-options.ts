// The options of the computer list's site and group filters: the sites and groups of the scope
// tree (GetScopeTree, the session's tree) below the scope the console works in, by name. A
// group's name repeats across sites (every company has its "Laptops"): a repeated name carries
// its site. With a site chosen in the filters, only that site's groups are offered.
import type { ApiSchema } from '../../../api/contract-types';
import type { ScopeSelection } from '../../../domain/scope-selection';
import type { FilterOption } from '../../../components/paged-table/table-definition';
import { findScopeNode, flattenScopeTree, type ScopeTreePathEntry } from '../../../session/scope-tree';

type ScopeTreeNode = ApiSchema<'ScopeTreeNode'>;

const SITE = 2;
const GROUP = 3;

export interface PlaceFilterOptions {
  sites: FilterOption[];
  groups: FilterOption[];
}

/** The nodes the scope of the selection covers: below its deepest chosen node, else the whole tree. */
function nodesInScope(
  tree: readonly ScopeTreeNode[],
  selection: Pick<ScopeSelection, 'partner' | 'company' | 'site' | 'group'>,
): ScopeTreePathEntry[] {
  const chosen = selection.group ?? selection.site ?? selection.company ?? selection.partner;
  const at = chosen ? findScopeNode(tree, chosen.guid) : null;
  return at ? flattenScopeTree([at.node], at.path.slice(0, -1)) : flattenScopeTree(tree);
}

const byName = (a: FilterOption, b: FilterOption) =>
  ('label' in a ? a.label : '').localeCompare('label' in b ? b.label : '');

export function placeFilterOptions(
  tree: readonly ScopeTreeNode[],
  selection: Pick<ScopeSelection, 'partner' | 'company' | 'site' | 'group'>,
  chosenSite?: string,
): PlaceFilterOptions {
  const entries = nodesInScope(tree, selection);
  const sites = entries.filter((entry) => entry.node.type === SITE);
  const groups = entries.filter(
    (entry) =>
      entry.node.type === GROUP &&
      (!chosenSite || entry.path.some((above) => above.guid.toLowerCase() === chosenSite.toLowerCase())),
  );
  const siteOf = (entry: ScopeTreePathEntry) => entry.path.find((above) => above.type === SITE)?.name;
  const companyOf = (entry: ScopeTreePathEntry) => entry.path.find((above) => above.type === 1)?.name;
  const repeated = (list: ScopeTreePathEntry[]) => {
    const seen = new Map<string, number>();
    for (const entry of list) seen.set(entry.node.name, (seen.get(entry.node.name) ?? 0) + 1);
    return (name: string) => (seen.get(name) ?? 0) > 1;
  };
  const siteRepeats = repeated(sites);
  const groupRepeats = repeated(groups);
  const label = (name: string, parent: string | undefined, repeats: boolean) =>
    repeats && parent ? `${name} (${parent})` : name;
  return {
    sites: sites
      .map((entry) => ({
        value: entry.node.guid,
        label: label(entry.node.name, companyOf(entry), siteRepeats(entry.node.name)),
      }))
      .sort(byName),
    groups: groups
      .map((entry) => ({
        value: entry.node.guid,
        label: label(entry.node.name, siteOf(entry), groupRepeats(entry.node.name)),
      }))
      .sort(byName),
  };
}
