// The address an icon of the iconset is drawn from: only a base64 data URL of an SVG or a PNG (what
// UploadIcon accepts), shown in an <img>, where an SVG cannot run script or load anything. Anything
// else draws nothing rather than reaching the page.
const SAFE_ICON = /^data:image\/(?:svg\+xml|png)(?:;name=[^;,]*)?;base64,[A-Za-z0-9+/]+={0,2}$/;

export function iconSource(dataUrl: string): string | null {
  return SAFE_ICON.test(dataUrl) ? dataUrl : null;
}

/** An icon's size in the user's words: bytes below 1 KB, else KB with one decimal. */
export function iconSize(bytes: number, language: string): { key: 'bytes' | 'kilobytes'; size: string } {
  if (bytes < 1024) return { key: 'bytes', size: bytes.toLocaleString(language) };
  return {
    key: 'kilobytes',
    size: (bytes / 1024).toLocaleString(language, { maximumFractionDigits: 1 }),
  };
}
