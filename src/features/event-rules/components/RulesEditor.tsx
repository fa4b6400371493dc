// The rules of a group or template in the schema form: each rule with its name, its event type
// or severity, and conditions (property, operator, value) joined by AND. Save sends every rule
// (saved ones update, new ones are added); removing a saved rule deletes it on the server after
// confirmation, and keeps the other changes in the form.
import { useMemo, useRef } from 'react';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { UiSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../components/api/api-error-text';
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

  const uiSchema = useMemo(() => {
    const removeSaved = (index: number): boolean => {
      const rule = handle.current?.values().rules?.[index];
      if (!rule?.ruleId) return false;
      const ruleId = rule.ruleId;
      modals.openConfirmModal({
        title: t('rules.delete.title'),
        children: <Text size="sm">{t('rules.delete.message', { name: rule.ruleName })}</Text>,
        labels: { confirm: t('rules.delete.confirm'), cancel: t('rules.delete.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () =>
          void onDelete(ruleId).then(
            () => {
              // Deleted on the server: gone from the form and from what counts as saved.
              handle.current?.applySaved((values) => ({
                ...values,
                rules: (values.rules ?? []).filter((r) => r.ruleId !== ruleId),
              }));
              notifications.show({ color: 'teal', message: deletedMessage });
            },
            (error: unknown) => notifications.show({ color: 'red', message: apiErrorText(t, error) }),
          ),
      });
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
  }, [t, onDelete, deletedMessage]);

  return (
    <SchemaForm
      form={props.form}
      initialData={props.initialData}
      handle={handle}
      uiSchema={uiSchema}
      onSubmit={props.onSave}
      successMessage={props.savedMessage}
      disabled={props.disabled}
    />
  );
}
