// The addresses of the policy pages, in one place: a level's list, a block's page (a version, a
// diff), the new block form, the home page's rules narrowed to a kind, and the computers whose
// policy version is behind. Pages link by these (features link through routes, never imports).
import type { ApiSchema } from '../../../api/contract-types';

export type PolicyLevel = ApiSchema<'PolicyLevel'>;

export const POLICY_LEVELS: readonly PolicyLevel[] = ['spmGlobal', 'serviceProvider', 'local'];

export const LEVEL_PATHS = {
  spmGlobal: '/policy/spm-global',
  serviceProvider: '/policy/service-provider-level',
  local: '/policy/spm-local',
} as const satisfies Record<PolicyLevel, string>;

export const POLICY_HOME = '/policy/home';

const query = (params: Record<string, string | number | undefined>): string => {
  const parts = Object.entries(params)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
};

const filtersParam = (filters: Record<string, string>): string | undefined =>
  Object.keys(filters).length > 0 ? JSON.stringify(filters) : undefined;

/** A level's list, optionally filtered (e.g. `{ hasDraft: 'true' }`). */
export const levelHref = (level: PolicyLevel, filters: Record<string, string> = {}): string =>
  `${LEVEL_PATHS[level]}${query({ filters: filtersParam(filters) })}`;

/** What a block's page shows of it: a version, its draft, or (absent) the version in force. */
export type BlockView = number | 'draft';

/** A block's page, at a version or its draft, or comparing two sides. */
export function blockHref(
  blockId: number,
  options: { view?: BlockView; from?: BlockView; to?: BlockView } = {},
): string {
  return `/policy/show${query({
    blockId,
    view: options.view,
    from: options.from,
    to: options.to,
  })}`;
}

/** The policy review a version published: the reviews list searched for it, its checklist open. */
export const REVIEWS_PATH = '/policies/policy-review';
export const reviewHref = (review: ApiSchema<'PolicyVersionReview'>): string =>
  `${REVIEWS_PATH}${query({ search: review.name, detail: review.reviewId })}`;

/** The new block form for a level. */
export const newBlockHref = (level: PolicyLevel): string => `/policy/new${query({ level })}`;

/** The home page's rules, narrowed (kind, action, state, blockId as the rules table's filters). */
export const rulesHref = (filters: Record<string, string>): string =>
  `${POLICY_HOME}${query({ filters: filtersParam(filters) })}`;

/** The computers of the scope whose policy version is older than the version in force. */
export const computersBehindHref = (): string =>
  `/endpoints/computers/all${query({ filters: filtersParam({ policyBehind: 'true' }) })}`;
