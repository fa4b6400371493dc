// The writes of a building block and of its draft's components, each invalidating the Policy
// queries (the generated layer's x-invalidates): create, save the draft's fields or a component,
// remove one, publish, discard the draft, delete. Every write but create sends the revision the
// user saw; a stale one is refused (409) with the catalogue's conflict words in the user's
// language (withConflictWords), nothing lost on the page.
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import type { PolicyBlockFormData } from '../../../components/schema-form/forms/policy-block-form.gen';
import type { PolicyComponentFormData } from '../../../components/schema-form/forms/policy-component-form.gen';
import type { PolicyLevel } from './policy-links';
import { withConflictWords } from './policy-conflict';

export type BlockFormData = PolicyBlockFormData;

export interface BlockRef {
  blockId: number;
  revision: number;
}

/** Runs a write; its failure is rethrown with the conflict's words in the user's language. */
function useConflictWords() {
  const { t } = useTranslation();
  return async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      throw withConflictWords(error, (key) => t(key));
    }
  };
}

export function useCreateBlock(level: PolicyLevel) {
  const create = useApi().mutations.Policy_CreateBlock();
  return useMutation({
    ...create,
    mutationFn: (body: BlockFormData) => create.mutationFn({ query: { level }, body }),
  });
}

export function useSaveDraft() {
  const save = useApi().mutations.Policy_SaveDraft();
  const worded = useConflictWords();
  return useMutation({
    ...save,
    mutationFn: ({ block, body }: { block: BlockRef; body: BlockFormData }) =>
      worded(() => save.mutationFn({ query: block, body })),
  });
}

export function usePublishDraft() {
  const publish = useApi().mutations.Policy_PublishDraft();
  const worded = useConflictWords();
  return useMutation({
    ...publish,
    mutationFn: (block: BlockRef) => worded(() => publish.mutationFn(block)),
  });
}

export function useDiscardDraft() {
  const discard = useApi().mutations.Policy_DiscardDraft();
  const worded = useConflictWords();
  return useMutation({
    ...discard,
    mutationFn: (block: BlockRef) => worded(() => discard.mutationFn(block)),
  });
}

export function useDeleteBlock() {
  const remove = useApi().mutations.Policy_DeleteBlock();
  const worded = useConflictWords();
  return useMutation({ ...remove, mutationFn: (block: BlockRef) => worded(() => remove.mutationFn(block)) });
}

export function useSaveDraftComponent() {
  const save = useApi().mutations.Policy_SaveDraftComponent();
  const worded = useConflictWords();
  return useMutation({
    ...save,
    mutationFn: ({ block, body }: { block: BlockRef; body: PolicyComponentFormData }) =>
      worded(() => save.mutationFn({ query: block, body })),
  });
}

export function useRemoveDraftComponent() {
  const remove = useApi().mutations.Policy_RemoveDraftComponent();
  const worded = useConflictWords();
  return useMutation({
    ...remove,
    mutationFn: ({ block, componentKey }: { block: BlockRef; componentKey: string }) =>
      worded(() => remove.mutationFn({ ...block, componentKey })),
  });
}
