// A block as read (Policy/GetBlock) -> the block form's values: its draft's fields when it has a
// draft (what the next version will be), else the version in force's; an empty description left out.
import type { ApiSchema } from '../../../api/contract-types';
import type { BlockFormData } from './block-mutations';

export function blockFormValues(block: ApiSchema<'PolicyBlock'>): Partial<BlockFormData> {
  const source = block.draft ?? block;
  return {
    name: source.name,
    offer: source.offer,
    ...(source.description ? { description: source.description } : {}),
  };
}
