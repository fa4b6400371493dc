// The names of a change's fields in the user's language, in a list cell ("Server, Port").
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../api/contract-types';
import { fieldLabel } from './field-label';

export function ChangedFieldNames({ fields }: { fields: readonly ApiSchema<'ChangeField'>[] }) {
  const { t } = useTranslation();
  return <>{fields.map((field) => fieldLabel(t, field.field)).join(', ')}</>;
}
