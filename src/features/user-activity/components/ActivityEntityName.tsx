// An audit entry's entity in its list cell, in the user's words (a settings page's title).
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { activityEntityName } from '../api/activity-entity-name';

export function ActivityEntityName({
  entry,
}: {
  entry: Pick<ApiSchema<'AuditLog'>, 'entityType' | 'entityName'>;
}) {
  const { t } = useTranslation();
  return <>{activityEntityName(t, entry)}</>;
}
