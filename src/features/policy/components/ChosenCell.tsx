// Whether an elective is in force at the scope, and which node's choice decides it ("In force,
// chosen at Fabrikam Manufacturing"); no choice on the way up is out.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';

export function ChosenCell({
  elective,
}: {
  elective: Pick<ApiSchema<'PolicyElective'>, 'chosen' | 'decidedAt'>;
}) {
  const { t } = useTranslation();
  if (elective.decidedAt === null)
    return (
      <Text component="span" size="sm">
        {t('policy.electives.notChosenAnywhere')}
      </Text>
    );
  return (
    <Text component="span" size="sm">
      {elective.chosen
        ? t('policy.electives.chosenAt', { name: elective.decidedAt.name })
        : t('policy.electives.declinedAt', { name: elective.decidedAt.name })}
    </Text>
  );
}
