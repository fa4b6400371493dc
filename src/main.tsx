import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/prerendered-sign-in.css';
import { i18nReady } from './i18n/i18n';
import { LOGIN_PATH } from './session/login-redirect';
import { startSignInPage } from './app/sign-in-start';

const container = document.getElementById('root');
// A fresh load of the sign-in page needs none of the console (the entry's budget: `npm run
// check:size`); any other page loads the console's chunk. A stored Japanese choice loads its
// messages first in both, so the first paint is in that language.
if (container) {
  if (window.location.pathname === LOGIN_PATH) startSignInPage(container);
  else
    void Promise.all([import('./app/start-console'), i18nReady]).then(([{ startConsole }]) =>
      startConsole(container),
    );
}
