// The page access table: policy management (/policy; screens a later issue builds).
import { notBuilt, POLICY_MANAGEMENT, redirect, type RouteAccess } from '../route-rows';

const POLICY_MANAGEMENT_REASON =
  'policy management is company work (role policies) and group work (policy pages)';

export const POLICY_MANAGEMENT_ROUTES: readonly RouteAccess[] = [
  redirect(
    '/policy',
    'nav.route.policyHome',
    'policyManagement',
    '/policy/home',
    'the spec gives /policy children only; home opens',
  ),
  notBuilt('/policy/home', 'nav.route.policyHome', 'policyManagement', POLICY_MANAGEMENT, {
    reason: POLICY_MANAGEMENT_REASON,
  }),
  notBuilt('/policy/new', 'nav.route.policyNew', 'policyManagement', POLICY_MANAGEMENT, {
    parent: '/policy/home',
    reason: POLICY_MANAGEMENT_REASON,
  }),
  notBuilt('/policy/show', 'nav.route.policyShow', 'policyManagement', POLICY_MANAGEMENT, {
    parent: '/policy/home',
    reason: POLICY_MANAGEMENT_REASON,
  }),
  notBuilt('/policy/spm-global', 'nav.route.spmGlobal', 'policyManagement', POLICY_MANAGEMENT, {
    parent: '/policy/home',
    reason: POLICY_MANAGEMENT_REASON,
  }),
  notBuilt(
    '/policy/shared-policy-topology',
    'nav.route.sharedPolicyTopology',
    'policyManagement',
    POLICY_MANAGEMENT,
    { parent: '/policy/home', reason: POLICY_MANAGEMENT_REASON },
  ),
  notBuilt(
    '/policy/service-provider-level',
    'nav.route.serviceProviderLevel',
    'policyManagement',
    POLICY_MANAGEMENT,
    { parent: '/policy/home', reason: POLICY_MANAGEMENT_REASON },
  ),
  notBuilt(
    '/policy/top-level-electives',
    'nav.route.topLevelElectives',
    'policyManagement',
    POLICY_MANAGEMENT,
    { parent: '/policy/home', reason: POLICY_MANAGEMENT_REASON },
  ),
  notBuilt('/policy/spm-local', 'nav.route.spmLocal', 'policyManagement', POLICY_MANAGEMENT, {
    parent: '/policy/home',
    reason: POLICY_MANAGEMENT_REASON,
  }),
  notBuilt('/policy/iconset', 'nav.route.iconSet', 'policyManagement', POLICY_MANAGEMENT, {
    parent: '/policy/home',
    reason: POLICY_MANAGEMENT_REASON,
  }),
];
