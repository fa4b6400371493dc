// The saved rules of a group or template: the route's loader and the page read the same queries.
import type { Queries } from '../../../api/query-layer';
import { levelQuery, type RuleLevel } from './rule-kinds';

export const ignoreRulesQuery = (queries: Queries, level: RuleLevel) =>
  queries.Agms_IgnoreEvents(levelQuery(level));

export const severityRulesQuery = (queries: Queries, level: RuleLevel) =>
  queries.Agms_SeverityEvents(levelQuery(level));

/** The role-policy template the rules belong to (its name heads the page). */
export const templateQuery = (queries: Queries, templateId: number) =>
  queries.Agms_TemplatePolicy({ templateId });
