// What the event-rules routes' loaders do, loaded with them (not with the sign-in page): the
// saved rules of the level the page works on, once its group or template is selected, and the
// template's name, both at once.
import type { QueryClient } from '@tanstack/react-query';
import { rolePolicyTemplateStore } from '../../../access/role-policy-template';
import type { Queries } from '../../../api/query-layer';
import { loadPage } from '../../../api/route-loading';
import { scopeStore } from '../../../scope/scope-store';
import { ruleLevelOf, type RuleKind, type RuleLevel } from './rule-kinds';
import { ignoreRulesQuery, severityRulesQuery, templateQuery } from './rule-queries';

export async function loadRules(
  queryClient: QueryClient,
  queries: Queries,
  kind: RuleKind,
  levelKind: RuleLevel['kind'],
): Promise<void> {
  const level = ruleLevelOf(levelKind, rolePolicyTemplateStore.get());
  // Only an agms group (one with a main id) has rules; otherwise the page says what to select.
  if (!level || (level.kind === 'group' && !scopeStore.getSelection().group?.mainId)) return;
  const rules = kind === 'ignore' ? ignoreRulesQuery(queries, level) : severityRulesQuery(queries, level);
  const template = level.kind === 'template' ? [templateQuery(queries, level.templateId)] : [];
  await loadPage(queryClient, { needed: [rules, ...template] });
}
