// What the user did on the prerendered sign-in form (index.html, drawn before any script ran)
// before the script took over: the fields typed, the field in focus, a press of Sign in (kept
// by /sign-in-prefs.js, public/). The script's form starts from it, so nothing typed is lost.
export const PRERENDERED_ATTRIBUTE = 'data-prerendered-sign-in';
/** Set on <html> by /sign-in-prefs.js when Sign in was pressed before the script took over. */
export const PENDING_SUBMIT_ATTRIBUTE = 'data-sign-in-pending';

export interface PrerenderedInput {
  email: string;
  password: string;
  /** The name of the field in focus (email or password), if any. */
  focused: string | null;
  submitted: boolean;
}

export function readPrerenderedInput(container: HTMLElement): PrerenderedInput {
  const forms = [...container.querySelectorAll<HTMLElement>(`[${PRERENDERED_ATTRIBUTE}]`)];
  // The form shown is the one in the page's language; the other is hidden by CSS.
  const shown =
    forms.find((form) => form.getAttribute(PRERENDERED_ATTRIBUTE) === document.documentElement.lang) ??
    forms[0];
  const field = (name: string) =>
    shown?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
  const active = document.activeElement;
  const focused = active && shown?.contains(active) ? active.getAttribute('name') : null;
  const html = document.documentElement;
  const submitted = html.hasAttribute(PENDING_SUBMIT_ATTRIBUTE);
  html.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
  return { email: field('email'), password: field('password'), focused, submitted };
}

/** Puts the focus back where it was on the prerendered form (the script's form focuses Email). */
export function restoreFocus(container: HTMLElement, input: PrerenderedInput): void {
  if (!input.focused) return;
  const field = container.querySelector<HTMLInputElement>(`input[name="${input.focused}"]`);
  if (!field) return;
  field.focus();
  // The caret after what was typed; an email input has no selection (setSelectionRange throws).
  if (field.selectionStart !== null) field.setSelectionRange(field.value.length, field.value.length);
}
