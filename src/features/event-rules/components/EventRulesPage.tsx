// An event-rules page: the ignore-event or event-severity rules of the selected agms group
// (ignore-events, severity-events) or of the selected role-policy template (the -role pages).
// Until the page's condition is met (a group or template selected) it says what to select.
import { Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { unmetConditions, type AccessCondition } from '../../../access/access-facts';
import { useRolePolicyTemplate } from '../../../access/role-policy-template';
import { useAccessFacts } from '../../../access/use-access-facts';
import { useCanCall } from '../../../access/use-can-call';
import { useApi } from '../../../components/api/use-api';
import { UnmetConditionNotice } from '../../../components/layout/UnmetConditionNotice';
import { ignoreEventsForm } from '../../../components/schema-form/forms/ignore-events-form.gen';
import { severityEventsForm } from '../../../components/schema-form/forms/severity-events-form.gen';
import { ruleLevelOf, type RuleKind, type RuleLevel } from '../api/rule-kinds';
import {
  useDeleteIgnoreRule,
  useDeleteSeverityRule,
  useSaveIgnoreRules,
  useSaveSeverityRules,
} from '../api/rule-mutations';
import { ignoreRulesQuery, severityRulesQuery, templateQuery } from '../api/rule-queries';
import { RulesEditor } from './RulesEditor';

interface EventRulesPageProps {
  kind: RuleKind;
  /** 'group': the selected agms group; 'template': the selected role-policy template. */
  levelKind: RuleLevel['kind'];
  conditions?: readonly AccessCondition[];
}

export function EventRulesPage({ kind, levelKind, conditions }: EventRulesPageProps) {
  const { t } = useTranslation();
  const unmet = unmetConditions(conditions, useAccessFacts());
  const level = useRuleLevel(levelKind);
  if (unmet.length > 0 || !level) return <UnmetConditionNotice conditions={unmet} />;
  return (
    <Stack gap="md" maw={960}>
      {level.kind === 'template' && <TemplateName templateId={level.templateId} />}
      <Text size="sm" c="dimmed">
        {t(kind === 'ignore' ? 'rules.ignore.intro' : 'rules.severity.intro')}
      </Text>
      {kind === 'ignore' ? <IgnoreRules level={level} /> : <SeverityRules level={level} />}
    </Stack>
  );
}

function useRuleLevel(levelKind: RuleLevel['kind']): RuleLevel | null {
  return ruleLevelOf(levelKind, useRolePolicyTemplate());
}

/** Which role-policy template the rules belong to. */
function TemplateName({ templateId }: { templateId: number }) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const name = useSuspenseQuery(templateQuery(queries, templateId)).data.entityData[0]?.name;
  return name ? <Text fw={500}>{t('rules.template', { name })}</Text> : null;
}

const levelBody = (level: RuleLevel) => (level.kind === 'template' ? { templateId: level.templateId } : {});

function IgnoreRules({ level }: { level: RuleLevel }) {
  const { t } = useTranslation();
  const canSave = useCanCall('Agms_IgnoreEvents_Update', { targetLevel: level.kind });
  const canDelete = useCanCall('Agms_IgnoreEvents_Delete', { targetLevel: level.kind });
  const { queries } = useApi();
  const rules = useSuspenseQuery(ignoreRulesQuery(queries, level)).data.entityData;
  const save = useSaveIgnoreRules();
  const remove = useDeleteIgnoreRule();
  return (
    <RulesEditor
      form={ignoreEventsForm}
      initialData={{
        ...levelBody(level),
        rules: rules.map(({ ruleId, ruleName, eventTypeName, conditions }) => ({
          ruleId,
          ruleName,
          eventTypeName,
          conditions,
        })),
      }}
      onSave={(data) => save.mutateAsync(data)}
      onDelete={remove.mutateAsync}
      savedMessage={t('rules.ignore.saved')}
      deletedMessage={t('rules.ignore.deleted')}
      disabled={!canSave || !canDelete}
    />
  );
}

function SeverityRules({ level }: { level: RuleLevel }) {
  const { t } = useTranslation();
  const canSave = useCanCall('Agms_SeverityEvents_Update', { targetLevel: level.kind });
  const canDelete = useCanCall('Agms_SeverityEvents_Delete', { targetLevel: level.kind });
  const { queries } = useApi();
  const rules = useSuspenseQuery(severityRulesQuery(queries, level)).data.entityData;
  const save = useSaveSeverityRules();
  const remove = useDeleteSeverityRule();
  return (
    <RulesEditor
      form={severityEventsForm}
      initialData={{
        ...levelBody(level),
        rules: rules.map(({ ruleId, ruleName, severity, conditions }) => ({
          ruleId,
          ruleName,
          severity,
          conditions,
        })),
      }}
      onSave={(data) => save.mutateAsync(data)}
      onDelete={remove.mutateAsync}
      savedMessage={t('rules.severity.saved')}
      deletedMessage={t('rules.severity.deleted')}
      disabled={!canSave || !canDelete}
    />
  );
}
