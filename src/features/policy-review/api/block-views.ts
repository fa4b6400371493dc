// The lists of unique blocks (spec section 2): /policies/policy-unique-blocks shows the blocks
// awaiting review (as its draftreviews child does), completed and deleted the others.
import type { ListState } from './unique-block-table';

export const BLOCK_VIEWS = [
  { view: 'draftreviews', path: '/policies/policy-unique-blocks/draftreviews' },
  { view: 'completed', path: '/policies/policy-unique-blocks/completed' },
  { view: 'deleted', path: '/policies/policy-unique-blocks/deleted' },
] as const satisfies readonly { view: ListState; path: string }[];
