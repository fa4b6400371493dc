// /saved-filters/{param}: opens a saved filter, that is the event inspection with its view (the
// URL is the view): the loader reads the filter, shows the table columns it kept (in the user's
// table settings, where the event table reads them) and redirects there. An unknown id, another
// user's private filter or another tenant's is not found, inside the layout.
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { loadPage, notFoundOn404 } from '../../../api/route-loading';
import { PageLoadError } from '../../../components/layout/PageLoadError';
import { PageNotFound } from '../../../components/layout/PageNotFound';
import { PagePending } from '../../../components/layout/PagePending';
import { SavedFilterIdRequestLimits } from '../../../domain/contract-limits';
import { viewHref } from '../../../features/saved-filters/api/saved-view';
import { idParam } from '../../-path-params';

export const Route = createFileRoute('/_authenticated/saved-filters/$filterId')({
  params: idParam('filterId'),
  loader: async ({ context, params }) => {
    if (params.filterId > SavedFilterIdRequestLimits.savedFilterId.maximum) throw notFound();
    const query = context.queries.SavedFilter_GetSavedFilter({ savedFilterId: params.filterId });
    await notFoundOn404(loadPage(context.queryClient, { needed: [query] }));
    const filter = context.queryClient.getQueryData(query.queryKey)!.entityData;
    if (filter.columns) {
      // The view opens even when its columns cannot be set (the table keeps the user's).
      try {
        const { showEventColumns } = await import('../../../features/events/api/event-columns');
        await showEventColumns(context, filter.mode, filter.columns);
      } catch {
        // The error catalogue has reported a failed request.
      }
    }
    throw redirect({ href: viewHref(filter), replace: true });
  },
  pendingComponent: PagePending,
  errorComponent: PageLoadError,
  notFoundComponent: PageNotFound,
  // Never shown for long: the loader redirects or the filter is not found.
  component: function OpeningSavedFilter() {
    return <PagePending />;
  },
});
