// The alert conditions: the named ones of the examples, then a few of the templates for the
// other named companies (and, in the large world, more companies).
import type { Database } from '../../db/database';
import { insertRows } from '../context';
import type { Random } from '../random';
import { EXAMPLE_TIME } from '../example-time';
import { COMPANY_TEMPLATES, COMPANY_TEMPLATES_JA } from './company-templates';
import { FABRIKAM_CONDITIONS, GLOBAL_CONDITIONS } from './named-conditions';
import { NAMED_RULES, TEMPLATE_RULES, type Rule } from './condition-rules';
import type { ConditionRow, Severity } from './vocabulary';

/** A condition as the alerts copy it, with the rule that raises them. */
export interface Cond {
  id: number;
  companyId: number | null;
  name: string;
  description: string;
  category: number;
  severity: Severity;
  enabled: boolean;
  threshold: number;
  windowMinutes: number;
  /** The last change: a condition switched off raised alerts only before it. */
  updatedOn: Date;
  rule: Rule;
}

export async function seedConditions(
  db: Database,
  rng: Random,
  at: (iso: string) => Date,
  companies: Array<{ id: number; email: string | null; japanese: boolean }>,
  large: boolean,
): Promise<Cond[]> {
  const conditions: unknown[][] = [];
  const emailRows: unknown[][] = [];
  const conds: Cond[] = [];
  const addCondition = (row: ConditionRow, companyId: number | null, rule: Rule) => {
    const [id, name, description, category, enabled, threshold, window, severity, emails, updated] = row;
    conditions.push([
      id,
      companyId,
      category,
      name,
      description,
      enabled,
      threshold,
      window,
      severity,
      at(updated),
    ]);
    emailRows.push([id, emails.join(',')]);
    conds.push({
      id,
      companyId,
      name,
      description,
      category,
      severity,
      enabled,
      threshold,
      windowMinutes: window,
      updatedOn: at(updated),
      rule,
    });
  };
  for (const row of GLOBAL_CONDITIONS) addCondition(row, null, 'system');
  for (const row of FABRIKAM_CONDITIONS) addCondition(row, 1001, NAMED_RULES[row[0]]!);
  // The other named companies (1002-1008), and in the large world more companies, get a few each.
  const others = companies
    .filter((c) => c.id !== 1001 && (c.id <= 1008 || (large && c.id % 3 === 0)))
    .slice(0, large ? 40 : 7);
  let conditionId = 120;
  for (const company of others) {
    const domain = (company.email ?? 'it@example.com').split('@')[1];
    const picks = [0, 4, ...[1, 2, 3, 5, 6].filter(() => rng.chance(0.4))].slice(0, 5);
    for (const i of picks) {
      if (conditionId >= 300) break;
      const [name, description, category, threshold, window, severity, mailbox] = COMPANY_TEMPLATES[i]!;
      const [nameJa, descriptionJa] = COMPANY_TEMPLATES_JA[i]!;
      addCondition(
        [
          conditionId++,
          company.japanese ? nameJa : name,
          company.japanese ? descriptionJa : description,
          category,
          rng.chance(0.85),
          threshold,
          window,
          severity,
          [`${mailbox}@${domain}`],
          rng.dateBefore(new Date(EXAMPLE_TIME - 15 * 86_400_000), 60).toISOString(),
        ],
        company.id,
        TEMPLATE_RULES[i]!,
      );
    }
  }
  await insertRows(
    db,
    'alarm_conditions',
    [
      ['id', 'int'],
      ['company_id', 'int'],
      ['category_id', 'int'],
      ['name', 'text'],
      ['description', 'text'],
      ['enabled', 'boolean'],
      ['threshold', 'int'],
      ['window_minutes', 'int'],
      ['severity', 'text'],
      ['updated_on', 'timestamptz'],
    ],
    conditions,
  );
  // Arrays do not go through unnest(): the e-mail lists are set in a second statement.
  await db.query(
    `update alarm_conditions k set notify_emails = string_to_array(v.emails, ',')
     from unnest($1::int[], $2::text[]) as v(id, emails) where k.id = v.id`,
    [emailRows.map((r) => r[0]), emailRows.map((r) => r[1])],
  );
  return conds;
}
