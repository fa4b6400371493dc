// /settings/hash-lookup: the hash lookup service's URL and API key.
import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '../../../api/route-loading';
import { hashLookupSettingsQuery } from '../../../features/settings/api/settings-queries';
import { HashLookupSettingsPage } from '../../../features/settings/components/HashLookupSettingsPage';

export const Route = createFileRoute('/_authenticated/settings/hash-lookup')({
  loader: ({ context }) =>
    loadPage(context.queryClient, { needed: [hashLookupSettingsQuery(context.queries)] }),
  component: HashLookupSettingsPage,
});
