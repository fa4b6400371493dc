// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFocus } from './prerendered-sign-in';

describe('restoreFocus', () => {
  afterEach(() => document.body.replaceChildren());

  function form(): HTMLElement {
    const container = document.createElement('div');
    container.innerHTML =
      '<input name="email" type="email" value="dana@example.test"><input name="password" type="password" value="secret">';
    document.body.append(container);
    return container;
  }

  it('focuses the email field without an error (an email input has no selection)', () => {
    const container = form();
    expect(() =>
      restoreFocus(container, {
        email: 'dana@example.test',
        password: '',
        focused: 'email',
        submitted: false,
      }),
    ).not.toThrow();
    expect(document.activeElement?.getAttribute('name')).toBe('email');
  });

  it('puts the caret after what was typed in the password field', () => {
    const container = form();
    restoreFocus(container, { email: '', password: 'secret', focused: 'password', submitted: false });
    const field = document.activeElement as HTMLInputElement;
    expect(field.name).toBe('password');
    expect(field.selectionStart).toBe('secret'.length);
  });
});
