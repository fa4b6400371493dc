// The scope dialog's sites and groups lists (spec section 7): GetSites lists the sites of the
// selected company, GetGroups the groups of the selected site. The scope headers decide how much
// each shows: a choice that let the user see siblings set withoutSiteHeader / withoutGroupHeader,
// so the list is every site of the company / every group of the site, not the current one only.
// Both lists are asked for when the dialog opens, beside the tree (no waterfall).
import { Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Queries } from '../api/query-layer';
import type { ScopeEntity } from '../domain/scope-selection';
import type { ScopeTreeNode } from '../session/scope-tree';
import { choiceFromList, type ListedScope } from './scope-list-choice';
import type { ScopeChoice } from './scope-choice';

export interface ScopeSiblingListsProps {
  queries: Queries;
  opened: boolean;
  selection: { company: ScopeEntity | null; site: ScopeEntity | null; group: ScopeEntity | null };
  /** The tree, when it has come: a listed entry is chosen with its path in the tree. */
  tree: readonly ScopeTreeNode[];
  filter: string;
  onChoose: (choice: ScopeChoice) => void;
}

export function ScopeSiblingLists({
  queries,
  opened,
  selection,
  tree,
  filter,
  onChoose,
}: ScopeSiblingListsProps) {
  const { t } = useTranslation();
  const sites = useQuery({
    ...queries.Site_GetSites(),
    enabled: opened && selection.company !== null,
    staleTime: 60_000,
  });
  const groups = useQuery({
    ...queries.Group_GetGroups(),
    enabled: opened && selection.site !== null,
    staleTime: 60_000,
  });
  const toListed = (rows: readonly { key: string; value: string }[] | undefined): ListedScope[] =>
    (rows ?? []).map((row) => ({ guid: row.key, name: row.value }));

  return (
    <>
      {selection.company && (
        <ScopeList
          title={t('scope.dialog.sitesOf', { name: selection.company.name ?? '' })}
          loadingText={t('scope.dialog.loadingSites')}
          emptyText={t('scope.dialog.noSites')}
          query={sites}
          entries={toListed(sites.data?.entityData)}
          currentGuid={selection.site?.guid ?? null}
          filter={filter}
          onChoose={(entry) => onChoose(choiceFromList(tree, entry, 2, selection))}
        />
      )}
      {selection.site && (
        <ScopeList
          title={t('scope.dialog.groupsOf', { name: selection.site.name ?? '' })}
          loadingText={t('scope.dialog.loadingGroups')}
          emptyText={t('scope.dialog.noGroups')}
          query={groups}
          entries={toListed(groups.data?.entityData)}
          currentGuid={selection.group?.guid ?? null}
          filter={filter}
          onChoose={(entry) => onChoose(choiceFromList(tree, entry, 3, selection))}
        />
      )}
    </>
  );
}

interface ScopeListProps {
  title: string;
  loadingText: string;
  emptyText: string;
  query: { isPending: boolean; isError: boolean };
  entries: readonly ListedScope[];
  currentGuid: string | null;
  filter: string;
  onChoose: (entry: ListedScope) => void;
}

function ScopeList({
  title,
  loadingText,
  emptyText,
  query,
  entries,
  currentGuid,
  filter,
  onChoose,
}: ScopeListProps) {
  const { t } = useTranslation();
  const needle = filter.trim().toLowerCase();
  const shown = needle ? entries.filter((entry) => entry.name.toLowerCase().includes(needle)) : entries;
  const current = currentGuid?.toLowerCase();
  return (
    <Stack gap={4} component="section" aria-label={title}>
      <Title order={3} size="sm">
        {title}
      </Title>
      {query.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="xs" />
          <Text size="sm">{loadingText}</Text>
        </Group>
      ) : query.isError ? (
        <Text size="sm" role="alert">
          {t('errors.generic')}
        </Text>
      ) : shown.length === 0 ? (
        <Text size="sm" role="status">
          {needle ? t('errors.scope.noMatch') : emptyText}
        </Text>
      ) : (
        <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shown.map((entry) => {
            const isCurrent = entry.guid.toLowerCase() === current;
            return (
              <li key={entry.guid}>
                <Button
                  size="compact-sm"
                  variant={isCurrent ? 'light' : 'default'}
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={() => onChoose(entry)}
                  rightSection={isCurrent ? <Badge size="xs">{t('scope.dialog.current')}</Badge> : null}
                >
                  {entry.name}
                </Button>
              </li>
            );
          })}
        </Group>
      )}
    </Stack>
  );
}
