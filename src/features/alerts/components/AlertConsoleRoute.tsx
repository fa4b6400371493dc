// The alert console as its four routes render it: the URL's search is the table's state, and a
// tab is a route of its own (/alert-console/<view>).
import { useNavigate } from '@tanstack/react-router';
import type { TableSearch } from '../../../components/paged-table/table-search';
import type { AlertView } from '../api/alert-table';
import { AlertConsole } from './AlertConsole';

const PATHS = {
  unresolved: '/alert-console/unresolved',
  inreview: '/alert-console/inreview',
  resolved: '/alert-console/resolved',
  all: '/alert-console/all',
} as const satisfies Record<AlertView, string>;

export function AlertConsoleRoute({ view, search }: { view: AlertView; search: TableSearch }) {
  const navigate = useNavigate();
  return (
    <AlertConsole
      view={view}
      search={search}
      onSearchChange={(next) => void navigate({ to: PATHS[view], search: next })}
      onViewChange={(next, nextSearch) => void navigate({ to: PATHS[next], search: nextSearch })}
    />
  );
}
