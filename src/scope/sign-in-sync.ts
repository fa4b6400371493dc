// The legacy session sync at sign-in (spec section 7): the legacy dashboard of the user's company,
// or of their partner when no company is selected, once the start scope is known
// (SignInSyncFrame; the sign-in page marks it due: src/session/sign-in-sync-due.ts).
import { legacyDashboardSyncUrl } from '../domain/legacy-pages';
import type { ScopeSelection } from '../domain/scope-selection';

/** The legacy dashboard to load at sign-in: by companyId, else by partnerId; null for neither. */
export function signInSyncUrl(legacyBaseUrl: string | null, selection: ScopeSelection): string | null {
  if (!legacyBaseUrl) return null;
  if (selection.company) return legacyDashboardSyncUrl({ companyId: selection.company.guid }, legacyBaseUrl);
  const partner = selection.partner?.guid ?? selection.partnerIdClaim;
  return partner ? legacyDashboardSyncUrl({ partnerId: partner }, legacyBaseUrl) : null;
}
