// Timestamps as the contract's date-time: ISO 8601 in UTC, to the second ("2026-11-23T09:00:00Z"),
// the same text whether SQL or JS formats it.

/** The date-time text of a timestamptz SQL expression. */
export const iso = (expr: string) => `to_char((${expr}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The date-time text of a moment in JS (as iso() formats it in SQL). */
export const isoSeconds = (d: Date | number | string) => `${new Date(d).toISOString().slice(0, 19)}Z`;
