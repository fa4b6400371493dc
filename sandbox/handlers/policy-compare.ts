// PolicyReview_CompareReviews (designed for the policy-compare page): review A against review B,
// or against the policy as it stands, per unique block. The policy's decision on a block is the
// one recorded where review A applies (its group, or its company for a role-policy review): the
// decision the unique-block lists show. Who may call it is the access table's; both reviews
// must be in the session's scope (404 otherwise, as for any review).
import { notFound, ok } from '../http/replies';
import { comparisonPage } from '../data/policy-review/comparison';
import type { HandlerMap } from '../http/types';
import { reviewRow } from '../data/review-scope';

export const policyCompareHandlers: HandlerMap = {
  async PolicyReview_CompareReviews({ db, scope, body }) {
    const reviewA = await reviewRow(db, scope, body.reviewId);
    if (!reviewA) return notFound();
    const otherId = body.otherReviewId ?? null;
    const reviewB = otherId === null ? null : await reviewRow(db, scope, otherId);
    if (otherId !== null && !reviewB) return notFound();
    const page = await comparisonPage(db, reviewA, reviewB, body);
    return ok(page.rows, { totalCount: page.totalCount });
  },
};
