// The alert list's title, category and condition cells: a name as the product ships it reads in the
// user's language (shipped-names.ts), any other as it is. The table's words (useCellWords): a
// useTranslation in each of a page's cells cost a large part of a page turn (issue 30).
import { useCellWords } from '../../../components/paged-table/cell-environment';
import { shippedName, type ShippedSection } from '../../../i18n/shipped-names';
import { shippedText } from '../../../i18n/shipped-texts';

function ShippedName({ section, text }: { section: ShippedSection; text: string }) {
  const t = useCellWords();
  return <>{shippedName(t, section, text)}</>;
}

export const categoryCell = (row: { category: string }) => (
  <ShippedName section="categories" text={row.category} />
);
export const conditionCell = (row: { conditionName: string }) => (
  <ShippedName section="conditions" text={row.conditionName} />
);

/** An alert's title as the product writes it, in the user's words (shipped-texts.ts). */
function ShippedTitle({ text }: { text: string }) {
  const t = useCellWords();
  return <>{shippedText(t, 'titles', text)}</>;
}

export const titleCell = (row: { title: string }) => <ShippedTitle text={row.title} />;
