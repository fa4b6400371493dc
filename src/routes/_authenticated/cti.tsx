// /cti: threat intelligence (issue 31), for the roles of hash and event inspection (the access
// table). Every read of the page starts at once in the loader.
import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '../../api/route-loading';
import { PageLoadError } from '../../components/layout/PageLoadError';
import { PagePending } from '../../components/layout/PagePending';
import { ctiQueries } from '../../features/cti/api/cti-queries';
import { CtiPage } from '../../features/cti/components/CtiPage';

export const Route = createFileRoute('/_authenticated/cti')({
  loader: ({ context }) => loadPage(context.queryClient, { needed: ctiQueries(context.queries) }),
  pendingComponent: PagePending,
  errorComponent: PageLoadError,
  component: CtiPage,
});
