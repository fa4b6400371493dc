// Alert titles in the user's language, for the alert console's search and sort: the console shows
// a title the product wrote through the catalogue's templates (src/i18n/shipped-texts.ts reads
// locales/en/alert-names.json's titles whole and writes them with the user's language's), and a
// title that is a shipped condition's name as that name; the rows must be searched and ordered by
// what the user reads. Here the same templates become one SQL expression over the stored
// (English) title. Titles are never translated in storage: a language is a way of reading them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../config';

export type TitleLanguage = 'en' | 'ja';

type Texts = Readonly<Record<string, string>>;
interface AlertNames {
  titles: Texts;
  conditions: Texts;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const PLURAL = /_(zero|one|two|few|many|other)$/;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sqlText = (text: string) => `'${text.replace(/'/g, "''")}'`;

function alertNames(language: TitleLanguage): AlertNames {
  const file = path.join(projectRoot, 'locales', language, 'alert-names.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { alertNames: AlertNames }).alertNames;
}

/** The text in `language` of a message name, as i18next picks it (Japanese has only "other"). */
function translated(texts: Texts, name: string): string | undefined {
  const base = name.replace(PLURAL, '');
  return texts[`${base}_other`] ?? texts[name] ?? texts[base];
}

/** One English template as `when … then …` of a CASE over a.title. */
function templateCase(english: string, name: string, target: string): { literal: number; sql: string } {
  const names: string[] = [];
  let pattern = '';
  let last = 0;
  for (const match of english.matchAll(PLACEHOLDER)) {
    pattern += escapeRegex(english.slice(last, match.index));
    names.push(match[1]!);
    pattern += match[1] === 'count' ? '(\\d[\\d,]*)' : '(.+?)';
    last = match.index + match[0].length;
  }
  pattern += escapeRegex(english.slice(last));
  const regex = sqlText(`^${pattern}$`);
  const part = (placeholder: string): string => {
    const at = names.indexOf(placeholder);
    // A "_one" form may not say its count ("AnyDesk.exe blocked"): it means one.
    if (at < 0) return placeholder === 'count' && name.endsWith('_one') ? "'1'" : "''";
    const value = `(regexp_match(a.title, ${regex}))[${at + 1}]`;
    return placeholder === 'count' ? `replace(${value}, ',', '')` : value;
  };
  const pieces: string[] = [];
  let from = 0;
  for (const match of target.matchAll(PLACEHOLDER)) {
    if (match.index > from) pieces.push(sqlText(target.slice(from, match.index)));
    pieces.push(part(match[1]!));
    from = match.index + match[0].length;
  }
  if (from < target.length) pieces.push(sqlText(target.slice(from)));
  return {
    literal: english.replace(PLACEHOLDER, '').length,
    sql: `when a.title ~ ${regex} then ${pieces.length > 0 ? pieces.join(' || ') : "''"}`,
  };
}

function titleExpression(language: TitleLanguage): string {
  if (language === 'en') return 'a.title';
  const en = alertNames('en');
  const other = alertNames(language);
  const templates = Object.entries(en.titles)
    .flatMap(([name, english]) => {
      const target = translated(other.titles, name);
      return target ? [templateCase(english, name, target)] : [];
    })
    // The most words first, as the console reads them: "X blocked 5 times" is never the file
    // "X blocked 5 times".
    .sort((a, b) => b.literal - a.literal)
    .map((template) => template.sql);
  const conditions = Object.entries(en.conditions).flatMap(([key, english]) => {
    const target = other.conditions[key];
    return target ? [`when a.title = ${sqlText(english)} then ${sqlText(target)}`] : [];
  });
  return `(case ${[...templates, ...conditions].join(' ')} else a.title end)`;
}

const expressions = new Map<TitleLanguage, string>();

/** The SQL of an alert's (a.title) title as a user of `language` reads it. */
export function alarmTitleSql(language: TitleLanguage | null | undefined): string {
  const key = language ?? 'en';
  let sql = expressions.get(key);
  if (!sql) {
    sql = titleExpression(key);
    expressions.set(key, sql);
  }
  return sql;
}
