// Cells of the rules table: a component's kind in words and a badge (action, state).
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import type { BadgeStyle } from '../../../components/paged-table/table-definition';
import { KIND_WORDS } from '../api/policy-words';

export function KindWords({ kind }: { kind: ApiSchema<'PolicyComponent'>['kind'] }) {
  const { t } = useTranslation();
  return <>{t(KIND_WORDS[kind])}</>;
}

export function RuleBadge({ style }: { style: BadgeStyle }) {
  const { t } = useTranslation();
  return (
    // A colored dot beside text in the page's text color, as the table's own badges (WCAG AA).
    <Badge variant="dot" size="sm" color={style.color}>
      {t(style.labelKey)}
    </Badge>
  );
}
