// /settings/sso-settings: the single sign-on providers of the scope. Its child
// /settings/sso-settings/new (adding one) is shown in its place.
import { Outlet, createFileRoute, useChildMatches } from '@tanstack/react-router';
import { loadPage } from '../../../api/route-loading';
import { ssoProvidersQuery } from '../../../features/settings/api/settings-queries';
import { settingsNeedCompany } from '../../../features/settings/api/settings-scope';
import { SsoProvidersPage } from '../../../features/settings/components/SsoProvidersPage';
import { scopeStore } from '../../../scope/scope-store';

export const Route = createFileRoute('/_authenticated/settings/sso-settings')({
  loader: async ({ context }) => {
    if (settingsNeedCompany(context.session.role, scopeStore.getSelection())) return;
    await loadPage(context.queryClient, { needed: [ssoProvidersQuery(context.queries)] });
  },
  component: SsoSettingsRoute,
});

function SsoSettingsRoute() {
  const children = useChildMatches();
  return children.length > 0 ? <Outlet /> : <SsoProvidersPage />;
}
