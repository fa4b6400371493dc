// What a dashboard widget is: its id (the custom dashboard stores these), its title, the one
// queryOptions factory it reads (the loader starts every widget's at once) and the view of its
// data. Widgets are declared once at module level (widgets.ts), never rebuilt on a render.
import type { ComponentType } from 'react';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { Queries } from '../../../api/query-layer';
import type { DashboardBodies } from '../api/dashboard-range';
import type { MessageKey } from '../../../i18n/message-key';

export interface WidgetViewProps<TData> {
  data: TData;
  bodies: DashboardBodies;
}

export interface WidgetSpec<TData, TKey extends QueryKey = QueryKey> {
  id: string;
  titleKey: MessageKey;
  /** Charts and wide tables take the full width of the grid. */
  wide?: boolean;
  /**
   * The time its figures count, named under its title: the last 7 days (`week`, whatever the
   * chosen range), the chosen range (`range`) or all time. None: counts of now.
   */
  window?: 'week' | 'range' | 'allTime';
  query: (queries: Queries, bodies: DashboardBodies) => UseQueryOptions<TData, Error, TData, TKey>;
  /** Whether the widget applies to this load (e.g. the assets of a company or of a site). */
  applies?: (bodies: DashboardBodies) => boolean;
  /** No data to show (the widget says so instead of an empty chart). */
  isEmpty?: (data: TData) => boolean;
  View: ComponentType<WidgetViewProps<TData>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of widgets of different data
export type Widget = WidgetSpec<any, any>;

/** Declares a widget with its data type checked between its query and its view. */
export const defineWidget = <TData, TKey extends QueryKey>(spec: WidgetSpec<TData, TKey>): Widget => spec;

/** The contract's reply envelope around a widget's data. */
export interface Reply<T> {
  isSuccess: boolean;
  message?: string | null;
  entityData: T;
}

/** The widgets that apply to a load (several definitions of one id apply to different scopes). */
export const applicable = (widgets: readonly Widget[], bodies: DashboardBodies): Widget[] =>
  widgets.filter((widget) => widget.applies?.(bodies) ?? true);
