// The policy review's option lists come from the server (spec section 7: GetReviewStatuses,
// GetRiskLevels, GetModes, GetScopes, GetDecisionStatus, GetDecisions), asked
// for once per session (staleTime Infinity; the key carries the scope headers, so another scope
// asks again) and in the server's order. The words of each value still come from the catalogue
// (ENUM_LABELS): the server's own `name` is English only. GetPermissionLevels has no list to
// feed: the review form's permission select is the form schema's (docs/spec-calls.md).
import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { ApiSchema } from '../../../api/contract-types';
import type { Queries } from '../../../api/query-layer';
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
export function reviewLookupQueries(queries: Queries) {
  return [
    { ...queries.PolicyReview_GetReviewStatuses(), ...ONCE_PER_SESSION },
    { ...queries.PolicyReview_GetRiskLevels(), ...ONCE_PER_SESSION },
    { ...queries.PolicyReview_GetModes(), ...ONCE_PER_SESSION },
    { ...queries.PolicyReview_GetScopes(), ...ONCE_PER_SESSION },
    { ...queries.PolicyReview_GetDecisionStatus(), ...ONCE_PER_SESSION },
    { ...queries.PolicyReview_GetDecisions(), ...ONCE_PER_SESSION },
  ] as const;
}

const idsOf = <T>(reply: { entityData: readonly { id: T }[] } | undefined): readonly T[] =>
  reply?.entityData.map((option) => option.id) ?? [];

/** The lookups for a screen: each list empty until the server has answered. */
export function useReviewLookups(queries: Queries): ReviewLookups {
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
