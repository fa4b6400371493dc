// The cell renderers: dates in the user's language, numbers with k/M/G/T/P/E, statuses as
// badges, links to detail pages (through the router, so the page does not reload: RouterLink).
import type { ReactNode } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { LightDotBadge } from '../light-mantine/light-mantine';
import {
  CellEnvironmentProvider,
  useCellEnvironment,
  useNewCellEnvironment,
  type CellEnvironment,
} from './cell-environment';
import { formatAbbreviated, formatDateTime, formatFull } from '../../i18n/format';
import { RouterLink } from './router-link';
import type { ColumnSpec } from './table-definition';
import type { Translate } from '../../i18n/message-key';

/** @deprecated import from './router-link' (kept for branches written before the move). */
export { RouterLink };

interface CellProps<TRow> {
  column: ColumnSpec<TRow, string>;
  row: TRow;
}

export function Cell<TRow>(props: CellProps<TRow>) {
  const environment = useCellEnvironment();
  return environment ? <CellIn environment={environment} {...props} /> : <StandaloneCell {...props} />;
}

/** A cell outside a table looks its environment up itself. */
function StandaloneCell<TRow>(props: CellProps<TRow>) {
  const environment = useNewCellEnvironment();
  return (
    <CellEnvironmentProvider value={environment}>
      <CellIn environment={environment} {...props} />
    </CellEnvironmentProvider>
  );
}

function CellIn<TRow>({ column, row, environment }: CellProps<TRow> & { environment: CellEnvironment }) {
  return cellContent(column, row, environment);
}

/**
 * A cell's content, as a function rather than a component: the table's rows call it for each of
 * their cells (issue 30: three components per cell, hundreds a page, showed in page-turn profiles).
 */
export function cellContent<TRow>(
  column: ColumnSpec<TRow, string>,
  row: TRow,
  environment: CellEnvironment,
): ReactNode {
  const { t, language, can } = environment;
  const value = column.value(row);
  switch (column.kind) {
    case 'custom':
      return <>{column.render?.(row)}</>;
    case 'date': {
      if (typeof value !== 'string' || !value) return null;
      return <time dateTime={value}>{formatDateTime(value, language)}</time>;
    }
    case 'number': {
      if (typeof value !== 'number') return null;
      return <span title={formatFull(value, language)}>{formatAbbreviated(value, language)}</span>;
    }
    case 'badge': {
      const badge = typeof value === 'string' ? column.badges?.[value] : undefined;
      if (!badge) return value === null || value === undefined ? null : <>{String(value)}</>;
      const full = t(badge.labelKey);
      // A colored dot beside text in the page's text color: readable (WCAG AA) on any row background.
      if (!badge.shortKey) return <LightDotBadge color={badge.color}>{full}</LightDotBadge>;
      // The short text is seen; the full one is read (and shown on hover).
      return (
        <LightDotBadge color={badge.color} title={full}>
          <span aria-hidden="true">{t(badge.shortKey)}</span>
          <VisuallyHidden>{full}</VisuallyHidden>
        </LightDotBadge>
      );
    }
    case 'label': {
      const key = typeof value === 'string' ? column.labels?.[value] : undefined;
      if (key) return <>{t(key)}</>;
      return value === null || value === undefined ? null : <>{String(value)}</>;
    }
    case 'link': {
      if (value === null || value === undefined || value === '') return null;
      const href = column.href?.(row);
      // A detail page the role may not open is no link (spec section 6: elements are removed).
      return href && can.open(href) ? (
        <RouterLink href={href}>{String(value)}</RouterLink>
      ) : (
        <>{String(value)}</>
      );
    }
    default:
      return value === null || value === undefined ? null : <>{String(value)}</>;
  }
}

/** The value a CSV export writes for a cell: dates as ISO instants, badges as their text. */
export function exportValue<TRow>(column: ColumnSpec<TRow, string>, row: TRow, t: Translate): unknown {
  if (column.exportText) return column.exportText(row, t);
  const value = column.value(row);
  if (column.kind === 'badge' && typeof value === 'string') {
    const badge = column.badges?.[value];
    return badge ? t(badge.labelKey) : value;
  }
  if ((column.kind === 'label' || column.kind === 'custom') && column.labels && typeof value === 'string') {
    const key = column.labels?.[value];
    return key ? t(key) : value;
  }
  return value;
}
