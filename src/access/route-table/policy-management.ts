// The page access table: policy management (/policy, issue 27). Every role reads the policy of
// its scope (the operation table's Policy reads); the writes a page offers follow the block's
// level (useCanCall).
import { built, ALL, redirect, type RouteAccess } from '../route-rows';
import { C, G, GR, P, S } from '../../domain/roles';

const POLICY_READ_REASON =
  'every role reads the shared policy of its scope (auditors included); writes follow the block\u2019s level';
/** Who may create a building block at some level (the operation table's Policy writers). */
const POLICY_WRITERS = [G, P, C, S, GR];

export const POLICY_MANAGEMENT_ROUTES: readonly RouteAccess[] = [
  redirect(
    '/policy',
    'nav.route.policyHome',
    'policyManagement',
    '/policy/home',
    'the spec gives /policy children only; home opens',
  ),
  built('/policy/home', 'nav.route.policyHome', 'policyManagement', ALL, { reason: POLICY_READ_REASON }),
  built('/policy/new', 'nav.route.policyNew', 'policyManagement', POLICY_WRITERS, {
    parent: '/policy/home',
    reason: 'the roles that write a level of building blocks (auditors read only)',
  }),
  built('/policy/show', 'nav.route.policyShow', 'policyManagement', ALL, {
    parent: '/policy/home',
    reason: POLICY_READ_REASON,
  }),
  built('/policy/spm-global', 'nav.route.spmGlobal', 'policyManagement', ALL, {
    parent: '/policy/home',
    reason: POLICY_READ_REASON,
  }),
  built('/policy/shared-policy-topology', 'nav.route.sharedPolicyTopology', 'policyManagement', ALL, {
    parent: '/policy/home',
    reason: POLICY_READ_REASON,
  }),
  built('/policy/service-provider-level', 'nav.route.serviceProviderLevel', 'policyManagement', ALL, {
    parent: '/policy/home',
    reason: POLICY_READ_REASON,
  }),
  built('/policy/top-level-electives', 'nav.route.topLevelElectives', 'policyManagement', ALL, {
    parent: '/policy/home',
    reason: POLICY_READ_REASON,
  }),
  built('/policy/spm-local', 'nav.route.spmLocal', 'policyManagement', ALL, {
    parent: '/policy/home',
    reason: POLICY_READ_REASON,
  }),
  built('/policy/iconset', 'nav.route.iconSet', 'policyManagement', ALL, {
    parent: '/policy/home',
    reason: 'every role sees the icons app groups show; the Global Admin uploads (the iconset is shared)',
  }),
];
