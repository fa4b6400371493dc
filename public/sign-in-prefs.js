// Before the first paint (a classic script in <head>, from 'self': no inline script under the
// CSP): the stored colour scheme and language for the prerendered sign-in form, as Mantine and
// i18n will choose them (src/app/ThemeProviders.tsx, src/i18n/i18n.ts), so the script's takeover
// changes nothing on screen; and a press of Sign in before the script is kept for it.
(function () {
  var html = document.documentElement;
  var scheme = null;
  var language = null;
  try {
    scheme = localStorage.getItem('colorScheme');
    language = localStorage.getItem('language');
  } catch {
    // Storage refused: the defaults below.
  }
  if (scheme === 'auto') scheme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  html.setAttribute('data-mantine-color-scheme', scheme === 'dark' ? 'dark' : 'light');
  html.setAttribute('lang', language === 'ja' ? 'ja' : 'en');
  // Scripts run: the prerendered form's button looks as it works (prerendered-sign-in.css).
  html.setAttribute('data-scripted', '');
  if (location.pathname !== '/bff/login') html.setAttribute('data-not-sign-in', '');
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (form && form.closest && form.closest('[data-prerendered-sign-in]')) {
        event.preventDefault();
        html.setAttribute('data-sign-in-pending', '');
      }
    },
    true,
  );
})();
