import { describe, expect, it } from 'vitest';
import type { ApiSchema } from '../../../api/contract-types';
import { blockFormValues } from './block-form-values';

type Block = ApiSchema<'PolicyBlock'>;

const block = (draft: Block['draft']): Block => ({
  blockId: 21,
  name: 'Office Suite',
  description: 'Microsoft 365 Apps',
  level: 'serviceProvider',
  offer: 'mandatory',
  owner: {
    nodeType: 'partner',
    guid: '3f2a1c9e-5b7d-4e21-9a0c-1d2e3f405101',
    name: 'Northwind Security Partners',
  },
  version: 3,
  publishedOn: '2026-11-18T14:05:00Z',
  componentCount: 6,
  hasDraft: draft !== null,
  draftUpdatedOn: null,
  usedByCount: 312,
  revision: 8,
  updatedOn: '2026-11-18T14:05:00Z',
  draft,
  versions: [],
  whereUsed: { partners: 1, companies: 0, sites: 0, groups: 0, computers: 0, attached: [], attachedCount: 0 },
  canEdit: true,
});

describe('the block form’s values', () => {
  it('are the version in force’s fields when there is no draft', () => {
    expect(blockFormValues(block(null))).toEqual({
      name: 'Office Suite',
      description: 'Microsoft 365 Apps',
      offer: 'mandatory',
    });
  });

  it('are the draft’s fields when there is one, an empty description left out', () => {
    expect(
      blockFormValues(
        block({
          basedOnVersion: 3,
          name: 'Office Suite 2026',
          description: '',
          offer: 'elective',
          componentCount: 7,
          updatedOn: '2026-11-20T10:41:00Z',
          updatedBy: 'Chloe Dubois',
        }),
      ),
    ).toEqual({ name: 'Office Suite 2026', offer: 'elective' });
  });
});
