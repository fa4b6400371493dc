// The policy version of a scope node, in the form the computers report it (2026.11.18.3: the day
// of the publish and its number that day). Every publish that changes a node's effective policy
// gives the node the next version.
const pad = (n: number) => String(n).padStart(2, '0');

export function policyDay(at: Date): string {
  return `${at.getUTCFullYear()}.${pad(at.getUTCMonth() + 1)}.${pad(at.getUTCDate())}`;
}

/** The version after `previous` for a publish at `at`: the day's next number, or .1 on a new day. */
export function nextPolicyVersion(previous: string | null, at: Date): string {
  const day = policyDay(at);
  const match = previous?.match(/^(\d{4}\.\d{2}\.\d{2})\.(\d+)$/);
  // A previous version of the same day (or, with a clock set back, a later one) counts on.
  if (match && match[1]! >= day) return `${match[1]}.${Number(match[2]) + 1}`;
  return `${day}.1`;
}
