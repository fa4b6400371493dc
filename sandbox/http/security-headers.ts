// Security headers on every reply: a CSP without unsafe-eval, frames only from the legacy
// management server, and the console itself never framed. No inline script runs but by hash:
// the built index.html's own first-paint scripts (console-index.ts hashes them).
export function securityHeaders(
  legacyOrigin: string,
  scriptHashes: readonly string[] = [],
): Record<string, string> {
  const csp = [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    // Mantine sets style attributes at run time, and the built index.html inlines its first
    // paint's styles. (A hash here would turn 'unsafe-inline' off for both.)
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${legacyOrigin}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    // The logout address carries the sid: never send it onwards.
    'referrer-policy': 'no-referrer',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    'cross-origin-opener-policy': 'same-origin',
  };
}
