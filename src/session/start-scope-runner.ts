// Runs the start resolution (start-scope.ts) once per session and page load: the lookups its
// real role needs, in parallel, then the stored selection it decides.
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { apiQueriesFor } from './api-queries';
import type { Session } from './session';
import { withNeutralScope } from './session-store';
import {
  autoScope,
  companyChoiceNeeded,
  needsSiteGroups,
  reconcileStoredSelection,
  restrictGroupToSite,
  startLookups,
  withPartnerRecord,
  type ClaimsInformation,
  type StartFacts,
} from './start-scope';
import { storedSelection, type StoredSelectionStore } from './stored-selection';

let started: { sid: string | null; done: Promise<void> } | null = null;
/** The claims information the start fetched, for the session it was fetched for. */
let startClaims: { sid: string | null; claims: ClaimsInformation } | null = null;

/** The start resolution for this session, run at most once per page load. */
export function resolveStartScopeOnce(
  queryClient: QueryClient,
  client: ApiClient,
  session: Session,
): Promise<void> {
  if (started?.sid !== session.sid) {
    started = { sid: session.sid, done: resolveStartScope(queryClient, client, session) };
  }
  return started.done;
}

export async function resolveStartScope(
  queryClient: QueryClient,
  client: ApiClient,
  session: Session,
  stored: StoredSelectionStore = storedSelection,
): Promise<void> {
  if (session.realRole === null) return;
  const facts: StartFacts = { realRole: session.realRole, partnerIdClaim: session.partnerId };
  const reconciled = reconcileStoredSelection(stored.get(), facts);
  stored.update(reconciled);

  const api = apiQueriesFor(client);
  const lookups = startLookups(facts.realRole);
  try {
    const next = await withNeutralScope(async () => {
      const [claims, tree] = await Promise.all([
        lookups.claimsInformation
          ? queryClient.fetchQuery(api.User_GetUserClaimsInformation()).then((reply) => reply.entityData)
          : null,
        lookups.scopeTree
          ? queryClient.fetchQuery(api.Company_GetScopeTree()).then((reply) => reply.entityData)
          : null,
      ]);
      if (claims) startClaims = { sid: session.sid, claims };
      const auto = autoScope({ stored: reconciled, facts, claims, tree });
      // The partner lookup (Partner Admin): its id comes from the tree, so it follows it.
      const partnerId = lookups.partnerLookup ? auto.partner?.id : undefined;
      const scoped =
        partnerId !== undefined
          ? withPartnerRecord(
              auto,
              (await queryClient.fetchQuery(api.Partner_ById({ id: partnerId }))).entityData,
            )
          : auto;
      if (!needsSiteGroups(facts.realRole, scoped)) return scoped;
      const reply = await queryClient.fetchQuery(
        api.Asset_GetAllGroupsForSite({ siteGuid: scoped.site.guid }),
      );
      return restrictGroupToSite(scoped, reply.entityData.groupGuids);
    });
    stored.update(next);
  } catch (error) {
    // The console stays usable in the scope it has; the failure itself went through the
    // error catalogue (dialog or logout) in the api client.
    console.warn('The start scope could not be resolved', error);
  }
}

/**
 * After the start resolution: whether this company-level user must choose a company first (the
 * claims, fetched by the start, list several and none is stored).
 */
export function companyChoicePending(
  session: Session,
  stored: StoredSelectionStore = storedSelection,
): boolean {
  const claims = startClaims?.sid === session.sid ? startClaims.claims : null;
  return companyChoiceNeeded(session.realRole, claims, stored.get());
}

/**
 * Whether the company selection page offers a choice to this session: Partner and Global admins
 * always (they work above companies), company-level users whose claims list several companies.
 */
export function offersCompanyChoice(session: Pick<Session, 'realRole' | 'sid'>): boolean {
  if (session.realRole === 'AGMSAdmin' || session.realRole === 'PartnerAdmin') return true;
  return startClaims?.sid === session.sid && startClaims.claims.companies.length > 1;
}

/** Tests: forget the page load's resolution. */
export function resetStartScopeForTests(): void {
  started = null;
  startClaims = null;
}
