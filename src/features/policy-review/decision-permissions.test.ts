import { describe, expect, it } from 'vitest';
import { decisionStatusesFor, needsDecision } from './decision-permissions';

describe('decision permissions', () => {
  it('lets approvers approve and reject, reviewers only defer, read-only reviews nothing', () => {
    expect(decisionStatusesFor({ status: 'Drafted', permissionLevel: 'Approver' })).toEqual([
      'Pending',
      'Approved',
      'Rejected',
      'Deferred',
    ]);
    expect(decisionStatusesFor({ status: 'Drafted', permissionLevel: 'Reviewer' })).toEqual([
      'Pending',
      'Deferred',
    ]);
    expect(decisionStatusesFor({ status: 'Drafted', permissionLevel: 'ReadOnly' })).toEqual([]);
  });

  it('takes no decision on a completed or deleted review', () => {
    expect(decisionStatusesFor({ status: 'Completed', permissionLevel: 'Approver' })).toEqual([]);
    expect(decisionStatusesFor({ status: 'Deleted', permissionLevel: 'Approver' })).toEqual([]);
    expect(decisionStatusesFor({ status: 'KeepEnforcing', permissionLevel: 'Approver' })).toHaveLength(4);
  });

  it('needs a decision to approve or reject', () => {
    expect(needsDecision('Approved')).toBe(true);
    expect(needsDecision('Rejected')).toBe(true);
    expect(needsDecision('Deferred')).toBe(false);
  });
});
