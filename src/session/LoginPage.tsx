// The sign-in page (/bff/login, guest only: the route sends a signed-in user on). A wrong
// password gets a clear message, announced (role alert), and the email stays as typed. On the
// sign-in budget path: Mantine core, i18n and the router only.
import { useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../api/client';
import { LoginRequestLimits } from '../domain/contract-limits';
import { afterLoginPath } from './login-redirect';
import { findSession, SESSION_QUERY_KEY } from './session-query';
import { signInSync } from './sign-in-sync-due';
import { PublicPage, PublicPageHeading } from './PublicPage';

export interface LoginPageProps {
  client: ApiClient;
  /** Where to go after sign-in; the `redirect` search parameter when not given. */
  redirectTo?: string;
}

type FieldErrors = { email?: string; password?: string };

const timeOfDay = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(
    new Date(iso),
  );

export function LoginPage({ client, redirectTo }: LoginPageProps) {
  const { t, i18n } = useTranslation();
  const router = useRouter();
  const queryClient = useQueryClient();
  const searchRedirect = useRouterState({
    select: (state) => (state.location.search as Record<string, unknown>).redirect,
  });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: FieldErrors = {
      ...(email.trim() ? {} : { email: t('validation.login.email.required') }),
      ...(password ? {} : { password: t('validation.login.password.required') }),
    };
    setFieldErrors(missing);
    setFailure(null);
    if (missing.email || missing.password) return;

    setSubmitting(true);
    try {
      const { response, error } = await client.POST('/bff/login', {
        body: { email: email.trim(), password },
      });
      if (!response.ok) {
        setFailure(failureMessage(response.status, error));
        setPassword('');
        passwordRef.current?.focus();
        return;
      }
      // The new session replaces whatever was cached (another user's, or none).
      queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
      const session = await findSession(queryClient, client);
      // The shell loads the legacy server's dashboard once (SignInSyncFrame), never waited for.
      if (session?.sid) signInSync.markDue(session.sid);
      await router.navigate({ href: afterLoginPath(redirectTo ?? searchRedirect) });
    } catch {
      setFailure(t('errors.generic'));
    } finally {
      setSubmitting(false);
    }
  }

  function failureMessage(status: number, body: unknown): string {
    // Wrong password or unknown email: one message for both, in the user's language.
    if (status === 401) return t('auth.login.wrongCredentials');
    // Throttled (too many failures): when to try again, in the user's language and time zone.
    const retryAt = (body as { retryAt?: unknown } | undefined)?.retryAt;
    if (status === 429 && typeof retryAt === 'string' && !Number.isNaN(Date.parse(retryAt)))
      return t('auth.login.throttled', { time: timeOfDay(retryAt, i18n.language) });
    const message = (body as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' && message.trim() ? message : t('errors.generic');
  }

  return (
    <PublicPage width={420}>
      <form onSubmit={signIn} noValidate>
        <Stack gap="md">
          <PublicPageHeading title={t('auth.login.title')} intro={t('auth.login.intro')} />
          {failure && (
            <Alert color="red" variant="light" title={t('auth.login.failedTitle')}>
              {failure}
            </Alert>
          )}
          <TextInput
            label={t('auth.login.email')}
            type="email"
            autoComplete="username"
            required
            withAsterisk={false}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={fieldErrors.email}
            maxLength={LoginRequestLimits.email.maxLength}
            data-autofocus
            autoFocus
          />
          <PasswordInput
            ref={passwordRef}
            label={t('auth.login.password')}
            autoComplete="current-password"
            required
            withAsterisk={false}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={fieldErrors.password}
            maxLength={LoginRequestLimits.password.maxLength}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.login.showPassword') }}
          />
          <Button type="submit" loading={submitting} fullWidth>
            {t('auth.login.submit')}
          </Button>
          <Anchor component={Link} to="/password-reset" size="sm">
            {t('auth.login.forgotPassword')}
          </Anchor>
        </Stack>
      </form>
    </PublicPage>
  );
}
