// The embedded legacy management server: a stub page for every page the console frames. It
// shows which page and which parameters were asked for and fires a normal load event. It runs
// on its own port so that, as in production, it is cross-origin to the console.
import { createServer, type Server } from 'node:http';

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

export function startLegacyServer(port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}:${port}`);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    // Framed by the console only.
    res.setHeader(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors *",
    );
    res.end(legacyPage(url));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
