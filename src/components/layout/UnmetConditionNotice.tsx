// What a page says when its condition is unmet (spec sections 2 and 6): which selection it needs.
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccessCondition } from '../../access/access-facts';

export function UnmetConditionNotice({ conditions }: { conditions: readonly AccessCondition[] }) {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="yellow" title={t('shell.condition.title')} maw={720}>
      {conditions.map((condition) => (
        <p key={condition} style={{ margin: 0 }}>
          {t(`shell.condition.${condition}`)}
        </p>
      ))}
    </Alert>
  );
}
