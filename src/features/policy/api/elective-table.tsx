// The electives offered to the selected scope (/policy/top-level-electives): SPM global ones and
// its partner's, with where each comes from, the choice made here and whether it is in force (and
// which node decided). Columns, the "in force" filter (in the URL) and the request, over
// Policy/ListElectives.
import type { ApiSchema } from '../../../api/contract-types';
import type { Queries } from '../../../api/query-layer';
import { columnsOf, type TableDefinition } from '../../../components/paged-table/table-definition';
import type { TableRequest } from '../../../components/paged-table/table-search';
import { pagedRequestBody } from '../../../components/paged-table/paged-request-body';
import { ENUM_LABELS } from '../../../i18n/enum-labels';
import { VersionCell } from '../components/BlockCells';
import { ChosenCell } from '../components/ChosenCell';
import { RuleBadge } from '../components/RuleCells';
import { blockHref } from './policy-links';
import { LEVEL_WORDS } from './policy-words';
import { OwnerName, ownerNameOf } from '../components/OwnerName';

export type Elective = ApiSchema<'PolicyElective'>;
type ElectiveSort = NonNullable<ApiSchema<'ElectiveListFilter'>['sortColumn']>;
type Choice = ApiSchema<'ElectiveChoice'>;

const c = columnsOf<Elective, ElectiveSort>();

export const CHOICE_BADGES = {
  in: { labelKey: ENUM_LABELS.ElectiveChoice.in, color: 'green' },
  out: { labelKey: ENUM_LABELS.ElectiveChoice.out, color: 'gray' },
  inherit: { labelKey: ENUM_LABELS.ElectiveChoice.inherit, color: 'blue' },
} as const satisfies Record<Choice, { labelKey: string; color: string }>;

const IN_FORCE = [
  { value: 'true', labelKey: 'policy.electives.inForce' },
  { value: 'false', labelKey: 'policy.electives.notInForce' },
] as const;

export const electiveTable: TableDefinition<Elective, ElectiveSort> = {
  id: 'policy-electives',
  labelKey: 'policy.electives.table',
  rowId: (elective) => String(elective.blockId),
  columns: [
    c.link('name', {
      headerKey: 'policy.column.block',
      sortKey: 'name',
      width: 200,
      hideable: false,
      href: (elective) => blockHref(elective.blockId),
    }),
    c.custom('choice', {
      headerKey: 'policy.column.choiceHere',
      width: 170,
      value: (elective) => elective.choice,
      badges: CHOICE_BADGES,
      render: (elective) => <RuleBadge style={CHOICE_BADGES[elective.choice]} />,
    }),
    c.custom('chosen', {
      headerKey: 'policy.column.inForceHere',
      width: 260,
      value: (elective) => elective.chosen,
      exportText: (elective, t) =>
        elective.decidedAt === null
          ? t('policy.electives.notChosenAnywhere')
          : elective.chosen
            ? t('policy.electives.chosenAt', { name: elective.decidedAt.name })
            : t('policy.electives.declinedAt', { name: elective.decidedAt.name }),
      render: (elective) => <ChosenCell elective={elective} />,
    }),
    c.label('level', { headerKey: 'policy.column.level', sortKey: 'level', width: 170, labels: LEVEL_WORDS }),
    c.custom('owner', {
      headerKey: 'policy.column.offeredBy',
      width: 220,
      value: (elective) => elective.owner.name,
      exportText: (elective, t) => ownerNameOf(t, elective.owner),
      render: (elective) => <OwnerName owner={elective.owner} />,
    }),
    c.custom('version', {
      headerKey: 'policy.column.version',
      sortKey: 'version',
      width: 120,
      value: (elective) => elective.version,
      render: (elective) => <VersionCell version={elective.version} />,
    }),
    c.number('componentCount', { headerKey: 'policy.column.components', width: 130 }),
  ],
  filters: [{ id: 'chosen', kind: 'enum', labelKey: 'policy.column.inForceHere', options: IN_FORCE }],
};

/** The list's queryOptions for a table request: the route's loader and the table share it. */
export const electivePageQuery = (queries: Queries) => (request: TableRequest<ElectiveSort>) => {
  const { chosen } = request.filters;
  return queries.Policy_ListElectives({
    ...pagedRequestBody(request),
    ...(chosen === 'true' || chosen === 'false' ? { chosen: chosen === 'true' } : {}),
  });
};
