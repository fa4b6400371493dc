// ONE generic route for every page of the access table that has no file route of its own: it
// shows the entry the shell's guard decided on (its legacy frame or its not-built-yet screen).
// A screen built later gets its own file route, which wins over this one.
import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '../../api/route-loading';
import { AccessTableScreen } from '../../components/access-table-screen/AccessTableScreen';

export const Route = createFileRoute('/_authenticated/$')({
  // A legacy page frames the server at the address the backend gives: asked for with the
  // page's other requests (the frame shows its loader until it is there).
  loader: ({ context }) => {
    if (context.access?.kind === 'legacy')
      void loadPage(context.queryClient, { more: [context.queries.Bff_ConsoleConfig()] });
  },
  component: TableRoute,
});

function TableRoute() {
  const { access } = Route.useRouteContext();
  // The shell serves only table paths and its 403 page (a file route of its own) here.
  return access ? <AccessTableScreen key={access.path} entry={access} /> : null;
}
