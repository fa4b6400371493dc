// ONE generic route for every page of the access table that has no file route of its own: it
// guards the path by the table and shows the entry's legacy frame or its not-built-yet screen.
// A screen built later gets its own file route (which wins over this one) using the same guard.
import { createFileRoute } from '@tanstack/react-router';
import { AccessTableScreen } from '../../components/layout/AccessTableScreen';

export const Route = createFileRoute('/_authenticated/$')({
  beforeLoad: async ({ context, location }) => {
    const { guardPath } = await import('../-guard');
    return guardPath(location.pathname, context.session.role, location.search as Record<string, unknown>);
  },
  component: TableRoute,
});

function TableRoute() {
  const { access } = Route.useRouteContext();
  return <AccessTableScreen key={access.path} entry={access} />;
}
