// /policy/show: one building block. What it is (level, owner, offer, the version in force) with
// the actions the role may take on it; its components (a version, its draft, or the version in
// force: the PagedTable with search, in the URL); where it is used; its versions with a diff of
// any two; its draft. Without a block in the URL it says where to choose one.
import { useMemo } from 'react';
import { Button, Group, List, SegmentedControl, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { useApi } from '../../../components/api/use-api';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import { RouterLink } from '../../../components/paged-table/router-link';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { formatDateTime } from '../../../i18n/format';
import { blockQuery } from '../api/block-page';
import { componentPageQuery, componentTable } from '../api/component-table';
import { levelHref, POLICY_LEVELS, type BlockView } from '../api/policy-links';
import { LEVEL_WORDS, OFFER_WORDS } from '../api/policy-words';
import type { BlockPageSearch } from '../api/show-search';
import { useBlockActions } from './BlockActions';
import { useDraftComponentActions } from './DraftComponentActions';
import { BlockVersions } from './BlockVersions';
import { HomeSection } from './HomeSection';
import { WhereUsed } from './WhereUsed';
import { ownerNameOf } from './OwnerName';

type Block = ApiSchema<'PolicyBlock'>;
type Search = BlockPageSearch & TableSearch;

interface Props {
  search: Search;
  onSearchChange: (next: Search) => void;
}

export function BlockPage({ search, onSearchChange }: Props) {
  if (search.blockId === undefined) return <NoBlockChosen />;
  return <BlockDetails blockId={search.blockId} search={search} onSearchChange={onSearchChange} />;
}

function NoBlockChosen() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text>{t('policy.show.choose')}</Text>
      <List>
        {POLICY_LEVELS.map((level) => (
          <List.Item key={level}>
            <RouterLink href={levelHref(level)}>{t(LEVEL_WORDS[level])}</RouterLink>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The block page's own params, kept when the components table changes its state. */
const pageParams = ({ blockId, view, from, to }: Search): BlockPageSearch => ({ blockId, view, from, to });

function BlockDetails({ blockId, search, onSearchChange }: Props & { blockId: number }) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const navigate = useNavigate();
  const block = useSuspenseQuery(blockQuery(queries, blockId)).data.entityData;
  const { actions, dialogs } = useBlockActions<Block>(block.level, {
    onDeleted: () => void navigate({ href: levelHref(block.level) }),
  });
  const view: BlockView | undefined = search.view;
  // Components are changed in the draft: after a change the page shows the draft.
  const drafting = useDraftComponentActions(block, () =>
    onSearchChange({ ...pageParams(search), view: 'draft' }),
  );
  // The rows shown can be changed when they are the draft's, or the version in force's while there
  // is no draft (a change then starts the draft from it).
  const editableView =
    view === 'draft' ||
    (view === undefined && block.version === 0) ||
    (!block.draft && (view === undefined || view === block.version));
  const pageQuery = useMemo(() => componentPageQuery(queries, blockId, view), [queries, blockId, view]);
  const tableSearch: TableSearch = {
    page: search.page,
    pageSize: search.pageSize,
    sort: search.sort,
    dir: search.dir,
    search: search.search,
    filters: search.filters,
  };
  const viewOptions = [
    ...(block.version > 0
      ? [{ value: 'inForce', label: t('policy.show.inForce', { version: block.version }) }]
      : []),
    ...(block.draft ? [{ value: 'draft', label: t('policy.show.draft') }] : []),
    ...block.versions
      .filter((version) => version.version !== block.version)
      .map((version) => ({
        value: String(version.version),
        label: t('policy.block.version', { version: version.version }),
      })),
  ];
  const shown =
    view === undefined
      ? block.version > 0
        ? 'inForce'
        : 'draft'
      : String(view === block.version ? 'inForce' : view);
  return (
    <Stack gap="md">
      <HomeSection id="block" title={block.name}>
        <BlockFacts block={block} />
        <Group gap="xs">
          {actions
            .filter((action) => !action.hidden?.(block))
            .map((action) => (
              <Button
                key={action.id}
                variant={action.danger ? 'outline' : 'default'}
                color={action.danger ? 'red' : undefined}
                c={action.danger ? 'var(--app-color-danger-text)' : undefined}
                onClick={() => action.onSelect(block)}
              >
                {action.label}
              </Button>
            ))}
        </Group>
      </HomeSection>
      <HomeSection id="components" title={t('policy.show.components')}>
        {viewOptions.length > 1 && (
          <SegmentedControl
            aria-label={t('policy.show.side')}
            value={shown}
            data={viewOptions}
            onChange={(value) =>
              onSearchChange({
                ...pageParams(search),
                view: value === 'inForce' ? undefined : value === 'draft' ? 'draft' : Number(value),
              })
            }
          />
        )}
        <PagedTable
          definition={componentTable}
          search={tableSearch}
          onSearchChange={(next) => onSearchChange({ ...next, ...pageParams(search) })}
          pageQuery={pageQuery}
          exportName={`policy-block-${blockId}`}
          toolbar={
            drafting.canEdit ? <Button onClick={drafting.add}>{t('policy.component.add')}</Button> : undefined
          }
          rowActions={editableView && drafting.rowActions.length > 0 ? drafting.rowActions : undefined}
          rowActionsDisplay="menu"
        />
        {drafting.canEdit && !editableView && (
          <Text size="sm" c="dimmed">
            {t('policy.component.onlyDraft')}
          </Text>
        )}
      </HomeSection>
      <HomeSection id="whereUsed" title={t('policy.show.whereUsed')}>
        <WhereUsed whereUsed={block.whereUsed} />
      </HomeSection>
      <HomeSection id="versions" title={t('policy.show.versions')}>
        <BlockVersions
          block={block}
          from={search.from}
          to={search.to}
          onCompare={(from, to) => onSearchChange({ ...search, from, to })}
        />
      </HomeSection>
      {dialogs}
      {drafting.dialogs}
    </Stack>
  );
}

function BlockFacts({ block }: { block: Block }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={4}>
      {block.description && <Text size="sm">{block.description}</Text>}
      <Text size="sm">
        {t('policy.show.facts', {
          level: t(LEVEL_WORDS[block.level]),
          owner: ownerNameOf(t, block.owner),
          offer: t(OFFER_WORDS[block.offer]),
        })}
      </Text>
      <Text size="sm" data-figure="version">
        {block.version > 0
          ? t('policy.show.versionInForce', {
              version: block.version,
              on: formatDateTime(block.publishedOn, i18n.language),
            })
          : t('policy.block.notPublished')}
      </Text>
      {block.draft && (
        <Text size="sm" data-figure="draft">
          {t('policy.show.draftFacts', {
            basedOn: block.draft.basedOnVersion,
            components: block.draft.componentCount,
            by: block.draft.updatedBy,
            on: formatDateTime(block.draft.updatedOn, i18n.language),
          })}
        </Text>
      )}
    </Stack>
  );
}
