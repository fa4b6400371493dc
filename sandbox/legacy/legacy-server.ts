// The embedded legacy management server: a stub page for every page the console frames. It
// shows which page and which parameters were asked for and fires a normal load event. It runs
// on its own port so that, as in production, it is cross-origin to the console, and only the
// console's origins may frame it.
import { createServer, type Server } from 'node:http';
import { RECORD_PATH, requestRecord } from './request-record';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function legacyPage(url: URL): string {
  const params = [...url.searchParams.entries()];
  const rows = params
    .map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Legacy: ${escapeHtml(url.pathname)}</title>
<style>body{font:14px system-ui,sans-serif;margin:16px;color:#1a1b1e}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:4px 8px;text-align:left}</style>
</head><body>
<h1>Legacy management server</h1>
<p>Page: <code data-testid="legacy-page">${escapeHtml(url.pathname)}</code></p>
<table aria-label="Parameters"><tbody>${rows || '<tr><td>No parameters</td></tr>'}</tbody></table>
</body></html>`;
}

export interface LegacyServerOptions {
  /** The origins that may frame the stub: the console's (config.consoleOrigins). */
  frameAncestors: readonly string[];
  /** Keep a record of the pages asked for, served as JSON at RECORD_PATH (tests only). */
  recordRequests?: boolean;
}

/** The stub's CSP: nothing loads but its inline style, and only the console frames it. */
export function legacyPagePolicy(frameAncestors: readonly string[]): string {
  const ancestors = frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'";
  return `default-src 'none'; style-src 'unsafe-inline'; frame-ancestors ${ancestors}`;
}

export function startLegacyServer(port: number, host: string, options: LegacyServerOptions): Promise<Server> {
  const record = options.recordRequests ? requestRecord() : null;
  const policy = legacyPagePolicy(options.frameAncestors);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}:${port}`);
    res.setHeader('cache-control', 'no-store');
    if (record && url.pathname === RECORD_PATH) {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(record.list()));
      return;
    }
    record?.add(url, new Date());
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('content-security-policy', policy);
    res.end(legacyPage(url));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
