// A side of a comparison's row: the decision in words and the state of its checklist item, or
// why there is none; and the mark of a row whose decision changes.
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { enumLabel } from '../../../i18n/enum-labels';

interface Props {
  decision: ApiSchema<'Decision'> | null;
  status: ApiSchema<'DecisionStatus'> | null;
  /** false: the block is not on this side's checklist. */
  onChecklist: boolean;
}

export function DecisionCell({ decision, status, onChecklist }: Props) {
  const { t } = useTranslation();
  if (!onChecklist) return <Text size="sm">{t('policyCompare.notOnChecklist')}</Text>;
  return (
    <span>
      <Text size="sm" component="span" display="block">
        {decision ? enumLabel(t, 'Decision', decision) : t('policyCompare.noDecision')}
      </Text>
      {status && (
        <Text size="xs" component="span" display="block">
          {enumLabel(t, 'DecisionStatus', status)}
        </Text>
      )}
    </span>
  );
}

export function ChangeMark({ changed }: { changed: boolean }) {
  const { t } = useTranslation();
  return changed ? (
    <Badge color="orange" variant="dot" size="sm">
      {t('policyCompare.changes')}
    </Badge>
  ) : (
    <Text size="sm">{t('policyCompare.noChange')}</Text>
  );
}
