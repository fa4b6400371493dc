// "Update saved filter": one of the user's own filters of the scope takes the current view (and columns),
// keeping its name and sharing. A failure shows the server's words and keeps the choice (ActionDialog).
import { useState } from 'react';
import { Alert, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../components/api/api-error-text';
import { useApi } from '../../../components/api/use-api';
import { ActionDialog } from '../../../components/confirm-dialog/ActionDialog';
import { useUpdateSavedFilter } from '../api/save-saved-filter';
import type { SavedView } from '../api/saved-view';

interface Props {
  /** The current view; null: the dialog is closed. */
  view: SavedView | null;
  onClose: () => void;
}

/** The user's own filters, at most this many, are offered (a name search narrows the choice). */
const OWN_FILTERS = 500;

export function UpdateFromViewDialog({ view, onClose }: Props) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const update = useUpdateSavedFilter();
  const [chosen, setChosen] = useState<string | null>(null);
  const own = useQuery({
    ...queries.SavedFilter_ListSavedFilters({
      page: 1,
      pageSize: OWN_FILTERS,
      owner: 'mine',
      sortColumn: 'name',
      sortDir: 'asc',
    }),
    enabled: view !== null,
  });
  const filters = own.data?.entityData ?? [];
  const close = () => {
    setChosen(null);
    onClose();
  };
  const submit = async () => {
    const filter = filters.find((f) => String(f.savedFilterId) === chosen);
    if (!view || !filter) return;
    await update.mutateAsync({
      savedFilterId: filter.savedFilterId,
      body: { name: filter.name, shared: filter.shared, ...view },
    });
    notifications.show({ color: 'green', message: t('savedFilters.update.done') });
    close();
  };

  return (
    <ActionDialog
      opened={view !== null}
      title={t('savedFilters.update.title')}
      closeLabel={t('savedFilters.close')}
      cancelLabel={t('savedFilters.cancel')}
      confirmLabel={t('savedFilters.update.confirm')}
      confirmDisabled={chosen === null}
      onConfirm={submit}
      onCancel={close}
    >
      <Text size="sm">{t('savedFilters.update.intro')}</Text>
      <Select
        label={t('savedFilters.update.pick')}
        placeholder={own.isPending ? t('savedFilters.loading') : undefined}
        data={filters.map((f) => ({ value: String(f.savedFilterId), label: f.name }))}
        value={chosen}
        onChange={setChosen}
        searchable
        nothingFoundMessage={t('savedFilters.update.none')}
        disabled={update.isPending}
      />
      {own.isSuccess && filters.length === 0 && <Text size="sm">{t('savedFilters.update.none')}</Text>}
      {own.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(t, own.error)}
        </Alert>
      )}
    </ActionDialog>
  );
}
