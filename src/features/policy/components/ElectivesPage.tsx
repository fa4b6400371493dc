// /policy/top-level-electives: what the levels above offer the selected scope. The mandatory
// blocks (shown, never offered to opt out of) and the electives in the PagedTable (search and
// filter in the URL) with the choice made here and the one in force. The roles that may choose
// (useCanCall) opt in, opt out or follow the choice above, each asked in the one ConfirmDialog;
// the global root cannot choose, so it only reads.
import { useMemo, useState } from 'react';
import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCanCall } from '../../../access/use-can-call';
import { useApi } from '../../../components/api/use-api';
import { ConfirmDialog } from '../../../components/confirm-dialog/ConfirmDialog';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import type { RowAction } from '../../../components/paged-table/paged-table-options';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { effectivePolicyQuery } from '../api/effective-policy';
import { CHOICES, useSetElectiveChoice, type ElectiveChoice } from '../api/elective-choice';
import { electivePageQuery, electiveTable, type Elective } from '../api/elective-table';
import { HomeSection } from './HomeSection';
import { MandatoryFromAbove } from './MandatoryFromAbove';

const ACTION_KEYS = {
  in: { label: 'policy.electives.optIn', named: 'policy.electives.optInNamed' },
  out: { label: 'policy.electives.optOut', named: 'policy.electives.optOutNamed' },
  inherit: { label: 'policy.electives.inherit', named: 'policy.electives.inheritNamed' },
} as const satisfies Record<ElectiveChoice, { label: string; named: string }>;

function useChoiceActions(scopeName: string | null, canChoose: boolean) {
  const { t } = useTranslation();
  const save = useSetElectiveChoice();
  const [asked, setAsked] = useState<{ choice: ElectiveChoice; elective: Elective } | null>(null);
  const actions: RowAction<Elective>[] = canChoose
    ? CHOICES.map((choice) => ({
        id: choice,
        label: t(ACTION_KEYS[choice].label),
        name: (elective: Elective) => t(ACTION_KEYS[choice].named, { name: elective.name }),
        onSelect: (elective: Elective) => setAsked({ choice, elective }),
        hidden: (elective: Elective) => elective.choice === choice,
      }))
    : [];
  const choice = asked?.choice ?? 'in';
  const words = { name: asked?.elective.name ?? '', scope: scopeName ?? '' };
  const dialog = (
    <ConfirmDialog
      opened={asked !== null}
      title={t(`policy.electives.ask.${choice}.title`)}
      message={t(`policy.electives.ask.${choice}.message`, words)}
      confirmLabel={t(ACTION_KEYS[choice].label)}
      danger={choice === 'out'}
      onCancel={() => setAsked(null)}
      onConfirm={async () => {
        if (!asked) return;
        await save.mutateAsync({ blockId: asked.elective.blockId, choice: asked.choice });
        notifications.show({
          color: 'green',
          message: t(`policy.electives.saved.${asked.choice}`, words),
          closeButtonProps: { 'aria-label': t('policy.closeNotice') },
        });
        setAsked(null);
      }}
    />
  );
  return { actions, dialog };
}

export function ElectivesPage({
  search,
  onSearchChange,
}: {
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
}) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const pageQuery = useMemo(() => electivePageQuery(queries), [queries]);
  const policy = useQuery(effectivePolicyQuery(queries));
  const scope = policy.data?.entityData.scope ?? null;
  const atRoot = scope?.nodeType === 'global';
  const mayChoose = useCanCall('Policy_SetElectiveChoice');
  const { actions, dialog } = useChoiceActions(scope?.name ?? null, mayChoose && scope !== null && !atRoot);
  return (
    <Stack gap="md">
      <Text size="sm">{t('policy.electives.intro')}</Text>
      {policy.isPending ? (
        <Skeleton height={120} role="status" aria-label={t('policy.home.loading')} aria-busy />
      ) : policy.isError ? (
        <Alert color="red" role="alert" title={t('policy.home.failed')} />
      ) : (
        <MandatoryFromAbove blocks={policy.data.entityData.blocks} />
      )}
      <HomeSection
        id="electives"
        title={scope ? t('policy.electives.offeredTo', { scope: scope.name }) : t('policy.electives.offered')}
      >
        {mayChoose && atRoot && <Text size="sm">{t('validation.policyElective.globalRoot')}</Text>}
        <PagedTable
          definition={electiveTable}
          search={search}
          onSearchChange={onSearchChange}
          pageQuery={pageQuery}
          exportName="policy-electives"
          rowActions={actions}
          rowActionsDisplay="menu"
        />
      </HomeSection>
      {dialog}
    </Stack>
  );
}
