// The saved rules of a group or template: the route's loader and the page read the same queries.
import type { ApiQueries } from '../../../api/queries';
import { levelQuery, type RuleLevel } from './rule-kinds';

export const ignoreRulesQuery = (queries: ApiQueries, level: RuleLevel) =>
  queries.agent.ignoreEvents(levelQuery(level));

export const severityRulesQuery = (queries: ApiQueries, level: RuleLevel) =>
  queries.agent.severityEvents(levelQuery(level));

/** The role-policy template the rules belong to (its name heads the page). */
export const templateQuery = (queries: ApiQueries, templateId: number) =>
  queries.agent.templatePolicy({ templateId });
