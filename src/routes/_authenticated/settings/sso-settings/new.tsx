// /settings/sso-settings/new: add a single sign-on provider (nothing to load first).
import { createFileRoute } from '@tanstack/react-router';
import { SsoProviderNewPage } from '../../../../features/settings/components/SsoProviderNewPage';

export const Route = createFileRoute('/_authenticated/settings/sso-settings/new')({
  component: SsoProviderNewPage,
});
