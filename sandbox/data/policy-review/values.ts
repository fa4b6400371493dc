// The PolicyReview area's values: the pickers' options in display order, and the SQL that
// derives a row's list state and a block's decision options from them.
import type { components } from '../../../src/gen/openapi.gen';

type S = components['schemas'];
export type ReviewStatus = S['ReviewStatus'];
export type Decision = S['Decision'];

export const PERMISSION_LEVELS: Array<{ id: S['PermissionLevel']; name: string }> = [
  { id: 'ReadOnly', name: 'Read only' },
  { id: 'Reviewer', name: 'Reviewer' },
  { id: 'Approver', name: 'Approver' },
];
export const REVIEW_STATUSES: Array<{ id: ReviewStatus; name: string }> = [
  { id: 'DraftReview', name: 'Draft review' },
  { id: 'Drafted', name: 'Drafted' },
  { id: 'Applied', name: 'Applied' },
  { id: 'Published', name: 'Published' },
  { id: 'Completed', name: 'Completed' },
  { id: 'Deleted', name: 'Deleted' },
  { id: 'KeepEnforcing', name: 'Keep enforcing' },
];
export const RISK_LEVELS: Array<{ id: S['RiskLevel']; name: string }> = [
  { id: 'Low', name: 'Low' },
  { id: 'Medium', name: 'Medium' },
  { id: 'High', name: 'High' },
  { id: 'Critical', name: 'Critical' },
];
export const MODES: Array<{ id: S['ReviewMode']; name: string }> = [
  { id: 'Individual', name: 'Individual' },
  { id: 'Summary', name: 'Summary' },
];
export const SCOPES: Array<{ id: S['ReviewScope']; name: string }> = [
  { id: 'Computer', name: 'Computer' },
  { id: 'Group', name: 'Group' },
  { id: 'RolePolicy', name: 'Role policy' },
];
export const DECISION_STATUSES: Array<{ id: S['DecisionStatus']; name: string }> = [
  { id: 'Pending', name: 'Pending' },
  { id: 'Approved', name: 'Approved' },
  { id: 'Rejected', name: 'Rejected' },
  { id: 'Deferred', name: 'Deferred' },
];
export const DECISIONS: Array<{ id: Decision; name: string }> = [
  { id: 'AllowHash', name: 'Allow this hash' },
  { id: 'TrustPublisher', name: 'Trust the publisher' },
  { id: 'TrustFolder', name: 'Trust the folder' },
  { id: 'AddPowerApp', name: 'Add as power app' },
  { id: 'KeepBlocking', name: 'Keep blocking' },
  { id: 'Ignore', name: 'Ignore the block' },
];

/** An ORDER BY expression that sorts a column in the order of its picker, not alphabetically. */
export const inPickerOrder = (values: Array<{ id: string }>, column: string) =>
  `array_position(array[${values.map((x) => `'${x.id}'`).join(', ')}], ${column})`;

/**
 * The decisions offered for a unique block (ub), in display order, as a text[]: TrustPublisher
 * only for a signed file (a publisher), TrustFolder not for a file under C:\Windows. The one
 * rule: DecisionOptions answers it, each checklist item carries it, UpdateReviewCheckListItem
 * refuses a decision outside it.
 */
export const decisionOptionsOf = (ub: string) =>
  `array(select d from unnest(array[${DECISIONS.map((d) => `'${d.id}'`).join(', ')}]) with ordinality as o(d, n)
    where (d <> 'TrustPublisher' or ${ub}.publisher is not null)
      and (d <> 'TrustFolder' or ${ub}.file_path !~* '^c:\\\\windows(\\\\|$)')
    order by n)`;

/** The list a review's checklist items show in (r: the review). */
export const LIST_STATE_OF_REVIEW = `case r.status when 'Completed' then 'completed' when 'KeepEnforcing' then 'completed' when 'Deleted' then 'deleted' else 'draftreviews' end`;
