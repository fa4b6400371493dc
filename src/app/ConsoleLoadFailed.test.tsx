// @vitest-environment jsdom
// After sign-in, a console chunk that does not load (the network) is said as such, with a
// Reload button, in the user's language: not the sign-in form's generic error.
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installJsdomShims, renderUi } from '../../tests/support/render-ui';
import type * as ApiClientModule from '../api/client';
import type { ApiClientDeps } from '../api/client';
import { i18next, loadLanguage } from '../i18n/i18n';
import { json } from '../session/testing/fake-server';
import { ConsoleLoadFailed } from './ConsoleLoadFailed';
import { startSignInPage } from './sign-in-start';

const CLAIMS = [
  { type: 'role', value: 'CompanyAdmin' },
  { type: 'email', value: 'company.admin@sandbox.test' },
];

// The console's chunk fails to load, as a dynamic import does when the network drops.
vi.mock('./start-console', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/start-console.js');
});

// The sign-in page's own client, answered here: no session yet, then the password is accepted.
vi.mock('../api/client', async (importOriginal) => {
  const original = await importOriginal<typeof ApiClientModule>();
  return {
    ...original,
    createApiClient: (deps: ApiClientDeps) =>
      original.createApiClient({
        ...deps,
        baseUrl: 'http://console.test',
        fetch: async (request: Request) =>
          new URL(request.url).pathname === '/bff/login'
            ? json(200, { isSuccess: true, message: null, entityData: CLAIMS })
            : json(401, { isSuccess: false, message: 'Not signed in', entityData: null }),
      }),
  };
});

afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

describe('the console could not be loaded', () => {
  // A whole sign-in page in jsdom: slow on a shared machine.
  it('after sign-in, says so with a Reload button in place of the form', { timeout: 30_000 }, async () => {
    installJsdomShims();
    const container = document.body.appendChild(document.createElement('div'));
    startSignInPage(container);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'company.admin@sandbox.test');
    await user.type(screen.getByLabelText('Password'), 'Sandbox-Demo-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The console could not be loaded. Check your connection and reload.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong!')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    container.remove();
  });

  it('says so in Japanese, and its button reloads the page', async () => {
    const reload = vi.fn();
    renderUi(<ConsoleLoadFailed onReload={reload} />);
    await loadLanguage('ja');
    await act(() => i18next.changeLanguage('ja'));
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByText('コンソールを読み込めませんでした。接続を確認して、再読み込みしてください。'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
