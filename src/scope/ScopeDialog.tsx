// The scope-change dialog (spec sections 2, 4, 8, 9): the scope tree with a filter of at most 191
// characters, the Global entry for the Global Admin only. A choice stores the node's level as the
// role and its path as the selection (every later request carries the matching headers), lets the
// legacy server's session follow in a hidden frame, then reloads to the company overview about
// 2 s after the frame has loaded. Global clears the selection and goes to manage partners.
import { useState } from 'react';
import { Badge, Button, Group, Loader, Modal, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../api/client';
import { PagedRequestLimits } from '../domain/contract-limits';
import { apiQueriesFor, consoleConfigQuery } from '../session/api-queries';
import { legacyBaseUrlOrNull } from '../session/legacy-base-url';
import { HOME_PATH } from '../session/login-redirect';
import { pageLocation } from '../session/page-location';
import { filterScopeTree, type ScopeTreeNode } from '../session/scope-tree';
import { storedSelection } from '../session/stored-selection';
import { offersGlobal, sessionSyncUrl, type ScopeChoice } from './scope-choice';
import { scopeStore, useScope } from './scope-store';
import { ScopeSiblingLists } from './ScopeSiblingLists';
import { ScopeTreeView } from './ScopeTreeView';
import { SessionSyncFrame } from '../session/SessionSyncFrame';
import { nodeKey, parentKeys } from './tree-navigation';

/** Spec section 9: 191, the contract's bound on search terms. */
export const SCOPE_FILTER_MAX_LENGTH: number = PagedRequestLimits.search.maxLength;
/** Spec section 9: the reload comes about 2 s after the legacy frame has loaded. */
export const SCOPE_RELOAD_DELAY_MS = 2000;
/** Where the Global choice goes (spec section 4). */
export const GLOBAL_SCOPE_PATH = '/administration/manage-partners';

export interface ScopeDialogProps {
  opened: boolean;
  onClose: () => void;
  client: ApiClient;
  reloadDelayMs?: number;
}

type Switching = { name: string; syncUrl: string | null };

export function ScopeDialog({
  opened,
  onClose,
  client,
  reloadDelayMs = SCOPE_RELOAD_DELAY_MS,
}: ScopeDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { selection, realRole } = useScope();
  const queries = apiQueriesFor(client);
  const tree = useQuery({ ...queries.Company_GetScopeTree(), enabled: opened, staleTime: 60_000 });
  // The legacy server's address (for the sync frame) is asked for beside the tree.
  useQuery({ ...consoleConfigQuery(queries), enabled: opened });
  const [filter, setFilter] = useState('');
  const [switching, setSwitching] = useState<Switching | null>(null);
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());

  const nodes: readonly ScopeTreeNode[] = tree.data?.entityData ?? [];
  const filtered = filterScopeTree(nodes, filter);
  const filtering = filter.trim() !== '';
  const currentKey = currentNodeKey(selection);
  // Open by default: while filtering every match's ancestors, else the current scope's path and a
  // single root. The user's own opening and closing wins over both.
  const openByDefault = new Set(filtering ? parentKeys(filtered) : defaultOpen(nodes, currentKey));
  const expanded = new Set(
    [...parentKeys(filtered)].filter((key) => toggled.get(key) ?? openByDefault.has(key)),
  );

  const reloadAfterSync = () => setTimeout(() => pageLocation.assign(HOME_PATH), reloadDelayMs);

  async function choose(row: ScopeChoice) {
    if (switching) return;
    scopeStore.select({ node: row.node, path: row.path });
    setSwitching({ name: row.node.name, syncUrl: null });
    // Without the legacy server's address there is nothing to sync: the reload comes at once.
    const legacyBaseUrl = await legacyBaseUrlOrNull(queryClient, client);
    const syncUrl = sessionSyncUrl(legacyBaseUrl, storedSelection.get(), row.node.type);
    if (syncUrl === null) reloadAfterSync();
    else setSwitching({ name: row.node.name, syncUrl });
  }

  function chooseGlobal() {
    if (switching) return;
    scopeStore.selectGlobal();
    setSwitching({ name: t('scope.dialog.global'), syncUrl: null });
    pageLocation.assign(GLOBAL_SCOPE_PATH);
  }

  const isGlobalNow =
    realRole === 'AGMSAdmin' &&
    !selection.partner &&
    !selection.company &&
    !selection.site &&
    !selection.group;

  return (
    <Modal
      opened={opened}
      onClose={switching ? () => undefined : onClose}
      title={t('scope.dialog.title')}
      size="lg"
      closeOnEscape={!switching}
      closeOnClickOutside={!switching}
      withCloseButton={!switching}
    >
      {switching ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('scope.dialog.switching', { name: switching.name })}</Text>
          {switching.syncUrl && <SessionSyncFrame url={switching.syncUrl} onSynced={reloadAfterSync} />}
        </Group>
      ) : (
        <Stack gap="sm">
          <TextInput
            label={t('scope.dialog.filter')}
            placeholder={t('scope.dialog.filterPlaceholder')}
            value={filter}
            maxLength={SCOPE_FILTER_MAX_LENGTH}
            onChange={(event) => setFilter(event.currentTarget.value.slice(0, SCOPE_FILTER_MAX_LENGTH))}
            data-autofocus
          />
          {offersGlobal(realRole) && (
            <Button
              variant={isGlobalNow ? 'light' : 'default'}
              justify="space-between"
              fullWidth
              onClick={chooseGlobal}
              rightSection={isGlobalNow ? <Badge size="sm">{t('scope.dialog.current')}</Badge> : null}
            >
              {t('scope.dialog.global')}
            </Button>
          )}
          <ScopeSiblingLists
            queries={queries}
            opened={opened}
            selection={selection}
            tree={nodes}
            filter={filter}
            onChoose={(choice) => void choose(choice)}
          />
          <Text size="xs" c="dimmed">
            {t('scope.dialog.hint')}
          </Text>
          {tree.isPending ? (
            <Group gap="sm" role="status">
              <Loader size="sm" />
              <Text>{t('scope.dialog.loading')}</Text>
            </Group>
          ) : nodes.length === 0 ? (
            <Text role="status">{t('errors.scope.noDetails')}</Text>
          ) : filtered.length === 0 ? (
            <Text role="status">{t('errors.scope.noMatch')}</Text>
          ) : (
            <ScrollArea.Autosize mah="55vh" type="auto" offsetScrollbars>
              <ScopeTreeView
                nodes={filtered}
                expanded={expanded}
                onExpandedChange={(key, open) => setToggled((previous) => new Map(previous).set(key, open))}
                currentKey={currentKey}
                onChoose={(row) => void choose(row)}
                label={t('scope.dialog.tree')}
              />
            </ScrollArea.Autosize>
          )}
        </Stack>
      )}
    </Modal>
  );
}

/** The key of the deepest selected node: the current scope in the tree. */
function currentNodeKey(selection: {
  partner: { guid: string } | null;
  company: { guid: string } | null;
  site: { guid: string } | null;
  group: { guid: string } | null;
}): string | null {
  if (selection.group) return `3:${selection.group.guid}`;
  if (selection.site) return `2:${selection.site.guid}`;
  if (selection.company) return `1:${selection.company.guid}`;
  if (selection.partner) return `0:${selection.partner.guid}`;
  return null;
}

/** The ancestors of the current node, and the root when there is only one. */
function defaultOpen(nodes: readonly ScopeTreeNode[], currentKey: string | null): string[] {
  const open: string[] = nodes.length === 1 && nodes[0] ? [nodeKey(nodes[0])] : [];
  const walk = (list: readonly ScopeTreeNode[], above: string[]): string[] | null => {
    for (const node of list) {
      const key = nodeKey(node);
      if (key === currentKey) return above;
      const found = walk(node.childNodes, [...above, key]);
      if (found) return found;
    }
    return null;
  };
  return [...open, ...((currentKey && walk(nodes, [])) || [])];
}
