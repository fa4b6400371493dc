// The policy change checklist (/policies/policy-change-checklist/...): WAI-ARIA tabs for the
// draftreviews, completed and deleted lists, each a route of its own, over the PagedTable of the
// checklist items with their impact. On the open reviews' list, for the roles that may, each
// item's decision, decision status (as its review's permission level allows), risk level, scope
// and mode are set in place, and for a selection at once (ChecklistBulkDialog); a row narrows
// the list to its review's checklist.
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCanCall } from '../../../access/use-can-call';
import { useApi } from '../../../components/api/use-api';
import { ListViewTabs } from '../../../components/paged-table/ListViewTabs';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import type { BulkAction, RowAction } from '../../../components/paged-table/paged-table-options';
import type { TableDefinition } from '../../../components/paged-table/table-definition';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { checklistViews } from '../api/checklist-views';
import {
  DECISION_STATUS_BADGES,
  MODE_LABELS,
  REVIEW_FILTER_ID,
  SCOPE_LABELS,
  checklistPageQuery,
  checklistTable,
  reviewChecklistPageQuery,
  reviewFilterOf,
  type ChecklistItem,
} from '../api/checklist-table';
import { RISK_BADGES } from '../api/review-table';
import { useReviewLookups, withServerOptions, type ReviewLookups } from '../api/review-lookups';
import { DECISION_LABELS, type ListState } from '../api/unique-block-table';
import { decisionStatusesOfLevel, needsDecision } from '../decision-permissions';
import { ChecklistBulkDialog } from './ChecklistBulkDialog';
import { ChecklistFieldSelect } from './ChecklistFieldSelect';
import type { MessageKey, Translate } from '../../../i18n/message-key';

type Table = TableDefinition<
  ChecklistItem,
  NonNullable<Parameters<ReturnType<typeof checklistPageQuery>>[0]['sortColumn']>
>;

/** The words of an editable field of an item. */
function wordsOf(t: Translate, field: string, item: ChecklistItem): string {
  switch (field) {
    case 'decision':
      return item.decision ? t(DECISION_LABELS[item.decision]) : t('policyReview.checklist.noDecision');
    case 'decisionStatus':
      return t(DECISION_STATUS_BADGES[item.decisionStatus].labelKey);
    case 'riskLevel':
      return t(RISK_BADGES[item.riskLevel].labelKey);
    case 'scope':
      return t(SCOPE_LABELS[item.scope]);
    default:
      return t(MODE_LABELS[item.mode]);
  }
}

/**
 * The table with the editable columns rendered as selects (same ids, so the settings are shared);
 * the selects and the decision status filter offer the server's lookups, in its order.
 */
function useEditableTable(editable: boolean, lookups: ReviewLookups): Table {
  const { t } = useTranslation();
  return useMemo(() => {
    const served = withServerOptions(checklistTable, { decisionStatus: lookups.decisionStatuses });
    if (!editable) return served;
    const options = (values: readonly string[], labels: Readonly<Record<string, MessageKey>>) =>
      values.map((value) => ({ value, label: t(labels[value]!) }));
    const editors: Record<string, (item: ChecklistItem) => ReactNode> = {
      decision: (item) => (
        <ChecklistFieldSelect
          item={item}
          field="decision"
          label={t('policyReview.checklistPage.edit.decision', { title: item.title })}
          // The decisions DecisionOptions offers for the item's block (carried by the item).
          options={item.decisionOptions.map((value) => ({ value, label: t(DECISION_LABELS[value]) }))}
          // An approved or rejected item keeps a decision.
          {...(needsDecision(item.decisionStatus)
            ? {}
            : { emptyLabel: t('policyReview.checklist.noDecision') })}
        />
      ),
      decisionStatus: (item) => {
        const allowed = lookups.decisionStatuses.filter((status) =>
          decisionStatusesOfLevel(item.permissionLevel).includes(status),
        );
        if (!allowed.includes(item.decisionStatus)) return wordsOf(t, 'decisionStatus', item);
        return (
          <ChecklistFieldSelect
            item={item}
            field="decisionStatus"
            label={t('policyReview.checklistPage.edit.decisionStatus', { title: item.title })}
            options={allowed.map((value) => ({
              value,
              label: t(DECISION_STATUS_BADGES[value].labelKey),
              disabled: needsDecision(value) && !item.decision,
            }))}
          />
        );
      },
      riskLevel: (item) => (
        <ChecklistFieldSelect
          item={item}
          field="riskLevel"
          label={t('policyReview.checklistPage.edit.risk', { title: item.title })}
          options={lookups.riskLevels.map((value) => ({ value, label: t(RISK_BADGES[value].labelKey) }))}
        />
      ),
      scope: (item) => (
        <ChecklistFieldSelect
          item={item}
          field="scope"
          label={t('policyReview.checklistPage.edit.scope', { title: item.title })}
          options={options(lookups.scopes, SCOPE_LABELS)}
        />
      ),
      mode: (item) => (
        <ChecklistFieldSelect
          item={item}
          field="mode"
          label={t('policyReview.checklistPage.edit.mode', { title: item.title })}
          options={options(lookups.modes, MODE_LABELS)}
        />
      ),
    };
    return {
      ...served,
      columns: served.columns.map((column) => {
        const editor = editors[column.id];
        if (!editor) return column;
        return {
          ...column,
          kind: 'custom' as const,
          value: (item: ChecklistItem) => item[column.id as keyof ChecklistItem],
          // A ReadOnly review's items take no change: their values are shown as words.
          render: (item: ChecklistItem) =>
            item.permissionLevel === 'ReadOnly' ? wordsOf(t, column.id, item) : editor(item),
        };
      }),
    };
  }, [editable, lookups, t]);
}

export function Checklist({ listState, search }: { listState: ListState; search: TableSearch }) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const navigate = useNavigate();
  const reviewId = reviewFilterOf(search);
  const allItems = useMemo(() => checklistPageQuery(queries, listState), [queries, listState]);
  const oneReview = useMemo(
    () => (reviewId === null ? null : reviewChecklistPageQuery(queries, listState, reviewId)),
    [queries, listState, reviewId],
  );
  const canUpdate = useCanCall('PolicyReview_UpdateReviewCheckListItem');
  const editable = canUpdate && listState === 'draftreviews';
  const definition = useEditableTable(editable, useReviewLookups(queries));
  const [changing, setChanging] = useState<ChecklistItem[] | null>(null);
  const path = checklistViews.pathOf(listState);
  const go = (next: TableSearch) => void navigate({ to: path, search: next });

  const bulkActions = useMemo<BulkAction<ChecklistItem>[]>(
    () => [
      {
        id: 'change',
        label: t('policyReview.checklistPage.bulk.action'),
        appliesTo: (item) => item.permissionLevel !== 'ReadOnly',
        run: (items) => setChanging(items),
      },
    ],
    [t],
  );
  const rowActions = useMemo<RowAction<ChecklistItem>[]>(
    () => [
      {
        id: 'only-review',
        label: t('policyReview.checklistPage.onlyReview'),
        name: (item) => t('policyReview.checklistPage.onlyReviewNamed', { review: item.reviewName }),
        hidden: (item) => search.filters?.[REVIEW_FILTER_ID] === String(item.reviewId),
        onSelect: (item) =>
          go({
            ...search,
            page: undefined,
            filters: { ...search.filters, [REVIEW_FILTER_ID]: String(item.reviewId) },
          }),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, search, path],
  );

  // One review's checklist (ListReviewCheckList) or every review's (ListCheckList): one table.
  const tableProps = {
    definition,
    search,
    onSearchChange: go,
    exportName: `policy-checklist-${listState}`,
    emptyText: t(`policyReview.checklistPage.empty.${listState}`),
    rowActions,
    rowActionsDisplay: 'menu' as const,
    ...(editable ? { bulkActions } : {}),
  };

  return (
    <>
      <ListViewTabs views={checklistViews} view={listState} search={search}>
        {oneReview ? (
          <PagedTable {...tableProps} pageQuery={oneReview} />
        ) : (
          <PagedTable {...tableProps} pageQuery={allItems} />
        )}
      </ListViewTabs>
      <ChecklistBulkDialog items={changing} onClose={() => setChanging(null)} />
    </>
  );
}
