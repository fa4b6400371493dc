// The effective policy of the selected scope (Policy/GetEffectivePolicy): the home page's figures
// and blocks; its key carries the scope headers, so another scope is another entry.
import type { Queries } from '../../../api/query-layer';

export const effectivePolicyQuery = (queries: Queries) => queries.Policy_GetEffectivePolicy();
