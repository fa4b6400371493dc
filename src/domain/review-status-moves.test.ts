import { describe, expect, it } from 'vitest';
import {
  REVIEW_STATUSES,
  allowedReviewMoves,
  canMoveReview,
  isFinalStatus,
  needsConfirmation,
} from './review-status-moves';

describe('review status moves', () => {
  it('walks Draft review, Drafted, Applied, Published, then Completed or Keep enforcing', () => {
    expect(allowedReviewMoves('DraftReview')).toEqual(['Drafted', 'Deleted']);
    expect(allowedReviewMoves('Drafted')).toEqual(['Applied', 'Deleted']);
    expect(allowedReviewMoves('Applied')).toEqual(['Published', 'Deleted']);
    expect(allowedReviewMoves('Published')).toEqual(['Completed', 'KeepEnforcing', 'Deleted']);
    expect(allowedReviewMoves('KeepEnforcing')).toEqual(['Deleted']);
  });

  it('never skips a step nor goes back', () => {
    expect(canMoveReview('DraftReview', 'Applied')).toBe(false);
    expect(canMoveReview('DraftReview', 'Published')).toBe(false);
    expect(canMoveReview('Applied', 'Drafted')).toBe(false);
    expect(canMoveReview('Published', 'Applied')).toBe(false);
    expect(canMoveReview('KeepEnforcing', 'Completed')).toBe(false);
  });

  it('never moves a review to the status it is in', () => {
    for (const status of REVIEW_STATUSES) expect(canMoveReview(status, status)).toBe(false);
  });

  it('deletes from any status but the final ones, which nothing leaves', () => {
    for (const status of REVIEW_STATUSES) {
      expect(canMoveReview(status, 'Deleted')).toBe(!isFinalStatus(status));
    }
    expect(REVIEW_STATUSES.filter(isFinalStatus)).toEqual(['Completed', 'Deleted']);
  });

  it('asks before Applied, Published and Deleted only', () => {
    expect(REVIEW_STATUSES.filter(needsConfirmation)).toEqual(['Applied', 'Published', 'Deleted']);
  });
});
