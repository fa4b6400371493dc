// The alert conditions as they stand now, with the rule each one applies (the seed's rules: the
// named conditions by id, the template ones by their name). A condition an admin created has no
// rule the sandbox knows, so it raises nothing here (as in the seed).
import type { Queryable } from '../db/database';
import { COMPANY_TEMPLATES, COMPANY_TEMPLATES_JA } from '../seed/alarm/company-templates';
import { NAMED_RULES, TEMPLATE_RULES, type Rule } from '../seed/alarm/condition-rules';
import type { Cond } from '../seed/alarm/conditions';
import type { Severity } from '../seed/alarm/vocabulary';

function ruleOf(id: number, name: string): Rule | null {
  if (NAMED_RULES[id]) return NAMED_RULES[id];
  const i = COMPANY_TEMPLATES.findIndex((t, k) => t[0] === name || COMPANY_TEMPLATES_JA[k]?.[0] === name);
  return i >= 0 ? (TEMPLATE_RULES[i] ?? null) : null;
}

export async function currentConditions(db: Queryable): Promise<Cond[]> {
  const rows = await db.query<{
    id: number;
    company_id: number | null;
    name: string;
    description: string | null;
    category_id: number;
    severity: Severity;
    enabled: boolean;
    threshold: number;
    window_minutes: number;
    updated_on: Date | string;
  }>(
    `select id, company_id, name, description, category_id, severity, enabled, threshold, window_minutes, updated_on
     from alarm_conditions where company_id is not null order by id`,
  );
  const conds: Cond[] = [];
  for (const r of rows) {
    const rule = ruleOf(r.id, r.name);
    if (!rule) continue;
    conds.push({
      id: r.id,
      companyId: r.company_id,
      name: r.name,
      description: r.description ?? '',
      category: r.category_id,
      severity: r.severity,
      enabled: r.enabled,
      threshold: r.threshold,
      windowMinutes: r.window_minutes,
      updatedOn: new Date(r.updated_on),
      rule,
    });
  }
  return conds;
}
