// The drawing of a chart (@mantine/charts over Recharts). Loaded lazily with the dashboard's
// charts, never with the sign-in page. Shared by the dashboards (issue 17) and the policy overview. The drawing is hidden from assistive technology: its
// figure carries the name, and the table beside it gives every figure as a link.
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatAbbreviated } from '../../i18n/format';
import type { ChartModel } from './chart-model';

interface ClickState {
  activeTooltipIndex?: unknown;
}

export default function ChartCanvas({ model }: { model: ChartModel }) {
  const router = useRouter();
  const { i18n } = useTranslation();
  const data = model.rows.map((row) => ({ label: row.label, ...row.values }));
  const series = model.series.map(({ name, label, color }) => ({ name, label, color }));
  const open = (index: number) => {
    const href = Number.isInteger(index) ? model.rows[index]?.href : undefined;
    if (href) void router.navigate({ href });
  };
  // A bar knows its own row; a line chart opens the row under the pointer.
  const onBarClick = (_entry: unknown, index: number) => open(index);
  const onClick = (state: ClickState | null) => open(Number(state?.activeTooltipIndex));
  const common = {
    h: 220,
    data,
    dataKey: 'label',
    series,
    withLegend: model.series.length > 1,
    valueFormatter: (value: number) => formatAbbreviated(value, i18n.language),
    // Every figure is a count: no 0.25 of a review on the axis.
    yAxisProps: { allowDecimals: false },
  };
  const chartProps = { accessibilityLayer: false, style: { cursor: 'pointer' } };
  return (
    <div aria-hidden="true">
      {model.kind === 'bar' ? (
        <BarChart
          {...common}
          type={model.stacked ? 'stacked' : 'default'}
          barChartProps={chartProps}
          barProps={{ onClick: onBarClick }}
        />
      ) : (
        <LineChart {...common} curveType="linear" lineChartProps={{ ...chartProps, onClick }} />
      )}
    </div>
  );
}
