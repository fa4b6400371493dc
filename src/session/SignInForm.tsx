// The sign-in form (spec section 2), without the router or the query layer: the page of a fresh
// load (src/app/sign-in-start.tsx, the entry's whole budget) and the router's /bff/login route
// (LoginPage) both draw it. A wrong password gets a clear message, announced (role alert), and
// the email stays as typed. On the sign-in budget path: Mantine core and i18n only.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../api/client';
import type { Claim } from '../api/session-claims';
import { LoginRequestLimits } from '../domain/contract-limits';
import { PublicPage, PublicPageHeading } from './PublicPage';

export interface SignInFormProps {
  client: ApiClient;
  /**
   * After the server accepted the credentials, with the session's claims its reply carries (no
   * GET /bff/user wave after it): moves on. The button spins until it settles.
   */
  onSignedIn: (claims: readonly Claim[]) => Promise<void>;
  /** The credentials are on their way: what comes next can load beside them. */
  onSigningIn?: () => void;
  /** The "Forgot password?" link, given its words. */
  forgotPasswordLink: (label: string) => ReactNode;
  /** What the user typed into the prerendered form before the script took over. */
  initial?: { email: string; password: string };
  /** The user pressed Sign in on the prerendered form: submit once mounted. */
  submitAtOnce?: boolean;
}

type FieldErrors = { email?: string; password?: string };

const timeOfDay = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(
    new Date(iso),
  );

export function SignInForm({
  client,
  onSignedIn,
  onSigningIn,
  forgotPasswordLink,
  initial,
  submitAtOnce,
}: SignInFormProps) {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState(initial?.email ?? '');
  const [password, setPassword] = useState(initial?.password ?? '');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Once: a press of Sign in on the prerendered form is not lost (StrictMode runs effects twice).
  const submitted = useRef(false);
  useEffect(() => {
    if (!submitAtOnce || submitted.current) return;
    submitted.current = true;
    formRef.current?.requestSubmit();
  }, [submitAtOnce]);

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
      onSigningIn?.();
      const { data, response, error } = await client.POST('/bff/login', {
        body: { email: email.trim(), password },
      });
      if (!response.ok) {
        setFailure(failureMessage(response.status, error));
        setPassword('');
        passwordRef.current?.focus();
        return;
      }
      await onSignedIn(data?.entityData ?? []);
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
      <form ref={formRef} method="post" onSubmit={signIn} noValidate>
        <Stack gap="md">
          <PublicPageHeading title={t('auth.login.title')} intro={t('auth.login.intro')} />
          {failure && (
            <Alert color="red" variant="light" title={t('auth.login.failedTitle')}>
              {failure}
            </Alert>
          )}
          <TextInput
            name="email"
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
            name="password"
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
          {forgotPasswordLink(t('auth.login.forgotPassword'))}
        </Stack>
      </form>
    </PublicPage>
  );
}
