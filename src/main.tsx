// Only the styles the sign-in form uses block its first paint; the console's chunk brings the
// rest of Mantine's (start-console.tsx). Mantine's order: base, then each component's.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import './app/prerendered-sign-in.css';
import { i18nReady, loadConsoleMessages } from './i18n/i18n';
import { LOGIN_PATH } from './session/login-redirect';
import { startSignInPage } from './app/sign-in-start';
import { showConsoleLoadFailure } from './app/ConsoleLoadFailed';

const container = document.getElementById('root');
// A fresh load of the sign-in page needs none of the console (the entry's budget: `npm run
// check:size`); any other page loads the console's chunk. A stored Japanese choice loads its
// messages first in both, so the first paint is in that language. A chunk that fails to load
// (the network) says so, with a reload.
if (container) {
  if (window.location.pathname === LOGIN_PATH) startSignInPage(container);
  else {
    // The screens' English messages load beside the console's chunk, not after it (the shell
    // awaits them before its first page; a failed load is retried there).
    void i18nReady.then(loadConsoleMessages).catch(() => undefined);
    void Promise.all([import('./app/start-console'), i18nReady]).then(
      ([{ startConsole }]) => startConsole(container),
      () => showConsoleLoadFailure(container),
    );
  }
}
