// A condition's on/off switch, in place (UpdateConditionStatus): it shows the new state while the
// server answers, the list is read again after, and a refusal says why and leaves it as it was.
import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { apiErrorText } from '../../../components/api/api-error-text';
import { useSwitchCondition } from './condition-mutations';

export function ConditionSwitch({ condition }: { condition: ApiSchema<'AlarmCondition'> }) {
  const { t } = useTranslation();
  const change = useSwitchCondition();
  const checked = change.isPending && change.variables ? change.variables.enabled : condition.enabled;
  return (
    <Switch
      checked={checked}
      disabled={change.isPending}
      aria-label={t('alerts.config.switch', { name: condition.name })}
      onChange={(event) => {
        const enabled = event.currentTarget.checked;
        change.mutate(
          { conditionId: condition.conditionId, enabled },
          {
            onSuccess: () =>
              notifications.show({
                color: 'teal',
                message: t(`alerts.config.switched.${enabled ? 'on' : 'off'}`, { name: condition.name }),
              }),
            onError: (error) =>
              notifications.show({
                color: 'red',
                title: t('alerts.config.switchFailed'),
                message: apiErrorText(t, error),
              }),
          },
        );
      }}
    />
  );
}
