// /profile: the signed-in user's own name, and a password change (at least 8 characters, typed
// twice). Two forms, each saved on its own; then where the user is signed in.
import { useState } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { passwordChangeForm } from '../../../components/schema-form/forms/password-change-form.gen';
import { profileForm } from '../../../components/schema-form/forms/profile-form.gen';
import { SchemaForm } from '../../../components/schema-form/SchemaForm';
import { throttledInWords, useChangePassword } from '../api/change-password';
import { profileQuery } from '../api/profile-query';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileSessions } from './ProfileSessions';

export function ProfilePage() {
  const { t, i18n } = useTranslation();
  const { queries } = useApi();
  const { data } = useSuspenseQuery(profileQuery(queries));
  const profile = data.entityData;
  const update = useUpdateProfile();
  const change = useChangePassword();
  // A changed password leaves an empty form behind.
  const [passwordForms, setPasswordForms] = useState(0);
  return (
    <Stack gap="lg" maw={720}>
      <Paper withBorder p="md" component="section" aria-labelledby="profile-name-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="profile-name-title">
            {t('profile.name.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('profile.name.signedInAs', { email: profile.email })}
          </Text>
          <SchemaForm
            key={`${profile.firstName} ${profile.lastName}`}
            form={profileForm}
            initialData={{ firstName: profile.firstName, lastName: profile.lastName }}
            onSubmit={(body) => update.mutateAsync(body)}
            successMessage={t('profile.name.saved')}
          />
        </Stack>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="profile-password-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="profile-password-title">
            {t('profile.password.title')}
          </Title>
          <SchemaForm
            key={passwordForms}
            form={passwordChangeForm}
            onSubmit={(body) =>
              change.mutateAsync(body).catch((error: unknown) => {
                throw throttledInWords(error, i18n.language, (time) => t('auth.login.throttled', { time }));
              })
            }
            successMessage={t('profile.password.saved')}
            submitLabel={t('profile.password.submit')}
            onSaved={() => setPasswordForms((n) => n + 1)}
          />
        </Stack>
      </Paper>
      <ProfileSessions />
    </Stack>
  );
}
