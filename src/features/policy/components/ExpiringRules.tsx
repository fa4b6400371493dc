// The policy home's rules about to expire (issue 28): the rules in force that stop applying in the
// next 7 days (the sandbox's clock decides), soonest first, each with where it comes from.
import { List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { formatDateTime } from '../../../i18n/format';
import { expiringRulesQuery } from '../api/expiring-rules';
import { HomeSection } from './HomeSection';
import { ownerNameOf } from './OwnerName';
import { ProvenanceLine } from './ProvenanceLine';

export function ExpiringRules() {
  const { t, i18n } = useTranslation();
  const { queries } = useApi();
  const query = useQuery(expiringRulesQuery(queries));
  if (!query.isSuccess) return null;
  const rules = query.data.entityData;
  return (
    <HomeSection id="expiring" title={t('policyRules.home.expiringTitle')}>
      {rules.length === 0 ? (
        <Text size="sm">{t('policyRules.home.noneExpiring')}</Text>
      ) : (
        <List size="sm">
          {rules.map((r) => (
            <List.Item key={`${r.blockId}-${r.component.componentKey}`}>
              {t('policyRules.home.expiringRule', {
                target: r.component.fileName ?? r.component.target,
                block: r.blockName,
                owner: ownerNameOf(t, r.owner),
                at: formatDateTime(r.component.expiresAt, i18n.language),
              })}
              <ProvenanceLine component={r.component} />
            </List.Item>
          ))}
        </List>
      )}
    </HomeSection>
  );
}
