// Handlers of the PolicyReview area.
import type { HandlerMap } from '../http/types';

export const policyReviewHandlers: HandlerMap = {};
