// Route paths as the access table writes them (TanStack's syntax: `$name` is one segment of any
// value) and how a URL path is matched against them: a literal segment beats a parameter, so
// /hash-inspection/malicious is the shortcut and /hash-inspection/<hash> the hash details.

export function normalizePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const segments = (path: string): string[] => normalizePathname(path).split('/').filter(Boolean);

// A pattern's segments, split once: the table's patterns are few and fixed, and the shell matches
// paths against all of them on every render (the menu's active entry, the breadcrumb, the guard).
const patternSegments = new Map<string, string[]>();
function segmentsOfPattern(pattern: string): string[] {
  let split = patternSegments.get(pattern);
  if (!split) {
    // Parameters keep their case ('$name'); literals are compared lower-cased.
    split = segments(pattern).map((segment) => (isParam(segment) ? segment : segment.toLowerCase()));
    patternSegments.set(pattern, split);
  }
  return split;
}

const isParam = (segment: string): boolean => segment.startsWith('$');

/** Whether `pathname` matches `pattern`; null when not, else how many literal segments matched. */
export function matchPath(pattern: string, pathname: string): number | null {
  return matchSegments(segmentsOfPattern(pattern), decodedSegments(pathname));
}

/** A URL path's segments, decoded and lower-cased once for matching against every pattern. */
const decodedSegments = (pathname: string): string[] =>
  segments(pathname).map((segment) => safeDecode(segment).toLowerCase());

function matchSegments(wanted: readonly string[], actual: readonly string[]): number | null {
  if (wanted.length !== actual.length) return null;
  let literals = 0;
  for (let i = 0; i < wanted.length; i += 1) {
    const w = wanted[i]!;
    const a = actual[i]!;
    if (isParam(w)) {
      if (a === '') return null;
      continue;
    }
    if (w !== a) return null;
    literals += 1;
  }
  return literals;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The pattern among `patterns` that matches `pathname` best (most literal segments). */
export function bestMatch<T extends { path: string }>(entries: readonly T[], pathname: string): T | null {
  const actual = decodedSegments(pathname);
  let best: T | null = null;
  let bestScore = -1;
  for (const entry of entries) {
    const score = matchSegments(segmentsOfPattern(entry.path), actual);
    if (score !== null && score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  return best;
}

/** A concrete path for a pattern, each parameter replaced by `value` (tests walk every route). */
export function samplePath(pattern: string, value = 'sample'): string {
  return normalizePathname(pattern.replace(/\$[A-Za-z]+/g, value));
}

export const hasParams = (pattern: string): boolean => segments(pattern).some(isParam);
