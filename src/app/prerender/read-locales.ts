// The message files of a language merged into one catalogue, read from locales/ at build time
// (the browser's own loading is src/i18n/resources.ts, through Vite).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

type Messages = { [key: string]: string | Messages };

function merge(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = typeof value === 'object' && typeof existing === 'object' ? merge(existing, value) : value;
  }
  return target;
}

export function readLocale(localesDir: string, language: string): Messages {
  const dir = path.join(localesDir, language);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .reduce<Messages>(
      (merged, file) => merge(merged, JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Messages),
      {},
    );
}
