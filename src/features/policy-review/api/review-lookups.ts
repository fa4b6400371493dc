// The policy review's option lists come from the server (spec section 7: GetReviewStatuses,
// GetRiskLevels, GetModes, GetScopes, GetDecisionStatus, GetDecisions), asked
// for once per session (staleTime Infinity; the key carries the scope headers, so another scope
// asks again) and in the server's order. The words of each value still come from the catalogue
// (ENUM_LABELS): the server's own `name` is English only. GetPermissionLevels has no list to
// feed: the review form's permission select is the form schema's (docs/spec-calls.md).
import { useMemo } from 'react';
import { useQueries, type QueryClient } from '@tanstack/react-query';
import type { ApiSchema } from '../../../api/contract-types';
import type { ApiQueries } from '../../../api/queries';
import type { FilterSpec } from '../../../components/paged-table/table-definition';

export interface ReviewLookups {
  reviewStatuses: readonly ApiSchema<'ReviewStatus'>[];
  riskLevels: readonly ApiSchema<'RiskLevel'>[];
  modes: readonly ApiSchema<'ReviewMode'>[];
  scopes: readonly ApiSchema<'ReviewScope'>[];
  decisionStatuses: readonly ApiSchema<'DecisionStatus'>[];
  decisions: readonly ApiSchema<'Decision'>[];
}

const ONCE_PER_SESSION = { staleTime: Infinity, gcTime: Infinity } as const;

/** The lookups' queryOptions, in the order of ReviewLookups. */
export function reviewLookupQueries(queries: ApiQueries) {
  const q = queries.policyReview;
  return [
    { ...q.reviewStatuses(), ...ONCE_PER_SESSION },
    { ...q.riskLevels(), ...ONCE_PER_SESSION },
    { ...q.modes(), ...ONCE_PER_SESSION },
    { ...q.scopes(), ...ONCE_PER_SESSION },
    { ...q.decisionStatuses(), ...ONCE_PER_SESSION },
    { ...q.decisions(), ...ONCE_PER_SESSION },
  ] as const;
}

/** For a route's loader: the lookups beside the page (a failed one fails nothing: it is asked again on screen). */
export function prefetchReviewLookups(queryClient: QueryClient, queries: ApiQueries): Promise<unknown> {
  const [a, b, c, d, e, f] = reviewLookupQueries(queries);
  return Promise.all([
    queryClient.prefetchQuery(a),
    queryClient.prefetchQuery(b),
    queryClient.prefetchQuery(c),
    queryClient.prefetchQuery(d),
    queryClient.prefetchQuery(e),
    queryClient.prefetchQuery(f),
  ]);
}

const idsOf = <T>(reply: { entityData: readonly { id: T }[] } | undefined): readonly T[] =>
  reply?.entityData.map((option) => option.id) ?? [];

/** The lookups for a screen: each list empty until the server has answered. */
export function useReviewLookups(queries: ApiQueries): ReviewLookups {
  const [reviewStatuses, riskLevels, modes, scopes, decisionStatuses, decisions] = useQueries({
    queries: reviewLookupQueries(queries),
  });
  // Kept while the replies are the same objects, so memoised tables and editors stay as they are.
  return useMemo(
    () => ({
      reviewStatuses: idsOf(reviewStatuses.data),
      riskLevels: idsOf(riskLevels.data),
      modes: idsOf(modes.data),
      scopes: idsOf(scopes.data),
      decisionStatuses: idsOf(decisionStatuses.data),
      decisions: idsOf(decisions.data),
    }),
    [reviewStatuses.data, riskLevels.data, modes.data, scopes.data, decisionStatuses.data, decisions.data],
  );
}

/**
 * A table whose enum filters offer the server's values, in its order (by filter id). The table's
 * own options name every value of the contract's enum: the URL is read against them (the route's
 * loader cannot wait for the lookups), and they give each value its catalogue key.
 */
export function withServerOptions<T extends { filters?: readonly FilterSpec[] | undefined }>(
  definition: T,
  lists: Readonly<Record<string, readonly string[]>>,
): T {
  if (!definition.filters) return definition;
  return {
    ...definition,
    filters: definition.filters.map((filter): FilterSpec => {
      const served = lists[filter.id];
      if (filter.kind !== 'enum' || !served) return filter;
      const byValue = new Map(filter.options.map((option) => [option.value, option]));
      return { ...filter, options: served.flatMap((value) => byValue.get(value) ?? []) };
    }),
  };
}
