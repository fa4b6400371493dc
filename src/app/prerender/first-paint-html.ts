// index.html with nothing between its bytes and the first paint (issue 30: Lighthouse's LCP on
// slow 4G is the critical request chain): the stylesheets the build links are inlined, the
// preference script (public/sign-in-prefs.js) is inlined, and the console's module entry is named
// in that script's data-entry attribute instead of a <script src>, so it is fetched after the
// first paint. vite.config.ts runs it on the built page; the CSP allows the inline script by hash.
// With nothing to wait for, a busy browser could paint half-parsed HTML, then move the centred
// form as the rest arrives (a layout shift): `<link rel="expect" blocking="render">` holds the
// first paint until an element after #root (the prerendered forms) is parsed. (Chromium stops
// holding when the named element is inserted, at its start tag: #root itself is too early.)

export interface FirstPaintSources {
  /** The text of public/sign-in-prefs.js. */
  prefsScript: string;
  /** The built stylesheet at an href of the page (`/assets/index-….css`), if it is one. */
  stylesheet: (href: string) => string | undefined;
}

const PREFS_TAG = '<script src="/sign-in-prefs.js"></script>';
const BODY_END = '</body>';
const PARSED_MARK = '<span id="prerendered-end" hidden></span>';
const PAINT_AFTER_MARK = '<link rel="expect" href="#prerendered-end" blocking="render">';
const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;
const MODULE_ENTRY = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/g;

/** The script without its whole-line comments (bytes of every page load). */
function withoutCommentLines(script: string): string {
  return script
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .join('\n')
    .trim();
}

export function firstPaintHtml(html: string, sources: FirstPaintSources): string {
  if (!html.includes(PREFS_TAG)) throw new Error(`index.html has no ${PREFS_TAG}`);
  if (!html.includes(BODY_END)) throw new Error(`index.html has no ${BODY_END}`);
  const entries = [...html.matchAll(MODULE_ENTRY)];
  if (entries.length !== 1) throw new Error(`index.html has ${entries.length} module entries, not 1`);
  const entry = entries[0]![1]!;
  const script = withoutCommentLines(sources.prefsScript);
  if (script.includes('</script')) throw new Error('sign-in-prefs.js cannot be inlined');
  return html
    .replace(MODULE_ENTRY, '')
    .replace(PREFS_TAG, () => `${PAINT_AFTER_MARK}<script data-entry="${entry}">${script}</script>`)
    .replace(BODY_END, `${PARSED_MARK}${BODY_END}`)
    .replace(STYLESHEET, (tag, href: string) => {
      const css = sources.stylesheet(href);
      if (css === undefined) return tag;
      if (css.includes('</style')) throw new Error(`${href} cannot be inlined`);
      return `<style>${css}</style>`;
    });
}
