// Number and date formatting for the console's lists and dashboards (DESIGN section 2): large
// numbers abbreviated with k, M, G, T, P, E and two decimals; dates in the user's language.
const UNITS = ['k', 'M', 'G', 'T', 'P', 'E'] as const;

// Building an Intl formatter costs far more than formatting with one (a table of dates built one
// per cell cost tens of milliseconds per page load), so each is built once per language.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

const grouped = (language: string) => cached(`grouped:${language}`, () => new Intl.NumberFormat(language));
const wholeNumber = (language: string) =>
  cached(`number:${language}`, () => new Intl.NumberFormat(language, { maximumFractionDigits: 2 }));
const twoDecimals = (language: string) =>
  cached(
    `decimal:${language}`,
    () => new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );
const dateTime = (language: string) =>
  cached(
    `datetime:${language}`,
    () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
  );

/**
 * 999 -> "999", 1234 -> "1.23k", 1_500_000 -> "1.50M", -2500 -> "-2.50k". Below 1000 the number
 * is shown as it is (grouped in the user's language); from 1000 up, two decimals and the unit.
 */
export function formatAbbreviated(value: number, language = 'en'): string {
  if (!Number.isFinite(value)) return '';
  const sign = value < 0 ? '-' : '';
  let magnitude = Math.abs(value);
  if (magnitude < 1000) return wholeNumber(language).format(value);
  let unit = -1;
  while (magnitude >= 1000 && unit < UNITS.length - 1) {
    magnitude /= 1000;
    unit += 1;
  }
  // 999_999 would round to "1000.00k": carry it into the next unit.
  if (Number(magnitude.toFixed(2)) >= 1000 && unit < UNITS.length - 1) {
    magnitude /= 1000;
    unit += 1;
  }
  return `${sign}${twoDecimals(language).format(magnitude)}${UNITS[unit]}`;
}

/** A number in full, grouped in the user's language (what `toLocaleString(language)` gives). */
export function formatFull(value: number, language = 'en'): string {
  return grouped(language).format(value);
}

/** A date and time in the user's language, e.g. "Nov 23, 2026, 9:00 AM" / "2026/11/23 9:00". */
export function formatDateTime(iso: string | null | undefined, language = 'en'): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTime(language).format(date);
}

const MEMORY_UNITS = ['megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * A memory size given in MB (the contract's memoryMb), in the largest binary unit it fills, with
 * at most one decimal, in the user's language: 512 -> "512 MB", 16384 -> "16 GB", 1536 -> "1.5 GB".
 */
export function formatMemory(megabytes: number, language = 'en'): string {
  if (!Number.isFinite(megabytes)) return '';
  let value = megabytes;
  let unit = 0;
  while (Math.abs(value) >= 1024 && unit < MEMORY_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const formatter = cached(
    `memory:${language}:${unit}`,
    () =>
      new Intl.NumberFormat(language, {
        style: 'unit',
        unit: MEMORY_UNITS[unit],
        unitDisplay: 'short',
        maximumFractionDigits: 1,
      }),
  );
  return formatter.format(value);
}
