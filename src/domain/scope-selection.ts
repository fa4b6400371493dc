// What the console has stored about the current scope (spec section 3, "Stored locally"), plus
// the one session claim the scope headers need. src/scope owns the storage; src/api only reads
// this shape through the client's injected `getSelection()`; a pure shape, so it sits in src/domain.
import type { Role } from './contract-values';

export type { Role };

/** A stored partner, company, site or group selection. Only `guid` is sent to the server. */
export interface ScopeEntity {
  guid: string;
  id?: number;
  name?: string;
  /** The management server's id of a site or an agms group; null otherwise. */
  mainId?: number | null;
}

export interface ScopeSelection {
  partner: ScopeEntity | null;
  company: ScopeEntity | null;
  site: ScopeEntity | null;
  group: ScopeEntity | null;
  /** The role chosen by a scope change; overrides the session's role claim (spec section 6). */
  selectedRole: Role | null;
  /** The session's own role claim, as stored. */
  realRole: Role | null;
  /** GetGroups is sent without the group header (list every group of the site). */
  withoutGroupHeader: boolean;
  /** GetSites is sent without the site and group headers (list every site of the company). */
  withoutSiteHeader: boolean;
  /** The session user's PartnerId claim (the partner guid), or null when the user has none. */
  partnerIdClaim: string | null;
}

/** No selection at all: what a fresh session (or a cleared storage) looks like. */
export const EMPTY_SCOPE_SELECTION: ScopeSelection = {
  partner: null,
  company: null,
  site: null,
  group: null,
  selectedRole: null,
  realRole: null,
  withoutGroupHeader: false,
  withoutSiteHeader: false,
  partnerIdClaim: null,
};

/** The role that decides the headers: the selected one, else the real one. */
export function effectiveRole(selection: Pick<ScopeSelection, 'selectedRole' | 'realRole'>): Role | null {
  return selection.selectedRole ?? selection.realRole;
}
