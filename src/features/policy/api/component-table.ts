// The components of one side of a block (a version, its draft, or the version in force) on the
// block's page (/policy/show): columns, filters (in the URL) and the request, over
// Policy/ListBlockComponents.
import { createElement } from 'react';
import type { ApiSchema } from '../../../api/contract-types';
import type { Queries } from '../../../api/query-layer';
import { columnsOf, type TableDefinition } from '../../../components/paged-table/table-definition';
import type { TableRequest } from '../../../components/paged-table/table-search';
import type { BlockView } from './policy-links';
import { ACTION_BADGES, ACTIONS, KIND_WORDS, KINDS } from './policy-words';
import { pagedRequestBody } from '../../../components/paged-table/paged-request-body';
import { TargetCell } from '../components/TargetCell';

export type PolicyComponent = ApiSchema<'PolicyComponent'>;
type ComponentSort = NonNullable<ApiSchema<'PolicyComponentListFilter'>['sortColumn']>;

const c = columnsOf<PolicyComponent, ComponentSort>();

export const componentTable: TableDefinition<PolicyComponent, ComponentSort> = {
  id: 'policy-components',
  labelKey: 'policy.components.table',
  rowId: (component) => component.componentKey,
  columns: [
    c.label('kind', { headerKey: 'policy.column.kind', sortKey: 'kind', width: 170, labels: KIND_WORDS }),
    c.badge('action', {
      headerKey: 'policy.column.action',
      sortKey: 'action',
      width: 110,
      badges: ACTION_BADGES,
    }),
    // The target, with the rule's origin when it was made from evidence (issue 28).
    c.custom('target', {
      headerKey: 'policy.column.target',
      sortKey: 'target',
      width: 360,
      hideable: false,
      value: (component) => component.target,
      render: (component) => createElement(TargetCell, { component }),
    }),
    c.text('product', { headerKey: 'policy.column.product', width: 180, defaultHidden: true }),
    c.text('fileName', { headerKey: 'policy.column.fileName', width: 180, defaultHidden: true }),
    c.text('note', { headerKey: 'policy.column.note', width: 260 }),
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
  ],
};

const isKind = (value: string | undefined): value is PolicyComponent['kind'] =>
  KINDS.includes(value as PolicyComponent['kind']);
const isAction = (value: string | undefined): value is PolicyComponent['action'] =>
  ACTIONS.includes(value as PolicyComponent['action']);

/** The components of a block's side (absent: the version in force) for a table request. */
export const componentPageQuery =
  (queries: Queries, blockId: number, view: BlockView | undefined) =>
  (request: TableRequest<ComponentSort>) => {
    const { kind, action } = request.filters;
    return queries.Policy_ListBlockComponents({
      ...pagedRequestBody(request),
      blockId,
      ...(view === 'draft' ? { draft: true } : typeof view === 'number' ? { version: view } : {}),
      ...(isKind(kind) ? { kind } : {}),
      ...(isAction(action) ? { action } : {}),
    });
  };
