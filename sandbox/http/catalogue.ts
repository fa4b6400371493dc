// The English texts of the message catalogue (locales/en), for `message` fields of replies.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../config';

type Messages = { [key: string]: string | Messages };

function flatten(messages: Messages, prefix: string, out: Map<string, string>): void {
  for (const [key, value] of Object.entries(messages)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else flatten(value, full, out);
  }
}

export function loadEnglishCatalogue(): (key: string) => string {
  const dir = path.join(projectRoot, 'locales/en');
  const all = new Map<string, string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    flatten(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Messages, '', all);
  }
  return (key) => all.get(key) ?? key;
}
