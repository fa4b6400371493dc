// The rules of a group or template in the schema form: each rule with its name, its event type
// or severity, and conditions (property, operator, value) joined by AND. Save sends every rule
// (saved ones update, new ones are added); removing a saved rule deletes it on the server after
// confirmation, and keeps the other changes in the form.
import { useMemo, useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import type { UiSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog/ConfirmDialog';
import type { SchemaFormDefinition } from '../../../components/schema-form/form-definition';
import { SchemaForm, type SchemaFormHandle } from '../../../components/schema-form/SchemaForm';
import { namedAddTemplate } from './named-add-template';
import { ruleItemTemplate } from './rule-item-template';

interface RuleLike {
  ruleId?: number;
  ruleName: string;
}

export interface RulesEditorProps<T extends { rules: RuleLike[] }> {
  form: SchemaFormDefinition<T>;
  initialData: Partial<T>;
  onSave: (data: T) => Promise<unknown>;
  onDelete: (ruleId: number) => Promise<unknown>;
  savedMessage: string;
  deletedMessage: string;
  disabled?: boolean;
}

const ADD_RULE = namedAddTemplate('rules.addRule');
const ADD_CONDITION = namedAddTemplate('rules.addCondition');

export function RulesEditor<T extends { rules: RuleLike[] }>(props: RulesEditorProps<T>) {
  const { onDelete, deletedMessage } = props;
  const { t } = useTranslation();
  const handle = useRef<SchemaFormHandle<T>>(null);

  const [deleting, setDeleting] = useState<{ ruleId: number; ruleName: string } | null>(null);

  const uiSchema = useMemo(() => {
    const removeSaved = (index: number): boolean => {
      const rule = handle.current?.values().rules?.[index];
      if (!rule?.ruleId) return false;
      setDeleting({ ruleId: rule.ruleId, ruleName: rule.ruleName });
      return true;
    };
    return {
      rules: {
        'ui:ArrayFieldTemplate': ADD_RULE,
        items: { conditions: { 'ui:ArrayFieldTemplate': ADD_CONDITION } },
        'ui:options': { orderable: false },
        // removeSaved reads the form's handle only when a remove button is clicked, never in render.
        // eslint-disable-next-line react-hooks/refs
        'ui:ArrayFieldItemTemplate': ruleItemTemplate(removeSaved),
      },
    } as UiSchema<T>;
  }, []);

  const deleteRule = async () => {
    if (!deleting) return;
    const { ruleId } = deleting;
    await onDelete(ruleId);
    // Deleted on the server: gone from the form and from what counts as saved.
    handle.current?.applySaved((values) => ({
      ...values,
      rules: (values.rules ?? []).filter((r) => r.ruleId !== ruleId),
    }));
    setDeleting(null);
    notifications.show({ color: 'teal', message: deletedMessage });
  };

  return (
    <>
      <SchemaForm
        form={props.form}
        initialData={props.initialData}
        handle={handle}
        uiSchema={uiSchema}
        onSubmit={props.onSave}
        successMessage={props.savedMessage}
        disabled={props.disabled}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('rules.delete.title')}
        message={t('rules.delete.message', { name: deleting?.ruleName })}
        confirmLabel={t('rules.delete.confirm')}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={deleteRule}
      />
    </>
  );
}
