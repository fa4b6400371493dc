// What a dashboard chart shows (the dashboards, the policy overview), independent of the chart
// library: one row per time bucket (or per item), one value per series, and where each row and
// each figure leads.
export interface ChartSeries {
  name: string;
  label: string;
  color: string;
}

export interface ChartRow {
  /** Unique among the rows (a bucket's timestamp, an id). */
  key: string;
  /** The x axis text (a day, an hour, a name). */
  label: string;
  values: Record<string, number>;
  /** Where a click on the row's bar or point leads (mouse); the table below links each figure. */
  href?: string;
  /** Where each figure of the table leads, by series name. */
  hrefs?: Record<string, string>;
}

export interface ChartModel {
  kind: 'bar' | 'line';
  stacked?: boolean;
  series: readonly ChartSeries[];
  rows: readonly ChartRow[];
}
