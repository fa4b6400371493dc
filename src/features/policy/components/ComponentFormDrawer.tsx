// Add a component to a block's draft, or change one (Policy/SaveDraftComponent), in a drawer the
// block's page opens: the component form (schemas/policy-component-form) showing the chosen
// kind's fields only, each kind's values checked with the catalogue's messages as the user leaves
// a field. The draft is created from the version in force when there is none; nothing is in force
// until it is published. A save refused because someone else changed the block shows the
// catalogue's conflict words and keeps what was typed.
import { useState } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { FormDrawer, type FormDrawerForm } from '../../../components/confirm-dialog/FormDrawer';
import {
  policyComponentForm,
  type PolicyComponentFormData,
} from '../../../components/schema-form/forms/policy-component-form.gen';
import { SchemaForm } from '../../../components/schema-form/SchemaForm';
import { useSaveDraftComponent, type BlockRef } from '../api/block-mutations';
import { componentBody, componentFormValues, hiddenFields } from '../api/component-fields';

export interface ComponentTarget {
  block: BlockRef & { name: string };
  /** The component to change; absent: a new one. */
  component?: ApiSchema<'PolicyComponent'>;
}

export function ComponentFormDrawer({
  target,
  onClose,
  onSaved,
}: {
  target: ComponentTarget | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const title = target?.component
    ? t('policy.component.editTitle', { name: target.component.target })
    : t('policy.component.addTitle', { name: target?.block.name ?? '' });
  return (
    <FormDrawer
      opened={target !== null}
      title={title}
      closeLabel={t('policy.edit.close')}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(drawer) =>
        target && (
          <ComponentFormBody key={target.component?.componentKey ?? 'new'} target={target} drawer={drawer} />
        )
      }
    </FormDrawer>
  );
}

function ComponentFormBody({ target, drawer }: { target: ComponentTarget; drawer: FormDrawerForm }) {
  const { t } = useTranslation();
  const save = useSaveDraftComponent();
  // Taken once: the revision the save says it saw, and what the form starts from.
  const [start] = useState(() => ({
    revision: target.block.revision,
    values: target.component ? componentFormValues(target.component) : { action: 'allow' as const },
  }));
  const [kind, setKind] = useState(start.values.kind);
  const uiSchema = Object.fromEntries(hiddenFields(kind).map((field) => [field, { 'ui:widget': 'hidden' }]));
  return (
    <>
      <Text size="sm" mb="md">
        {t('policy.component.intro')}
      </Text>
      <SchemaForm
        form={policyComponentForm}
        initialData={start.values}
        uiSchema={uiSchema}
        onValuesChange={(values: PolicyComponentFormData) => setKind(values.kind)}
        onSubmit={(values) =>
          save.mutateAsync({
            block: { blockId: target.block.blockId, revision: start.revision },
            body: componentBody(values),
          })
        }
        successMessage={t('policy.component.saved')}
        submitLabel={t('policy.edit.save')}
        {...drawer}
      />
    </>
  );
}
