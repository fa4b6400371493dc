// /password-reset (public; issue 31). Without a token: ask for a link by email (the same answer
// for every email). With the mailed link's token (#token=..., a fragment no server sees): set a
// new password under spec section 5's rules; a used, expired or forged link says so, with a way
// to ask again. Both lead back to sign-in.
import { useState } from 'react';
import { Alert, Anchor, Stack } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../../api/client';
import { passwordResetForm } from '../../../components/schema-form/forms/password-reset-form.gen';
import { passwordResetRequestForm } from '../../../components/schema-form/forms/password-reset-request-form.gen';
import { SchemaForm } from '../../../components/schema-form/SchemaForm';
import { useRequestPasswordReset, useResetPassword } from '../api/password-reset';
import { PublicPage, PublicPageHeading } from '../../../session/PublicPage';

const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token');

export function PasswordResetPage({ client }: { client: ApiClient }) {
  const { t } = useTranslation();
  const token = tokenOf(useLocation({ select: (l) => l.hash }));
  return (
    <PublicPage width={460}>
      <Stack gap="md">
        {token ? <SetPassword key={token} client={client} token={token} /> : <AskForLink client={client} />}
        <Anchor component={Link} to="/bff/login" size="sm">
          {t('account.reset.backToSignIn')}
        </Anchor>
      </Stack>
    </PublicPage>
  );
}

function AskForLink({ client }: { client: ApiClient }) {
  const { t } = useTranslation();
  const ask = useRequestPasswordReset(client);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <PublicPageHeading title={t('account.reset.askTitle')} intro={t('account.reset.askIntro')} />
      {asked ? (
        <Alert color="teal" variant="light" role="status" title={t('account.reset.askedTitle')}>
          {t('account.reset.asked')}
        </Alert>
      ) : (
        <SchemaForm
          form={passwordResetRequestForm}
          onSubmit={(body) => ask.mutateAsync(body)}
          onSaved={() => setAsked(true)}
          submitLabel={t('account.reset.askSubmit')}
          guardNavigation={false}
        />
      )}
    </>
  );
}

function SetPassword({ client, token }: { client: ApiClient; token: string }) {
  const { t } = useTranslation();
  const reset = useResetPassword(client);
  const [done, setDone] = useState(false);
  return (
    <>
      <PublicPageHeading title={t('account.reset.setTitle')} intro={t('account.reset.setIntro')} />
      {done ? (
        <Alert color="teal" variant="light" role="status" title={t('account.reset.setDoneTitle')}>
          {t('account.reset.setDone')}
        </Alert>
      ) : (
        <>
          <SchemaForm
            form={passwordResetForm}
            initialData={{ token }}
            onSubmit={(body) => reset.mutateAsync(body)}
            onSaved={() => setDone(true)}
            submitLabel={t('account.reset.setSubmit')}
            guardNavigation={false}
          />
          <Anchor component={Link} to="/password-reset" size="sm">
            {t('account.reset.askAgain')}
          </Anchor>
        </>
      )}
    </>
  );
}
