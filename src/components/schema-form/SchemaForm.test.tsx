// @vitest-environment jsdom
// The schema form as a user meets it: messages when a field is left (not while typing), the
// server's field errors on their fields in the same words, nothing lost when a save fails, the
// success message, and a question before a changed form is left.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications, notifications } from '@mantine/notifications';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
} from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import { ApiError } from '../../api/api-error';
import { i18next, loadConsoleMessages, loadLanguage } from '../../i18n/i18n';

await loadConsoleMessages();
import { companyForm, type CompanyFormData } from './forms/company-form.gen';
import { SchemaForm, type SchemaFormProps } from './SchemaForm';

// Two cores shared with other suites: typing is slow here.
vi.setConfig({ testTimeout: 30_000 });

const FORBIDDEN_NAME = 'Company name must not contain < > ? or ".';
const SHORT_NAME_LENGTH = 'Company short name must be 4 to 15 characters.';

async function renderForm(props: Partial<SchemaFormProps<CompanyFormData>> = {}) {
  const onSubmit = props.onSubmit ?? vi.fn(() => Promise.resolve());
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Notifications />
        <Outlet />
      </>
    ),
  });
  const formRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => (
      <SchemaForm
        form={companyForm}
        successMessage="Company created successfully."
        {...props}
        onSubmit={onSubmit}
      />
    ),
  });
  const elsewhere = createRoute({
    getParentRoute: () => rootRoute,
    path: '/elsewhere',
    component: () => 'Elsewhere',
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([formRoute, elsewhere]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  renderUi(<RouterProvider router={router} />);
  await screen.findByRole('textbox', { name: /Company name/ });
  return { onSubmit, router, user: userEvent.setup() };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

/** The text of what describes an input (its error, description, help). */
const descriptionOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

afterEach(() => {
  cleanup();
  notifications.clean();
  void i18next.changeLanguage('en');
});

describe('SchemaForm', () => {
  it('shows a field’s message when the field is left, not while typing, and drops it once fixed', async () => {
    const { user } = await renderForm();
    await user.type(field(/Company name/), 'Acme <Labs>');
    expect(screen.queryByText(FORBIDDEN_NAME)).toBeNull();
    expect(field(/Company name/).getAttribute('aria-invalid')).not.toBe('true');

    await user.tab();
    expect(await screen.findByText(FORBIDDEN_NAME)).toBeTruthy();
    expect(field(/Company name/).getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field(/Company name/))).toContain(FORBIDDEN_NAME);
    // Other fields the user has not left say nothing yet.
    expect(screen.queryByText(SHORT_NAME_LENGTH)).toBeNull();

    // Once shown, the message follows the changes.
    await user.clear(field(/Company name/));
    await user.type(field(/Company name/), 'Acme Labs');
    await waitFor(() => expect(screen.queryByText(FORBIDDEN_NAME)).toBeNull());
  });

  it('shows every message on submit, and does not send an invalid form', async () => {
    const { user, onSubmit } = await renderForm();
    await user.type(field(/Company name/), 'Acme');
    await user.type(field(/Short name/), 'AC');
    await user.type(field(/^Phone/), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SHORT_NAME_LENGTH)).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts a 400’s field errors on their fields, in the words a client-side check gives', async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new ApiError({
          status: 400,
          data: {
            isSuccess: false,
            message: 'The request has invalid fields.',
            errors: [
              {
                field: '/shortName',
                messageKey: 'validation.company.shortName.unique',
                message: 'There is already a company with this short name.',
              },
              {
                field: '/city',
                messageKey: 'validation.company.city.forbiddenChars',
                message: 'City must not contain < > ? or ".',
              },
            ],
          },
        }),
      ),
    );
    const { user } = await renderForm({ onSubmit });
    await user.type(field(/Company name/), 'Fabrikam Two');
    await user.type(field(/Short name/), 'FABRIKAM');
    await user.type(field(/^City/), 'Chicago');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(field(/Short name/).getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(field(/Short name/))).toContain('There is already a company with this short name.');
    expect(descriptionOf(field(/^City/))).toContain('City must not contain < > ? or ".');
    expect(onSubmit).toHaveBeenCalledWith({
      companyName: 'Fabrikam Two',
      shortName: 'FABRIKAM',
      city: 'Chicago',
    });

    // The same key gives the same text as the client-side rule.
    await user.type(field(/^City/), '<');
    await user.tab();
    expect(screen.getAllByText('City must not contain < > ? or ".').length).toBeGreaterThan(0);

    // Changing the field the server refused takes its message away.
    await user.type(field(/Short name/), '2');
    await waitFor(() =>
      expect(screen.queryByText('There is already a company with this short name.')).toBeNull(),
    );
  });

  it('keeps everything typed when a save fails', async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new ApiError({ status: 500, data: { isSuccess: false, message: 'An Error Occurred..' } }),
      ),
    );
    const { user } = await renderForm({ onSubmit });
    await user.type(field(/Company name/), 'Lamna Healthcare');
    await user.type(field(/Short name/), 'LAMNA');
    await user.type(field(/Contact email/), 'it@lamna.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('An Error Occurred..')).toBeTruthy();
    expect((field(/Company name/) as HTMLInputElement).value).toBe('Lamna Healthcare');
    expect((field(/Short name/) as HTMLInputElement).value).toBe('LAMNA');
    expect((field(/Contact email/) as HTMLInputElement).value).toBe('it@lamna.example');
  });

  it('shows the success message after a save', async () => {
    const { user, onSubmit } = await renderForm();
    await user.type(field(/Company name/), 'Lamna Healthcare');
    await user.type(field(/Short name/), 'LAMNA');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company created successfully.')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledWith({ companyName: 'Lamna Healthcare', shortName: 'LAMNA' });
  });

  it('sends a form once while its save is under way', async () => {
    let release: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const { user } = await renderForm({ onSubmit });
    await user.type(field(/Company name/), 'Lamna Healthcare');
    await user.type(field(/Short name/), 'LAMNA{Enter}');
    // The Save button is busy; a second submit of the form (however it comes) sends nothing.
    fireEvent.submit(field(/Short name/).closest('form')!);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => release());
    expect(await screen.findByText('Company created successfully.')).toBeTruthy();
  });

  it('speaks the user’s language: labels and messages', async () => {
    const { user } = await renderForm();
    await act(async () => {
      await loadLanguage('ja');
      await i18next.changeLanguage('ja');
    });
    const name = screen.getByRole('textbox', { name: /会社名/ });
    await user.type(name, 'A?');
    await user.tab();
    expect(await screen.findByText('会社名に < > ? " は使用できません。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '保存' })).toBeTruthy();
  });

  it('asks before a changed form is left, and stays when asked to', async () => {
    const { user, router } = await renderForm();
    await user.type(field(/Company name/), 'Half typed');
    act(() => router.history.push('/elsewhere'));
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(dialog).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect((field(/Company name/) as HTMLInputElement).value).toBe('Half typed');
    expect(router.state.location.pathname).toBe('/');

    act(() => router.history.push('/elsewhere'));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('lets an unchanged form go without asking', async () => {
    const { router } = await renderForm({ initialData: { companyName: 'Fabrikam', shortName: 'FABRIKAM' } });
    act(() => router.history.push('/elsewhere'));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
