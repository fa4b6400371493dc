// One message catalogue: every key exists in English and Japanese, none is empty, and every
// English file types the message keys (a wrong key fails the type check).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const localesDir = path.resolve(import.meta.dirname, '../../locales');

type Messages = { [key: string]: string | Messages };

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

function catalogue(lng: string): Map<string, string> {
  const dir = path.join(localesDir, lng);
  const all = new Map<string, string>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    for (const [key, value] of flatten(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Messages)) {
      if (all.has(key)) throw new Error(`${lng}/${file}: key ${key} is defined twice`);
      all.set(key, value);
    }
  }
  return all;
}

describe('the message catalogue', () => {
  const en = catalogue('en');
  const ja = catalogue('ja');

  it('has the same files in both languages', () => {
    const files = (lng: string) => readdirSync(path.join(localesDir, lng)).sort();
    expect(files('ja')).toEqual(files('en'));
  });

  it('has every English key in Japanese and every Japanese key in English', () => {
    expect([...en.keys()].filter((k) => !ja.has(k))).toEqual([]);
    expect([...ja.keys()].filter((k) => !en.has(k))).toEqual([]);
  });

  it('types every English file into the message keys (src/i18n/i18next.d.ts)', () => {
    const typed = readFileSync(path.resolve(import.meta.dirname, '../../src/i18n/i18next.d.ts'), 'utf8');
    const listed = [...typed.matchAll(/locales\/en\/([\w-]+\.json)/g)].map((match) => match[1]);
    const files = readdirSync(path.join(localesDir, 'en')).filter((f) => f.endsWith('.json'));
    expect(listed.sort()).toEqual(files.sort());
  });

  it('has no empty message', () => {
    const empty = [...en, ...ja].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });
});
