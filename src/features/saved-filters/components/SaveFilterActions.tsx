// The event inspection's saved filter actions (its routes put them beside the list): save the
// current view under a name, or update one of the user's filters from it. The view is the URL's,
// and the table's visible columns (its layout in the user's table settings).
import { useMemo, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCanCall } from '../../../access/use-can-call';
import { useColumnLayout, visibleColumnIds } from '../../../components/paged-table/column-settings';
import { layoutDefaults } from '../../../components/paged-table/use-table-columns';
import type { ColumnSpec } from '../../../components/paged-table/table-definition';
import type { SavedFilterFormData } from '../../../components/schema-form/forms/saved-filter-form.gen';
import { useCreateSavedFilter } from '../api/save-saved-filter';
import { viewQueryOf, type SavedFilterMode, type SavedView } from '../api/saved-view';
import { SavedFilterFormDialog } from './SavedFilterFormDialog';
import { UpdateFromViewDialog } from './UpdateFromViewDialog';

interface Props {
  mode: SavedFilterMode;
  /** The list's validated search (the URL's state). */
  search: Readonly<Record<string, unknown>>;
  /** The list's table (its id names its layout in the user's settings). */
  table: { id: string; columns: readonly ColumnSpec<never, string>[] };
}

export function SaveFilterActions({ mode, search, table }: Props) {
  const { t } = useTranslation();
  const create = useCreateSavedFilter();
  const canSave = useCanCall('SavedFilter_CreateSavedFilter');
  const canUpdate = useCanCall('SavedFilter_UpdateSavedFilter');
  const [saving, setSaving] = useState<SavedFilterFormData | null>(null);
  const [updating, setUpdating] = useState<SavedView | null>(null);
  const defaults = useMemo(() => layoutDefaults(table.columns), [table.columns]);
  const { layout } = useColumnLayout(table.id, defaults);
  // The table's ids are the contract's column ids (the server refuses any other).
  const view = (): SavedView => ({
    mode,
    query: viewQueryOf(search),
    columns: visibleColumnIds(table.columns, layout) as SavedView['columns'],
  });
  if (!canSave && !canUpdate) return null;
  return (
    <>
      <Group gap="xs" justify="flex-end">
        {canSave && (
          <Button variant="light" onClick={() => setSaving({ name: '', shared: false, ...view() })}>
            {t('savedFilters.save.action')}
          </Button>
        )}
        {canUpdate && (
          <Button variant="default" onClick={() => setUpdating(view())}>
            {t('savedFilters.update.action')}
          </Button>
        )}
      </Group>
      <SavedFilterFormDialog
        initial={saving}
        title={t('savedFilters.save.title')}
        intro={t('savedFilters.save.intro')}
        successMessage={t('savedFilters.save.done')}
        onSubmit={(data) => create.mutateAsync(data)}
        onClose={() => setSaving(null)}
      />
      <UpdateFromViewDialog view={updating} onClose={() => setUpdating(null)} />
    </>
  );
}
