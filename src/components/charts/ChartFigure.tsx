// A chart with its accessible name and its figures as a table (every figure a link to the list
// behind it). The drawing's code loads lazily, the first time a chart is shown.
import { lazy, Suspense } from 'react';
import { Skeleton, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAbbreviated } from '../../i18n/format';
import { FigureLink } from './FigureLink';
import type { ChartModel } from './chart-model';

const ChartCanvas = lazy(() => import('./ChartCanvas'));

interface Props {
  /** The chart's accessible name (its widget's title says what it counts). */
  name: string;
  /** The header of the rows' column (a day, a computer...). */
  rowHeader: string;
  model: ChartModel;
}

export function ChartFigure({ name, rowHeader, model }: Props) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatAbbreviated(value, i18n.language);
  return (
    <figure aria-label={name} style={{ margin: 0 }}>
      <Suspense fallback={<Skeleton height={220} />}>
        <ChartCanvas model={model} />
      </Suspense>
      <details>
        <summary>{t('chart.table')}</summary>
        <Table withTableBorder striped mt="xs" aria-label={name}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{rowHeader}</Table.Th>
              {model.series.map((s) => (
                <Table.Th scope="col" key={s.name}>
                  {s.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {model.rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row">{row.label}</Table.Th>
                {model.series.map((s) => {
                  const value = row.values[s.name] ?? 0;
                  const href = row.hrefs?.[s.name];
                  return (
                    <Table.Td key={s.name} title={value.toLocaleString(i18n.language)}>
                      {href ? <FigureLink href={href}>{n(value)}</FigureLink> : n(value)}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </details>
    </figure>
  );
}
