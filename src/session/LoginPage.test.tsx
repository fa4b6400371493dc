// @vitest-environment jsdom
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderUi } from '../../tests/support/render-ui';
import type { ApiClient } from '../api/client';
import { LoginPage } from './LoginPage';
import { sessionStore } from './session-store';
import { fakeServer, json, type Handler } from './testing/fake-server';

const WRONG = { isSuccess: false, message: 'The email or password is incorrect.', entityData: null };
const CLAIMS = [
  { type: 'role', value: 'CompanyAdmin' },
  { type: 'sid', value: 'sid-42' },
  { type: 'email', value: 'company.admin@sandbox.test' },
];

function renderLogin(login: Handler, at = '/bff/login') {
  const fake = fakeServer({ '/bff/login': login, '/bff/user': () => json(200, CLAIMS) });
  const routeTree = routesFor(fake.client);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [at] }) });
  renderUi(<RouterProvider router={router} />);
  return { fake, router };
}

function routesFor(client: ApiClient) {
  const root = createRootRoute({ component: Outlet });
  return root.addChildren([
    createRoute({
      getParentRoute: () => root,
      path: '/bff/login',
      component: () => <LoginPage client={client} />,
    }),
    createRoute({
      getParentRoute: () => root,
      path: '/dashboard/company-overview',
      component: () => <p>Company overview page</p>,
    }),
    createRoute({
      getParentRoute: () => root,
      path: '/alert-console/all',
      component: () => <p>All alerts page</p>,
    }),
    createRoute({
      getParentRoute: () => root,
      path: '/password-reset',
      component: () => <p>Password reset page</p>,
    }),
  ]);
}

beforeEach(() => sessionStore.set(null));
afterEach(cleanup);

describe('the sign-in page', () => {
  it('has the fields Email and Password and the button Sign in', async () => {
    renderLogin(() => json(200, {}));
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('announces a wrong password and keeps the email typed', async () => {
    const user = userEvent.setup();
    const { fake } = renderLogin(() => json(401, WRONG));
    await user.type(await screen.findByLabelText('Email'), 'company.admin@sandbox.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The email or password is incorrect.');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('company.admin@sandbox.test');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');

    const sent = fake.requestTo('/bff/login');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.get('x-csrf')).toBe('1');
    expect(await sent?.json()).toEqual({ email: 'company.admin@sandbox.test', password: 'wrong-password' });
  });

  it('says when to try again after too many failed attempts', async () => {
    const user = userEvent.setup();
    const retryAt = '2026-11-21T10:15:30.000Z';
    renderLogin(() =>
      json(429, { isSuccess: false, message: 'Too many', entityData: null, retryAt, retryAfterSeconds: 60 }),
    );
    await user.type(await screen.findByLabelText('Email'), 'company.admin@sandbox.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const time = new Intl.DateTimeFormat('en', {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).format(new Date(retryAt));
    expect((await screen.findByRole('alert')).textContent).toContain(
      `Too many failed attempts. Try again after ${time}.`,
    );
  });

  it('leads to the password reset by "Forgot password?"', async () => {
    const user = userEvent.setup();
    renderLogin(() => json(200, {}));
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByText('Password reset page')).toBeTruthy();
  });

  it('asks for what is missing without calling the server', async () => {
    const user = userEvent.setup();
    const { fake } = renderLogin(() => json(200, {}));
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(fake.received).toHaveLength(0);
  });

  it('shows that it is signing in', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    renderLogin(() => new Promise<Response>((resolve) => (answer = resolve)));
    await user.type(await screen.findByLabelText('Email'), 'company.admin@sandbox.test');
    await user.type(screen.getByLabelText('Password'), 'Sandbox-Demo-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('data-loading')).toBe(true),
    );
    answer(json(401, WRONG));
    await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('data-loading')).toBe(false);
  });

  it('signs in and goes back to where the user came from', async () => {
    const user = userEvent.setup();
    const { fake } = renderLogin(
      () => json(200, { isSuccess: true, message: null, entityData: CLAIMS }),
      '/bff/login?redirect=%2Falert-console%2Fall',
    );
    await user.type(await screen.findByLabelText('Email'), 'company.admin@sandbox.test');
    await user.type(screen.getByLabelText('Password'), 'Sandbox-Demo-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('All alerts page')).toBeTruthy();
    // The sign-in's reply carries the claims: no session check after it.
    expect(fake.paths()).toEqual(['/bff/login']);
    expect(sessionStore.get()?.sid).toBe('sid-42');
  });

  it('goes to the company overview when it came from nowhere (or from another site)', async () => {
    const user = userEvent.setup();
    renderLogin(
      () => json(200, { isSuccess: true, message: null, entityData: CLAIMS }),
      '/bff/login?redirect=https%3A%2F%2Fevil.example',
    );
    await user.type(await screen.findByLabelText('Email'), 'company.admin@sandbox.test');
    await user.type(screen.getByLabelText('Password'), 'Sandbox-Demo-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Company overview page')).toBeTruthy();
  });
});
