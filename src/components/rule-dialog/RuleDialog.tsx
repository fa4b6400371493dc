// The one "Allow…"/"Block…" dialog (issue 28), opened wherever a file is shown: a rule by hash,
// publisher or folder prefilled from the evidence, the node it applies to (only those the role may
// write), its expiry and reason, and what it would have done over the last 30 days, updated as the
// form changes (ImpactPreview).
import { useState } from 'react';
import { Alert, Checkbox, Radio, Stack, TextInput, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useScope } from '../../scope/scope-store';
import { useApi } from '../api/use-api';
import { ActionDialog } from '../confirm-dialog/ActionDialog';
import { ImpactPreview } from './ImpactPreview';
import {
  prefilled,
  saveRequest,
  scopeOptions,
  type Expiry,
  type RuleDraft,
  type RuleEvidence,
  type RuleKind,
} from './rule-draft';

const KINDS: readonly RuleKind[] = ['hash', 'trustedPublisher', 'trustedFolder'];
const EXPIRIES: readonly Expiry[] = ['never', 'oneHour', 'oneDay', 'sevenDays', 'date'];

export interface RuleDialogProps {
  action: 'allow' | 'deny';
  evidence: RuleEvidence;
  fileName: string;
  onClose: () => void;
}

export function RuleDialog({ action, evidence, fileName, onClose }: RuleDialogProps) {
  const { t } = useTranslation();
  const { selection, role } = useScope();
  const { mutations } = useApi();
  const options = scopeOptions(selection, role);
  const values = prefilled(evidence);
  const [draft, setDraft] = useState<RuleDraft>({
    kind: 'hash',
    value: values.hash,
    scope: options[0] ?? null,
    expiry: 'never',
    expiresOn: '',
    reason: '',
    publish: false,
  });
  const change = (next: Partial<RuleDraft>) => setDraft((d) => ({ ...d, ...next }));
  const save = useMutation(mutations.Policy_SaveRule());
  const body = saveRequest(draft, action, evidence);

  return (
    <ActionDialog
      opened
      size="lg"
      title={t(action === 'allow' ? 'ruleDialog.titleAllow' : 'ruleDialog.titleBlock', { file: fileName })}
      confirmLabel={t('ruleDialog.save')}
      confirmDisabled={body === null}
      onCancel={onClose}
      onConfirm={async () => {
        await save.mutateAsync(body!);
        onClose();
      }}
    >
      <Stack gap="sm">
        <Radio.Group
          label={t('ruleDialog.kind')}
          value={draft.kind}
          onChange={(kind) => change({ kind: kind as RuleKind, value: values[kind as RuleKind] })}
        >
          <Stack gap={4} mt={4}>
            {KINDS.map((kind) => (
              <Radio key={kind} value={kind} label={t(`ruleDialog.kinds.${kind}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <TextInput
          label={t(`ruleDialog.value.${draft.kind}`)}
          value={draft.value}
          autoComplete="off"
          onChange={(e) => change({ value: e.currentTarget.value })}
        />
        {options.length > 0 ? (
          <Radio.Group
            label={t('ruleDialog.scope')}
            value={draft.scope?.guid ?? null}
            onChange={(guid) => change({ scope: options.find((o) => o.guid === guid) ?? null })}
          >
            <Stack gap={4} mt={4}>
              {options.map((o) => (
                <Radio
                  key={o.guid}
                  value={o.guid}
                  label={t(`ruleDialog.scopes.${o.type}`, { name: o.name })}
                />
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <Alert color="yellow">{t('ruleDialog.noScope')}</Alert>
        )}
        <Radio.Group
          label={t('ruleDialog.expiry')}
          value={draft.expiry}
          onChange={(expiry) => change({ expiry: expiry as Expiry })}
        >
          <Stack gap={4} mt={4}>
            {EXPIRIES.map((expiry) => (
              <Radio key={expiry} value={expiry} label={t(`ruleDialog.expiries.${expiry}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {draft.expiry === 'date' && (
          <TextInput
            type="datetime-local"
            label={t('ruleDialog.expiresOn')}
            value={draft.expiresOn}
            onChange={(e) => change({ expiresOn: e.currentTarget.value })}
          />
        )}
        <Textarea
          label={t('ruleDialog.reason')}
          required
          maxLength={500}
          value={draft.reason}
          onChange={(e) => change({ reason: e.currentTarget.value })}
        />
        <Checkbox
          label={t('ruleDialog.publish')}
          checked={draft.publish}
          onChange={(e) => change({ publish: e.currentTarget.checked })}
        />
        <ImpactPreview draft={draft} action={action} onNavigate={onClose} />
      </Stack>
    </ActionDialog>
  );
}
