// The root route: the router context typed once (-router-context.ts), the loader of the session
// check over every page, the error dialog host, and the public not-found catch-all.
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { ChunkLoadNotice } from '../components/errors/ChunkLoadNotice';
import { ErrorDialogHost } from '../components/errors/ErrorDialogHost';
import { NotFoundPage } from '../components/layout/NotFoundPage';
import { RouteErrorPage } from '../components/layout/RouteErrorPage';
import { SessionCheckLoader } from '../components/layout/SessionCheckLoader';
import type { RouterContext } from './-router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

function Root() {
  return (
    <>
      <Outlet />
      <SessionCheckLoader />
      <ErrorDialogHost />
      <ChunkLoadNotice />
    </>
  );
}
