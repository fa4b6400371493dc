// A saved filter's sharing in the list: private, shared (mine), or shared by its owner, read-only
// (the table's badge style: a dot beside the words, which keeps the text's contrast). The badges
// are short words that fit their column at 1280 px; who shares a filter is the owner column's,
// and the read-only badge says it again on hover.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';

/** What the cell reads of a saved filter (the table's row type imports this cell). */
type Sharing = Pick<ApiSchema<'SavedFilter'>, 'shared' | 'owned' | 'ownerName'>;

/** The badges of the sharing column, by what the filter is to the user. */
export const SHARING_BADGES = {
  private: { labelKey: 'savedFilters.sharing.private', color: 'gray' },
  shared: { labelKey: 'savedFilters.sharing.shared', color: 'blue' },
  readOnly: { labelKey: 'savedFilters.sharing.readOnly', color: 'grape' },
} as const;

export const sharingOf = (filter: Sharing): keyof typeof SHARING_BADGES =>
  !filter.shared ? 'private' : filter.owned ? 'shared' : 'readOnly';

export function SharingCell({ filter }: { filter: Sharing }) {
  const { t } = useTranslation();
  const sharing = sharingOf(filter);
  const badge = SHARING_BADGES[sharing];
  if (sharing !== 'readOnly')
    return (
      <Badge variant="dot" size="sm" color={badge.color}>
        {t(badge.labelKey)}
      </Badge>
    );
  const whole = t('savedFilters.sharing.readOnlyBy', { owner: filter.ownerName });
  return (
    <Badge variant="dot" size="sm" color={badge.color} title={whole}>
      {t(badge.labelKey)}
    </Badge>
  );
}
