// Where a rule of the effective policy comes from, on every rule: "from Northwind Security
// Partners, block Office Suite v3" (the block a link to that version), and for a shadowed rule
// the rule that wins over it; a rule made from evidence, what it was made from (ProvenanceLine).
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { RouterLink } from '../../../components/paged-table/router-link';
import { blockHref } from '../api/policy-links';
import { ownerNameOf } from './OwnerName';
import { ProvenanceLine } from './ProvenanceLine';

type Origin = ApiSchema<'PolicyRuleOrigin'>;

function OriginLine({
  origin,
  wordsKey,
}: {
  origin: Origin;
  wordsKey: 'policy.origin.from' | 'policy.origin.shadowedBy';
}) {
  const { t } = useTranslation();
  const block = t('policy.origin.block', { name: origin.blockName, version: origin.version });
  return (
    <Text component="span" size="sm">
      {t(wordsKey, { owner: ownerNameOf(t, origin.owner) })}{' '}
      <RouterLink href={blockHref(origin.blockId, { view: origin.version })}>{block}</RouterLink>
    </Text>
  );
}

export function OriginCell({ rule }: { rule: ApiSchema<'EffectiveRule'> }) {
  return (
    <Stack gap={0}>
      <OriginLine origin={rule.origin} wordsKey="policy.origin.from" />
      {rule.shadowedBy && <OriginLine origin={rule.shadowedBy} wordsKey="policy.origin.shadowedBy" />}
      <ProvenanceLine component={rule.component} />
    </Stack>
  );
}
