// An uploaded icon checked before it joins the iconset: at most 64 KiB, its content the type its
// data URL claims (a PNG's signature, an SVG document), and an SVG that only draws: no script,
// event handler, javascript: URL, external reference, foreignObject, embedded document or DTD.
export const ICON_MAX_BYTES = 65_536;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const SVG_UNSAFE = [
  /<\s*script/i,
  /<\s*foreignObject/i,
  /<\s*(iframe|embed|object|audio|video)\b/i,
  /\son[a-z]+\s*=/i,
  /javascript\s*:/i,
  /<!\s*(DOCTYPE|ENTITY)/i,
  /(xlink:)?href\s*=\s*["']?\s*(?!#)/i,
  /url\(\s*["']?\s*(?!#)/i,
  /@import/i,
];

export type IconCheck =
  | { ok: true; mediaType: 'image/svg+xml' | 'image/png'; bytes: number }
  | { ok: false; problem: 'type' | 'tooLarge' | 'unsafe' };

export function checkIcon(dataUrl: string): IconCheck {
  const match = /^data:(image\/svg\+xml|image\/png)(?:;name=[^;,]*)?;base64,([A-Za-z0-9+/]+={0,2})$/.exec(
    dataUrl,
  );
  if (!match) return { ok: false, problem: 'type' };
  const mediaType = match[1] as 'image/svg+xml' | 'image/png';
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length > ICON_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
  if (mediaType === 'image/png') {
    const isPng = PNG_SIGNATURE.every((b, i) => bytes[i] === b);
    return isPng ? { ok: true, mediaType, bytes: bytes.length } : { ok: false, problem: 'type' };
  }
  const text = bytes.toString('utf8');
  if (!/<svg[\s>]/i.test(text)) return { ok: false, problem: 'type' };
  if (SVG_UNSAFE.some((pattern) => pattern.test(text))) return { ok: false, problem: 'unsafe' };
  return { ok: true, mediaType, bytes: bytes.length };
}
