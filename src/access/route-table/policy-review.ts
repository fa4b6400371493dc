// The page access table: policy review, tuning and compare (spec section 2), the group admin's
// policy analysis; closed to company and site roles.
import {
  built,
  legacy,
  POLICY_REVIEW,
  POLICY_REVIEW_REASON,
  redirect,
  type RouteAccess,
} from '../route-rows';

export const POLICY_REVIEW_ROUTES: readonly RouteAccess[] = [
  redirect(
    '/policies',
    'nav.route.policyReview',
    'policyReview',
    '/policies/policy-review',
    'the spec gives /policies children only',
  ),
  // The unique blocks' lists (section 2): the list and its draftreviews, completed and deleted children
  built('/policies/policy-unique-blocks', 'nav.route.uniqueBlocks', 'policyReview', POLICY_REVIEW, {
    reason: POLICY_REVIEW_REASON,
  }),
  built(
    '/policies/policy-unique-blocks/draftreviews',
    'nav.route.draftReviews',
    'policyReview',
    POLICY_REVIEW,
    { parent: '/policies/policy-unique-blocks', reason: POLICY_REVIEW_REASON },
  ),
  built(
    '/policies/policy-unique-blocks/completed',
    'nav.route.completedReviews',
    'policyReview',
    POLICY_REVIEW,
    { parent: '/policies/policy-unique-blocks', reason: POLICY_REVIEW_REASON },
  ),
  built('/policies/policy-unique-blocks/deleted', 'nav.route.deletedReviews', 'policyReview', POLICY_REVIEW, {
    parent: '/policies/policy-unique-blocks',
    reason: POLICY_REVIEW_REASON,
  }),
  built('/policies/policy-review', 'nav.route.policyReview', 'policyReview', POLICY_REVIEW, {
    reason: POLICY_REVIEW_REASON,
  }),
  built('/policies/proposed-unique-blocks', 'nav.route.proposedUniqueBlocks', 'policyReview', POLICY_REVIEW, {
    reason: POLICY_REVIEW_REASON,
  }),
  // The checklist's lists, the same four
  built(
    '/policies/policy-change-checklist',
    'nav.route.policyChangeChecklist',
    'policyReview',
    POLICY_REVIEW,
    { reason: POLICY_REVIEW_REASON },
  ),
  built(
    '/policies/policy-change-checklist/draftreviews',
    'nav.route.draftReviews',
    'policyReview',
    POLICY_REVIEW,
    { parent: '/policies/policy-change-checklist', reason: POLICY_REVIEW_REASON },
  ),
  built(
    '/policies/policy-change-checklist/completed',
    'nav.route.completedReviews',
    'policyReview',
    POLICY_REVIEW,
    { parent: '/policies/policy-change-checklist', reason: POLICY_REVIEW_REASON },
  ),
  built(
    '/policies/policy-change-checklist/deleted',
    'nav.route.deletedReviews',
    'policyReview',
    POLICY_REVIEW,
    { parent: '/policies/policy-change-checklist', reason: POLICY_REVIEW_REASON },
  ),

  // Policy review under /administration
  built('/administration/policy-review', 'nav.route.policyReview', 'administration', POLICY_REVIEW, {
    reason: POLICY_REVIEW_REASON,
  }),
  built('/administration/policy-review/drafted', 'nav.route.reviewDrafted', 'administration', POLICY_REVIEW, {
    parent: '/administration/policy-review',
    reason: POLICY_REVIEW_REASON,
  }),
  built('/administration/policy-review/applied', 'nav.route.reviewApplied', 'administration', POLICY_REVIEW, {
    parent: '/administration/policy-review',
    reason: POLICY_REVIEW_REASON,
  }),
  built(
    '/administration/policy-review/published',
    'nav.route.reviewPublished',
    'administration',
    POLICY_REVIEW,
    { parent: '/administration/policy-review', reason: POLICY_REVIEW_REASON },
  ),
  built(
    '/administration/policy-review/keep-enforcing',
    'nav.route.reviewKeepEnforcing',
    'administration',
    POLICY_REVIEW,
    { parent: '/administration/policy-review', reason: POLICY_REVIEW_REASON },
  ),
  built('/administration/policy-compare', 'nav.route.policyCompare', 'administration', POLICY_REVIEW, {
    reason: POLICY_REVIEW_REASON,
  }),
  legacy(
    '/administration/policy-tuning',
    'nav.route.policyTuning',
    'administration',
    POLICY_REVIEW,
    'policy-tuning',
    {
      conditions: ['agmsGroupWithMainId'],
      reason: POLICY_REVIEW_REASON,
    },
  ),
];
