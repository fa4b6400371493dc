// The rules of the effective policy at the selected scope (the home page): each component in
// force, or shadowed by another rule, with where it comes from ("from Northwind Security
// Partners, block Office Suite v3"). Columns, filters (in the URL) and the request, over
// Policy/ListEffectiveRules.
import type { ApiSchema } from '../../../api/contract-types';
import type { Queries } from '../../../api/query-layer';
import { columnsOf, type TableDefinition } from '../../../components/paged-table/table-definition';
import type { TableRequest } from '../../../components/paged-table/table-search';
import { OriginCell } from '../components/OriginCell';
import { KindWords, RuleBadge } from '../components/RuleCells';
import { ACTION_BADGES, ACTIONS, KIND_WORDS, KINDS, STATE_WORDS } from './policy-words';
import { pagedRequestBody } from '../../../components/paged-table/paged-request-body';

export type EffectiveRule = ApiSchema<'EffectiveRule'>;
type RuleSort = NonNullable<ApiSchema<'EffectiveRuleListFilter'>['sortColumn']>;
type RuleState = ApiSchema<'PolicyRuleState'>;

const c = columnsOf<EffectiveRule, RuleSort>();

const STATE_BADGES = {
  inForce: { labelKey: STATE_WORDS.inForce, color: 'green' },
  shadowed: { labelKey: STATE_WORDS.shadowed, color: 'gray' },
} as const satisfies Record<RuleState, { labelKey: string; color: string }>;
const STATES = Object.keys(STATE_BADGES) as RuleState[];

export const ruleTable: TableDefinition<EffectiveRule, RuleSort> = {
  id: 'policy-effective-rules',
  labelKey: 'policy.rules.table',
  rowId: (rule) => `${rule.origin.blockId}:${rule.component.componentKey}`,
  rowLabel: (rule) => `${rule.component.target} (${rule.origin.blockName})`,
  columns: [
    c.custom('kind', {
      headerKey: 'policy.column.kind',
      sortKey: 'kind',
      width: 160,
      value: (rule) => rule.component.kind,
      labels: KIND_WORDS,
      render: (rule) => <KindWords kind={rule.component.kind} />,
    }),
    c.custom('action', {
      headerKey: 'policy.column.action',
      sortKey: 'action',
      width: 110,
      value: (rule) => rule.component.action,
      badges: ACTION_BADGES,
      render: (rule) => <RuleBadge style={ACTION_BADGES[rule.component.action]} />,
    }),
    c.custom('target', {
      headerKey: 'policy.column.target',
      sortKey: 'target',
      width: 320,
      hideable: false,
      value: (rule) => rule.component.target,
      render: (rule) => rule.component.target,
    }),
    c.custom('state', {
      headerKey: 'policy.column.state',
      width: 130,
      value: (rule) => rule.state,
      badges: STATE_BADGES,
      render: (rule) => <RuleBadge style={STATE_BADGES[rule.state]} />,
    }),
    c.custom('origin', {
      headerKey: 'policy.column.origin',
      sortKey: 'blockName',
      width: 340,
      value: (rule) => `${rule.origin.owner.name}: ${rule.origin.blockName} v${rule.origin.version}`,
      render: (rule) => <OriginCell rule={rule} />,
    }),
  ],
  filters: [
    {
      id: 'kind',
      kind: 'enum',
      labelKey: 'policy.column.kind',
      options: KINDS.map((kind) => ({ value: kind, labelKey: KIND_WORDS[kind] })),
    },
    {
      id: 'action',
      kind: 'enum',
      labelKey: 'policy.column.action',
      options: ACTIONS.map((action) => ({ value: action, labelKey: ACTION_BADGES[action].labelKey })),
    },
    {
      id: 'state',
      kind: 'enum',
      labelKey: 'policy.column.state',
      options: STATES.map((state) => ({ value: state, labelKey: STATE_BADGES[state].labelKey })),
    },
  ],
};

const isKind = (value: string | undefined): value is EffectiveRule['component']['kind'] =>
  KINDS.includes(value as EffectiveRule['component']['kind']);
const isAction = (value: string | undefined): value is EffectiveRule['component']['action'] =>
  ACTIONS.includes(value as EffectiveRule['component']['action']);
const isState = (value: string | undefined): value is RuleState => STATES.includes(value as RuleState);

/** The rules of the selected scope for a table request: the route's loader and the table share it. */
export const rulePageQuery = (queries: Queries) => (request: TableRequest<RuleSort>) => {
  const { kind, action, state } = request.filters;
  return queries.Policy_ListEffectiveRules({
    ...pagedRequestBody(request),
    ...(isKind(kind) ? { kind } : {}),
    ...(isAction(action) ? { action } : {}),
    ...(isState(state) ? { state } : {}),
  });
};
