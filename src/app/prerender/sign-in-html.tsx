// The sign-in form as HTML, at build time (vite.config.ts puts it in index.html): the page paints
// its form before any script runs. Both languages are in the page (CSS shows the one <html lang>
// names, set before the first paint by /sign-in-prefs.js); Mantine's CSS variables cover both
// colour schemes. The script's form takes over with the same markup (src/app/sign-in-start.tsx).
import { createInstance, type Resource } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Anchor, MantineProvider } from '@mantine/core';
import type { ApiClient } from '../../api/client';
import { PRERENDERED_ATTRIBUTE } from '../../session/prerendered-sign-in';
import { SignInForm } from '../../session/SignInForm';
import { cssVariablesResolver, theme } from '../theme';

export type SignInLanguage = 'en' | 'ja';
type Messages = Resource[string]['translation'];

// Never called: nothing is submitted at build time.
const noClient = {} as ApiClient;

function formIn(language: SignInLanguage, messages: Record<SignInLanguage, Messages>): string {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: messages.en }, [language]: { translation: messages[language] } },
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const html = renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <I18nextProvider i18n={i18n}>
        <SignInForm
          client={noClient}
          onSignedIn={async () => undefined}
          forgotPasswordLink={(label) => (
            <Anchor href="/password-reset" size="sm">
              {label}
            </Anchor>
          )}
        />
      </I18nextProvider>
    </MantineProvider>,
    // Each language's ids apart, so each label names its own field.
    { identifierPrefix: `sign-in-${language}-` },
  );
  return `<div ${PRERENDERED_ATTRIBUTE}="${language}" lang="${language}">${html}</div>`;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Above the forms, shown only without JavaScript (the form cannot sign in then): the message in
 * both languages, as no script has read the stored one.
 */
function noScriptMessage(messages: Record<SignInLanguage, Messages>): string {
  const said = (language: SignInLanguage) => {
    const i18n = createInstance();
    void i18n.init({
      resources: { [language]: { translation: messages[language] } },
      lng: language,
      initAsync: false,
    });
    return `<p ${NO_SCRIPT_ATTRIBUTE} lang="${language}">${escapeHtml(i18n.t('auth.login.noScript'))}</p>`;
  };
  return `<noscript>${said('en')}${said('ja')}</noscript>`;
}

/** Marks the no-script message (prerendered-sign-in.css). */
const NO_SCRIPT_ATTRIBUTE = 'data-no-script';

/** The no-script message and both languages' forms, for index.html's #root. */
export function prerenderedSignIn(messages: Record<SignInLanguage, Messages>): string {
  return noScriptMessage(messages) + formIn('en', messages) + formIn('ja', messages);
}

/** index.html with the forms in its empty #root. */
export function withPrerenderedSignIn(indexHtml: string, forms: string): string {
  const empty = '<div id="root"></div>';
  if (!indexHtml.includes(empty)) throw new Error('index.html has no empty <div id="root">');
  return indexHtml.replace(empty, `<div id="root">${forms}</div>`);
}
