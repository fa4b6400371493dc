// The two kinds of event rules and the level they are kept at: the selected agms group
// (ignore-events, severity-events) or a role-policy template (the -role pages).
import type { RolePolicyTemplate } from '../../../access/access-facts';

export type RuleKind = 'ignore' | 'severity';

/** Group level: the scope headers name the group. Template level: the template id. */
export type RuleLevel = { kind: 'group' } | { kind: 'template'; templateId: number };

/** The query of the list calls (agms/IgnoreEvents, agms/SeverityEvents). */
export function levelQuery(level: RuleLevel): { templateId?: number } {
  return level.kind === 'template' ? { templateId: level.templateId } : {};
}

/** The level of a page: the group of the scope, or the selected template (null while unknown). */
export function ruleLevelOf(
  levelKind: RuleLevel['kind'],
  template: RolePolicyTemplate | null,
): RuleLevel | null {
  if (levelKind === 'group') return { kind: 'group' };
  const templateId = Number(template?.id);
  return Number.isInteger(templateId) && templateId > 0 ? { kind: 'template', templateId } : null;
}
