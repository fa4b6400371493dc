// Add or edit an alert condition in a drawer, with the one SchemaForm (schemas/
// alarm-condition-form.schema.json, which the sandbox enforces too). The category offers the
// page's kind only. A 400 keeps what was typed and puts the server's messages on the fields;
// closing a changed form asks first.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/confirm-dialog/FormDrawer';
import { EntityHistory } from '../../../components/entity-history/EntityHistory';
import type { ApiSchema } from '../../../api/contract-types';
import {
  alarmConditionForm,
  type AlarmConditionFormData,
} from '../../../components/schema-form/forms/alarm-condition-form.gen';
import { SchemaForm } from '../../../components/schema-form/SchemaForm';
import { shippedName } from '../../../i18n/shipped-names';
import { categoryUi } from './category-widget';
import { useSaveCondition } from './condition-mutations';

type Condition = ApiSchema<'AlarmCondition'>;
type Category = ApiSchema<'AlarmConditionCategory'>;

export interface ConditionFormTarget {
  /** The condition to edit; null adds one. */
  condition: Condition | null;
}

interface Props {
  target: ConditionFormTarget | null;
  kindName: string;
  categories: readonly Category[];
  onClose: () => void;
}

/** The form's fields (its schema's properties): what of a condition the form edits. */
const FORM_FIELDS = Object.keys(alarmConditionForm.schema.properties ?? {});

function initialValues(
  condition: Condition | null,
  categories: readonly Category[],
): Partial<AlarmConditionFormData> {
  if (!condition) {
    return {
      categoryId: categories[0]?.categoryId,
      enabled: true,
      threshold: 1,
      windowMinutes: 60,
      severity: 'Medium',
      notifyEmails: [],
    };
  }
  return Object.fromEntries(
    FORM_FIELDS.filter((field) => field in condition).map((field) => [
      field,
      condition[field as keyof Condition],
    ]),
  ) as Partial<AlarmConditionFormData>;
}

export function ConditionFormDrawer({ target, kindName, categories, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSaveCondition();
  const uiSchema = useMemo(() => ({ categoryId: categoryUi(categories) }), [categories]);
  const condition = target?.condition ?? null;

  return (
    <FormDrawer
      opened={target !== null}
      title={
        condition
          ? t('alerts.config.editTitle', { name: shippedName(t, 'conditions', condition.name) })
          : t('alerts.config.addTitle', { kind: kindName })
      }
      closeLabel={t('alerts.config.close')}
      onClose={onClose}
    >
      {(drawer) => (
        <>
          <SchemaForm
            key={condition?.conditionId ?? 'new'}
            form={alarmConditionForm}
            initialData={initialValues(condition, categories)}
            uiSchema={uiSchema}
            onSubmit={(body) => save.mutateAsync(body)}
            successMessage={t('alerts.config.saved')}
            guardNavigation={false}
            {...drawer}
          />
          {condition && (
            <EntityHistory entityType="AlertCondition" entityId={String(condition.conditionId)} />
          )}
        </>
      )}
    </FormDrawer>
  );
}
