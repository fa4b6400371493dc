// The sandbox of the legacy frame.
//
// The legacy management server's pages need scripts, forms and their own origin (their cookie
// session and storage), hence `allow-scripts allow-forms allow-same-origin`. That combination is
// safe ONLY because the frame is cross-origin: the same-origin policy still keeps the framed page
// away from the console's DOM, cookies and storage, and without allow-top-navigation or
// allow-popups it can neither navigate the console away nor open windows. A same-origin frame
// with both flags could remove its own sandbox and script the console, so a legacy URL on the
// console's own origin (a misconfigured legacy address on the backend) gets no allow-same-origin.
// The page frames (LegacyFrame) and the session-sync frames (SessionSyncFrame) both use it.
export const CROSS_ORIGIN_SANDBOX = 'allow-scripts allow-forms allow-same-origin';
export const SAME_ORIGIN_SANDBOX = 'allow-scripts allow-forms';

export function legacyFrameSandbox(frameUrl: string, consoleOrigin: string): string {
  let frameOrigin: string;
  try {
    frameOrigin = new URL(frameUrl).origin;
  } catch {
    return SAME_ORIGIN_SANDBOX;
  }
  return frameOrigin === consoleOrigin ? SAME_ORIGIN_SANDBOX : CROSS_ORIGIN_SANDBOX;
}
