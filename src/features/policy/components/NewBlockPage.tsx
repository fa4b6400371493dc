// /policy/new?level=…: create a building block (the block form, from schemas/policy-block-form) at
// a level the role may write: SPM global (the Global Admin), the service-provider level (Global
// and Partner Admins), local (the admins of the selected company, site or group, whose own block it
// is; always mandatory). It starts as a draft: nothing is in force until published. Saved, its
// page opens, to add components.
import { useRef } from 'react';
import { Radio, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { canCall } from '../../../access/use-can-call';
import { policyBlockForm } from '../../../components/schema-form/forms/policy-block-form.gen';
import { SchemaForm } from '../../../components/schema-form/SchemaForm';
import { useScope } from '../../../scope/scope-store';
import { useCreateBlock } from '../api/block-mutations';
import { blockHref, levelHref, POLICY_LEVELS, type PolicyLevel } from '../api/policy-links';
import { LEVEL_WORDS } from '../api/policy-words';

export function NewBlockPage({
  level,
  onLevelChange,
}: {
  level?: PolicyLevel;
  onLevelChange: (level: PolicyLevel) => void;
}) {
  const { t } = useTranslation();
  const { role } = useScope();
  const levels = POLICY_LEVELS.filter((each) => canCall('Policy_CreateBlock', role, { policyLevel: each }));
  const chosen = level && levels.includes(level) ? level : levels[levels.length - 1];
  if (!chosen) return <Text>{t('policy.new.cannot')}</Text>;
  return (
    <Stack gap="md" maw={720}>
      <Text size="sm">{t('policy.new.intro')}</Text>
      {levels.length > 1 && (
        <Radio.Group
          label={t('policy.new.level')}
          value={chosen}
          onChange={(value) => onLevelChange(value as PolicyLevel)}
        >
          <Stack gap="xs" mt="xs">
            {levels.map((each) => (
              <Radio key={each} value={each} label={t(LEVEL_WORDS[each])} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <NewBlockForm key={chosen} level={chosen} />
    </Stack>
  );
}

function NewBlockForm({ level }: { level: PolicyLevel }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateBlock(level);
  const createdId = useRef<number | null>(null);
  // A local block is its own scope's: always mandatory, so the offer is not asked.
  const local = level === 'local';
  return (
    <SchemaForm
      form={policyBlockForm}
      initialData={{ offer: 'mandatory' }}
      uiSchema={local ? { offer: { 'ui:widget': 'hidden' } } : undefined}
      onSubmit={(body) =>
        create.mutateAsync(local ? { ...body, offer: 'mandatory' } : body).then((created) => {
          createdId.current = created.entityData.blockId;
          return created;
        })
      }
      // After the form has taken the save (no longer changed): its page opens, to add components.
      onSaved={() => {
        if (createdId.current !== null) void navigate({ href: blockHref(createdId.current) });
      }}
      successMessage={(data) => t('policy.new.created', { name: data.name })}
      submitLabel={t('policy.new.create')}
      onCancel={() => void navigate({ href: levelHref(level) })}
    />
  );
}
