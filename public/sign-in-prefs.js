// Before the first paint (a classic script in <head>: the build inlines it in index.html,
// vite.config.ts, and the CSP allows it by hash, the sandbox's console-index.ts): the stored
// colour scheme and language for the prerendered sign-in form, as Mantine and i18n will choose
// them (src/app/ThemeProviders.tsx, src/i18n/i18n.ts), so the script's takeover changes nothing on
// screen; and a press of Sign in before the script is kept for it. In the build, its data-entry
// attribute names the console's entry, fetched only after the first paint (issue 30: nothing but
// the HTML stands before that paint).
(function () {
  var html = document.documentElement;
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
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
  if (entry) {
    var loadEntry = function () {
      var script = document.createElement('script');
      script.type = 'module';
      script.src = entry;
      document.head.appendChild(script);
    };
    // After the page is parsed (the entry mounts on #root), once its first frame is drawn; a
    // hidden tab draws no frame, so it loads at once there.
    document.addEventListener('DOMContentLoaded', function () {
      if (document.visibilityState === 'hidden') loadEntry();
      else
        requestAnimationFrame(function () {
          setTimeout(loadEntry, 0);
        });
    });
  }
})();
