// /profile: the signed-in user's own name, password and sessions.
import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '../../api/route-loading';
import { profileQuery } from '../../features/profile/api/profile-query';
import { sessionsQuery } from '../../features/profile/api/sessions-query';
import { ProfilePage } from '../../features/profile/components/ProfilePage';

export const Route = createFileRoute('/_authenticated/profile')({
  // Both at once: the sessions do not wait for the profile.
  loader: ({ context }) =>
    loadPage(context.queryClient, {
      needed: [profileQuery(context.queries), sessionsQuery(context.queries)],
    }),
  component: ProfilePage,
});
