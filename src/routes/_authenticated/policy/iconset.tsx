// /policy/iconset: the icons app groups show, and the Global Admin's upload. The loader starts the
// iconset (the page shows its own loading state).
import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '../../../api/route-loading';
import { IconSet } from '../../../features/policy/components/IconSet';

export const Route = createFileRoute('/_authenticated/policy/iconset')({
  loader: ({ context, cause }) =>
    loadPage(context.queryClient, { rows: [context.queries.Policy_ListIcons()] }, cause),
  component: IconSet,
});
