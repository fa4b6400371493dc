// The lists of the policy change checklist (spec section 2): /policies/policy-change-checklist
// shows the items of open reviews (as its draftreviews child does), completed and deleted the others.
import type { ListState } from './unique-block-table';

export const CHECKLIST_VIEWS = [
  { view: 'draftreviews', path: '/policies/policy-change-checklist/draftreviews' },
  { view: 'completed', path: '/policies/policy-change-checklist/completed' },
  { view: 'deleted', path: '/policies/policy-change-checklist/deleted' },
] as const satisfies readonly { view: ListState; path: string }[];
