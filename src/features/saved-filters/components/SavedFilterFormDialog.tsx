// The saved filter's name and sharing in a dialog (the SchemaForm of saved-filter-form): saving
// the current view under a name, or renaming a filter. The view travels as the form's hidden
// fields. A refused save (a name taken, an empty one) keeps the dialog and what was typed, with
// the server's message on its field.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  savedFilterForm,
  type SavedFilterFormData,
} from '../../../components/schema-form/forms/saved-filter-form.gen';
import { SchemaForm } from '../../../components/schema-form/SchemaForm';
import { ActionDialog } from '../../../components/confirm-dialog/ActionDialog';

interface Props {
  /** The values the form starts from; null: the dialog is closed. */
  initial: SavedFilterFormData | null;
  title: string;
  intro?: string;
  successMessage: string;
  onSubmit: (data: SavedFilterFormData) => Promise<unknown>;
  onClose: () => void;
}

export function SavedFilterFormDialog({ initial, title, intro, successMessage, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  return (
    // The form brings its own buttons, wait and failure (on its fields).
    <ActionDialog
      opened={initial !== null}
      onCancel={onClose}
      title={title}
      closeLabel={t('savedFilters.close')}
    >
      {intro && <Text size="sm">{intro}</Text>}
      {initial && (
        <SchemaForm
          form={savedFilterForm}
          initialData={initial}
          onSubmit={onSubmit}
          successMessage={successMessage}
          onSaved={onClose}
          onCancel={onClose}
          guardNavigation={false}
        />
      )}
    </ActionDialog>
  );
}
