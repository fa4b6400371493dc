// Edit a building block as a draft, in a drawer its list or page opens: the block form (from
// schemas/policy-block-form) filled with the draft's fields, or the version in force's when there
// is no draft yet. Saving writes the draft only (Policy/SaveDraft, with the revision read here);
// nothing is in force until it is published. A save refused because someone else changed the
// block shows the catalogue's conflict words above the form and keeps everything typed.
import { useState } from 'react';
import { Alert, Center, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { FormDrawer, type FormDrawerForm } from '../../../components/confirm-dialog/FormDrawer';
import { EntityHistory } from '../../../components/entity-history/EntityHistory';
import { policyBlockForm } from '../../../components/schema-form/forms/policy-block-form.gen';
import { SchemaForm } from '../../../components/schema-form/SchemaForm';
import { useSaveDraft, type BlockFormData } from '../api/block-mutations';
import { blockFormValues } from '../api/block-form-values';

export function BlockFormDrawer({
  block,
  onClose,
}: {
  /** The block to edit; null: the drawer is closed. */
  block: { blockId: number; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDrawer
      opened={block !== null}
      title={t('policy.edit.title', { name: block?.name ?? '' })}
      closeLabel={t('policy.edit.close')}
      onClose={onClose}
    >
      {(drawer) =>
        block && (
          <>
            <BlockFormBody key={block.blockId} blockId={block.blockId} drawer={drawer} />
            <EntityHistory entityType="PolicyBlock" entityId={String(block.blockId)} />
          </>
        )
      }
    </FormDrawer>
  );
}

function BlockFormBody({ blockId, drawer }: { blockId: number; drawer: FormDrawerForm }) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const save = useSaveDraft();
  const existing = useQuery(queries.Policy_GetBlock({ blockId }));
  // What the form starts from and the revision the save says it saw are taken once, when the
  // block first arrives: a change made meanwhile by someone else (which refreshes the query) is
  // then refused by the server rather than overwritten.
  const [opened, setOpened] = useState<{ values: Partial<BlockFormData>; revision: number } | null>(null);
  if (existing.data && opened === null)
    setOpened({
      values: blockFormValues(existing.data.entityData),
      revision: existing.data.entityData.revision,
    });

  if (existing.isError && opened === null)
    return (
      <Alert color="red" role="alert">
        {t('policy.edit.loadFailed')}
      </Alert>
    );
  if (opened === null)
    return (
      <Center py="xl">
        <Loader aria-label={t('policy.edit.loading')} />
      </Center>
    );
  return (
    <>
      <Text size="sm" mb="md">
        {t('policy.edit.intro')}
      </Text>
      <SchemaForm
        form={policyBlockForm}
        initialData={opened.values}
        onSubmit={(body) => save.mutateAsync({ block: { blockId, revision: opened.revision }, body })}
        successMessage={t('policy.edit.saved')}
        submitLabel={t('policy.edit.save')}
        {...drawer}
      />
    </>
  );
}
