// Cells of the block lists: the version in force ("v3", or "Not published" for a block never
// published) and its draft waiting, a link to the draft's components.
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/paged-table/router-link';
import type { ApiSchema } from '../../../api/contract-types';
import { blockHref } from '../api/policy-links';

export function VersionCell({ version }: { version: number }) {
  const { t } = useTranslation();
  if (version === 0)
    return (
      <Text component="span" size="sm" c="dimmed">
        {t('policy.block.notPublished')}
      </Text>
    );
  return <>{t('policy.block.version', { version })}</>;
}

export function DraftCell({
  block,
}: {
  block: Pick<ApiSchema<'PolicyBlockSummary'>, 'blockId' | 'name' | 'hasDraft'>;
}) {
  const { t } = useTranslation();
  if (!block.hasDraft) return null;
  return (
    <RouterLink
      href={blockHref(block.blockId, { view: 'draft' })}
      label={t('policy.block.draftOf', { name: block.name })}
    >
      <Badge variant="dot" size="sm" color="orange" style={{ cursor: 'pointer' }}>
        {t('policy.block.draftWaiting')}
      </Badge>
    </RouterLink>
  );
}
