// A saved filter's sharing in the list: private, shared (mine), or shared by its owner, read-only
// (the table's badge style: a dot beside the words, which keeps the text's contrast).
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';

type Sharing = Pick<ApiSchema<'SavedFilter'>, 'shared' | 'owned' | 'ownerName'>;

export function SharingCell({ filter }: { filter: Sharing }) {
  const { t } = useTranslation();
  if (!filter.shared)
    return (
      <Badge variant="dot" size="sm" color="gray">
        {t('savedFilters.sharing.private')}
      </Badge>
    );
  if (filter.owned)
    return (
      <Badge variant="dot" size="sm" color="blue">
        {t('savedFilters.sharing.shared')}
      </Badge>
    );
  return (
    <Badge variant="dot" size="sm" color="grape">
      {t('savedFilters.sharing.readOnly', { owner: filter.ownerName })}
    </Badge>
  );
}
