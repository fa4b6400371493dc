// /profile: the signed-in user's own name and password.
import { createFileRoute } from '@tanstack/react-router';
import { profileQuery } from '../../features/profile/api/profile-query';
import { ProfilePage } from '../../features/profile/components/ProfilePage';

export const Route = createFileRoute('/_authenticated/profile')({
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQuery(context.queries)),
  component: ProfilePage,
});
