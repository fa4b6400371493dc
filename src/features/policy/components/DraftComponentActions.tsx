// The draft's components, changed on the block's page by the roles that may write the block's
// level: add one, change one, remove one (asked in the one ConfirmDialog). Each write says which
// revision of the block it saw; a refusal (someone else changed it) shows the catalogue's words.
import { useState, type ReactNode } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { useCanCall } from '../../../access/use-can-call';
import { ConfirmDialog } from '../../../components/confirm-dialog/ConfirmDialog';
import type { RowAction } from '../../../components/paged-table/paged-table-options';
import { useRemoveDraftComponent } from '../api/block-mutations';
import { ComponentFormDrawer, type ComponentTarget } from './ComponentFormDrawer';

type Block = ApiSchema<'PolicyBlock'>;
type Component = ApiSchema<'PolicyComponent'>;

export interface DraftComponentActions {
  canEdit: boolean;
  /** Opens the form for a new component. */
  add: () => void;
  /** Change and remove, for the rows of the draft. */
  rowActions: RowAction<Component>[];
  dialogs: ReactNode;
}

export function useDraftComponentActions(block: Block, onSaved: () => void): DraftComponentActions {
  const { t } = useTranslation();
  const facts = { policyLevel: block.level };
  const canSave = useCanCall('Policy_SaveDraftComponent', facts) && block.canEdit;
  const canRemove = useCanCall('Policy_RemoveDraftComponent', facts) && block.canEdit;
  const remove = useRemoveDraftComponent();
  const [editing, setEditing] = useState<ComponentTarget | null>(null);
  const [removing, setRemoving] = useState<Component | null>(null);
  const ref = { blockId: block.blockId, revision: block.revision, name: block.name };

  const rowActions: RowAction<Component>[] = [
    ...(canSave
      ? [
          {
            id: 'change',
            label: t('policy.component.edit'),
            name: (component: Component) => t('policy.component.editNamed', { name: component.target }),
            onSelect: (component: Component) => setEditing({ block: ref, component }),
          },
        ]
      : []),
    ...(canRemove
      ? [
          {
            id: 'remove',
            label: t('policy.component.remove'),
            name: (component: Component) => t('policy.component.removeNamed', { name: component.target }),
            onSelect: setRemoving,
            danger: true,
          },
        ]
      : []),
  ];

  const dialogs = (
    <>
      <ComponentFormDrawer
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          onSaved();
        }}
      />
      <ConfirmDialog
        opened={removing !== null}
        title={t('policy.component.ask.title')}
        message={t('policy.component.ask.message', { name: removing?.target ?? '' })}
        confirmLabel={t('policy.component.ask.confirm')}
        danger
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await remove.mutateAsync({
            block: { blockId: block.blockId, revision: block.revision },
            componentKey: removing.componentKey,
          });
          notifications.show({
            color: 'green',
            message: t('policy.component.removed', { name: removing.target }),
            closeButtonProps: { 'aria-label': t('policy.closeNotice') },
          });
          setRemoving(null);
        }}
      />
    </>
  );
  return { canEdit: canSave, add: () => setEditing({ block: ref }), rowActions, dialogs };
}
