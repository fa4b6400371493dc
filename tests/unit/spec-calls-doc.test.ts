// docs/spec-calls.md says, for every call of the spec, the screen that makes it or why none needs
// it; this keeps it true against the code under src/ (tests/support/spec-call-use.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { specCalls, usedSpecCalls } from '../support/spec-call-use';

const NOT_USED = 'Not used:';

/** The doc's rows: `METHOD /path` -> what it says. */
function docRows(): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of readFileSync('docs/spec-calls.md', 'utf8').split('\n')) {
    const row = /^\|\s*`(GET|POST|PUT|DELETE) (\S+)`\s*\|\s*(.*?)\s*\|$/.exec(line);
    if (row) rows.set(`${row[1]} ${row[2]}`, row[3]!);
  }
  return rows;
}

describe('docs/spec-calls.md', () => {
  const rows = docRows();
  const used = usedSpecCalls(process.cwd());
  const calls = specCalls().map((call) => ({ ...call, key: `${call.method.toUpperCase()} ${call.path}` }));

  it('has one row for every call of the spec, and no other', () => {
    expect([...rows.keys()].sort()).toEqual(calls.map((call) => call.key).sort());
  });

  it('explains, in words, every call no code under src/ makes', () => {
    const unexplained = calls
      .filter((call) => !used.has(call.path))
      .filter(
        (call) =>
          !(rows.get(call.key)?.startsWith(NOT_USED) && rows.get(call.key)!.length > NOT_USED.length + 20),
      )
      .map((call) => call.key);
    expect(unexplained).toEqual([]);
  });

  it('names a screen for every call the code makes (no stale "Not used")', () => {
    const stale = calls
      .filter((call) => used.has(call.path) && (rows.get(call.key) ?? NOT_USED).startsWith(NOT_USED))
      .map((call) => call.key);
    expect(stale).toEqual([]);
  });
});
