// Where an applied review wrote its decisions (Review.policyChange): the building block's draft,
// or the version Published made of it, each a link to the block's page (/policy/show). The policy
// pages are another area: they are reached by their route, never imported.
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../access/use-can';
import { RouterLink } from '../../../components/paged-table/router-link';
import type { Review } from '../api/review-table';
import { policyChangeHref } from '../api/policy-change-link';

export function ReviewPolicyChange({ change }: { change: NonNullable<Review['policyChange']> }) {
  const { t } = useTranslation();
  const can = useCan();
  const href = policyChangeHref(change);
  const block = change.blockName;
  const linkText =
    change.version === null
      ? t('policyReview.policyChange.openDraft', { block })
      : t('policyReview.policyChange.openVersion', { block, version: change.version });
  return (
    <Stack gap={4} component="section" aria-labelledby="review-policy-change">
      <Title order={3} size="h5" id="review-policy-change">
        {t('policyReview.policyChange.title')}
      </Title>
      <Text size="sm">
        {change.version === null
          ? t('policyReview.policyChange.draft', { block })
          : t('policyReview.policyChange.published', { block, version: change.version })}
      </Text>
      <Text size="sm">{t('policyReview.policyChange.rules', { count: change.componentCount })}</Text>
      {can.open('/policy/show') ? <RouterLink href={href}>{linkText}</RouterLink> : null}
    </Stack>
  );
}
