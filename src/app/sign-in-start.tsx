// A fresh load of the sign-in page (/bff/login): the form without the router, the query layer
// or the shell, so the entry carries only React, Mantine, i18n and the form (`npm run
// check:size`). It takes over the prerendered form in one synchronous commit, keeping what was
// typed; once signed in (or when the user already was), the console's chunk is mounted instead,
// or, when it fails to load, a message saying so with a reload (ConsoleLoadFailed).
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { Anchor } from '@mantine/core';
import { createApiClient, type ApiClient } from '../api/client';
import type { Claim } from '../api/session-claims';
import { installUncaughtErrorLogging } from '../components/errors/uncaught-error-logging';
import { EMPTY_SCOPE_SELECTION } from '../domain/scope-selection';
import { i18nReady } from '../i18n/i18n';
import { afterLoginPath } from '../session/login-redirect';
import { readPrerenderedInput, restoreFocus } from '../session/prerendered-sign-in';
import { SignInForm } from '../session/SignInForm';
import { showConsoleLoadFailure } from './ConsoleLoadFailed';
import type { startConsole as StartConsole } from './start-console';
import { ThemeProviders } from './ThemeProviders';

function signInClient(): ApiClient {
  return createApiClient({
    getSelection: () => EMPTY_SCOPE_SELECTION,
    getSession: () => ({ sid: null, email: null }),
    isDialogOpen: () => false,
    // Only /restapi failures have outcomes; the sign-in page calls the BFF alone.
    onErrorOutcome: () => undefined,
  });
}

async function readClaims(client: ApiClient): Promise<readonly Claim[] | null> {
  try {
    const { data, response } = await client.GET('/bff/user');
    return response.ok && data ? data : null;
  } catch {
    return null;
  }
}

export function startSignInPage(container: HTMLElement): void {
  const client = signInClient();
  // Uncaught errors of the sign-in page reach the remote log too; the console installs its own.
  const stopErrorLogging = installUncaughtErrorLogging({ client });
  const returnTo = new URLSearchParams(window.location.search).get('redirect');
  let root: Root | null = null;
  let leaving = false;

  async function enterConsole(claims: readonly Claim[], signedIn: boolean): Promise<void> {
    if (leaving) return;
    leaving = true;
    let startConsole: typeof StartConsole;
    try {
      ({ startConsole } = await import('./start-console'));
    } catch {
      // The chunk did not load (the network): say so, with a reload, in place of the form.
      root = await showConsoleLoadFailure(container, root ?? undefined);
      return;
    }
    window.history.pushState(null, '', afterLoginPath(returnTo));
    root?.unmount();
    stopErrorLogging();
    await startConsole(container, { claims, signedIn });
  }

  // The console's chunk loads beside the sign-in request (one wave), and the sign-in's reply
  // carries the session's claims: no session check after it.
  // Its failure is said once the credentials are accepted (enterConsole).
  const loadConsole = () => void import('./start-console').catch(() => undefined);
  const onSignedIn = (claims: readonly Claim[]) => enterConsole(claims, true);

  // A signed-in user is sent on, as the router's /bff/login route does.
  void readClaims(client).then((claims) => {
    if (claims) void enterConsole(claims, false);
  });

  // The takeover is a task of its own after the entry's evaluation: two shorter main-thread tasks
  // instead of one long one after the first paint (Lighthouse's Total Blocking Time counts each
  // task's time over 50 ms).
  const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  void i18nReady.then(nextTask).then(() => {
    if (leaving) return;
    // Read and replaced in one task: no keystroke falls between the two.
    const typed = readPrerenderedInput(container);
    root = createRoot(container);
    const mounted = root;
    flushSync(() =>
      mounted.render(
        <StrictMode>
          <ThemeProviders>
            <SignInForm
              client={client}
              onSignedIn={onSignedIn}
              onSigningIn={loadConsole}
              initial={typed}
              submitAtOnce={typed.submitted}
              forgotPasswordLink={(label) => (
                <Anchor href="/password-reset" size="sm">
                  {label}
                </Anchor>
              )}
            />
          </ThemeProviders>
        </StrictMode>,
      ),
    );
    restoreFocus(container, typed);
  });
}
