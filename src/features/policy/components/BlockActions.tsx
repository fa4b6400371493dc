// What may be done to a building block, for the roles that may write its level (useCanCall with
// the block's level): edit as draft (the block form in a drawer), publish the draft, discard it
// (a block once published; a block never published is deleted instead), delete. Each asks first
// in the one ConfirmDialog; a refusal shows there: a block changed by someone else since it was
// read (the catalogue's conflict words), or one still in use, with where.
import { useState, type ReactNode } from 'react';
import { List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useCanCall } from '../../../access/use-can-call';
import { ConfirmDialog } from '../../../components/confirm-dialog/ConfirmDialog';
import type { RowAction } from '../../../components/paged-table/paged-table-options';
import type { ApiSchema } from '../../../api/contract-types';
import { useDeleteBlock, useDiscardDraft, usePublishDraft } from '../api/block-mutations';
import { policyConflictOf, type PolicyUse } from '../api/policy-conflict';
import type { PolicyLevel } from '../api/policy-links';
import { BlockFormDrawer } from './BlockFormDrawer';
import { UseWords } from './UseWords';

/** What the actions need of a block: a list's row or the block's page. */
export type ActionBlock = Pick<
  ApiSchema<'PolicyBlockSummary'>,
  'blockId' | 'name' | 'level' | 'version' | 'hasDraft' | 'revision'
>;

type Asked = 'publish' | 'discard' | 'delete';

export interface BlockActions<T extends ActionBlock> {
  /** The actions the role may take, each on the blocks it applies to. */
  actions: RowAction<T>[];
  /** The dialogs and the drawer the actions open; render once beside the list or page. */
  dialogs: ReactNode;
}

export function useBlockActions<T extends ActionBlock>(
  level: PolicyLevel,
  options: { onDeleted?: () => void } = {},
): BlockActions<T> {
  const { t } = useTranslation();
  const facts = { policyLevel: level };
  const canEdit = useCanCall('Policy_SaveDraft', facts);
  const canPublish = useCanCall('Policy_PublishDraft', facts);
  const canDiscard = useCanCall('Policy_DiscardDraft', facts);
  const canDelete = useCanCall('Policy_DeleteBlock', facts);
  const publish = usePublishDraft();
  const discard = useDiscardDraft();
  const remove = useDeleteBlock();
  const [asked, setAsked] = useState<{ what: Asked; block: T } | null>(null);
  const [usedBy, setUsedBy] = useState<PolicyUse[] | null>(null);
  const [editing, setEditing] = useState<T | null>(null);

  const ask = (what: Asked) => (block: T) => {
    setUsedBy(null);
    setAsked({ what, block });
  };
  const named =
    (
      key:
        | 'policy.action.editNamed'
        | 'policy.action.publishNamed'
        | 'policy.action.discardNamed'
        | 'policy.action.deleteNamed',
    ) =>
    (block: T) =>
      t(key, { name: block.name });

  const actions: RowAction<T>[] = [
    ...(canEdit
      ? [
          {
            id: 'edit',
            label: t('policy.action.edit'),
            name: named('policy.action.editNamed'),
            onSelect: setEditing,
          },
        ]
      : []),
    ...(canPublish
      ? [
          {
            id: 'publish',
            label: t('policy.action.publish'),
            name: named('policy.action.publishNamed'),
            onSelect: ask('publish'),
            hidden: (block: T) => !block.hasDraft,
          },
        ]
      : []),
    ...(canDiscard
      ? [
          {
            id: 'discard',
            label: t('policy.action.discard'),
            name: named('policy.action.discardNamed'),
            onSelect: ask('discard'),
            hidden: (block: T) => !block.hasDraft || block.version === 0,
          },
        ]
      : []),
    ...(canDelete
      ? [
          {
            id: 'delete',
            label: t('policy.action.delete'),
            name: named('policy.action.deleteNamed'),
            onSelect: ask('delete'),
            danger: true,
          },
        ]
      : []),
  ];

  const block = asked?.block;
  const ref = block ? { blockId: block.blockId, revision: block.revision } : null;
  const run = async () => {
    if (!asked || !ref) return;
    const name = asked.block.name;
    try {
      if (asked.what === 'publish') {
        await publish.mutateAsync(ref);
        notifications.show({
          color: 'green',
          message: t('policy.action.published', { name }),
          closeButtonProps: { 'aria-label': t('policy.closeNotice') },
        });
      } else if (asked.what === 'discard') {
        await discard.mutateAsync(ref);
        notifications.show({
          color: 'green',
          message: t('policy.action.discarded', { name }),
          closeButtonProps: { 'aria-label': t('policy.closeNotice') },
        });
      } else {
        await remove.mutateAsync(ref);
        notifications.show({
          color: 'green',
          message: t('policy.action.deleted', { name }),
          closeButtonProps: { 'aria-label': t('policy.closeNotice') },
        });
        options.onDeleted?.();
      }
      setAsked(null);
    } catch (error) {
      const conflict = policyConflictOf(error);
      if (conflict?.reason === 'inUse') setUsedBy(conflict.usedBy);
      throw error;
    }
  };

  const what = asked?.what ?? 'publish';
  const dialogs = (
    <>
      <ConfirmDialog
        opened={asked !== null}
        title={t(`policy.ask.${what}.title`)}
        message={
          <Stack gap="xs">
            <Text size="sm">{t(`policy.ask.${what}.message`, { name: block?.name ?? '' })}</Text>
            {usedBy && usedBy.length > 0 && (
              <>
                <Text size="sm" fw={600} id="policy-used-by">
                  {t('policy.ask.delete.usedBy')}
                </Text>
                <List size="sm" aria-labelledby="policy-used-by">
                  {usedBy.map((use) => (
                    <List.Item key={`${use.scope.nodeType}:${use.scope.guid ?? ''}`}>
                      <UseWords use={use} />
                    </List.Item>
                  ))}
                </List>
              </>
            )}
          </Stack>
        }
        confirmLabel={t(`policy.ask.${what}.confirm`)}
        danger={what !== 'publish'}
        onCancel={() => setAsked(null)}
        onConfirm={run}
      />
      <BlockFormDrawer block={editing} onClose={() => setEditing(null)} />
    </>
  );
  return { actions, dialogs };
}
