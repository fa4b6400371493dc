// The alert list's category and condition cells: a name as the product ships it reads in the
// user's language (shipped-names.ts), any other as it is.
import { useTranslation } from 'react-i18next';
import { shippedName, type ShippedSection } from '../../../i18n/shipped-names';

function ShippedName({ section, text }: { section: ShippedSection; text: string }) {
  const { t } = useTranslation();
  return <>{shippedName(t, section, text)}</>;
}

export const categoryCell = (row: { category: string }) => (
  <ShippedName section="categories" text={row.category} />
);
export const conditionCell = (row: { conditionName: string }) => (
  <ShippedName section="conditions" text={row.conditionName} />
);
