// A change's entity in a list cell, in the user's words (a settings page's title, an alert's title).
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../api/contract-types';
import { changeEntityName } from './entity-name';

type Named = Pick<ApiSchema<'ChangeRecord'>, 'entityType' | 'entityId' | 'entityName'>;

export function ChangedEntityName({ change }: { change: Named }) {
  const { t } = useTranslation();
  return <>{changeEntityName(t, change)}</>;
}
