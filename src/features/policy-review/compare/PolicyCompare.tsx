// The policy compare page (/administration/policy-compare): a review against another review, or
// against the policy as it stands, side by side: per unique block the decision on each side,
// the changed ones marked. The two sides are picked above the table and kept in the URL.
import { Alert, Button, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { pickerReviewsQuery } from './compare-pickers-query';
import { tableSearchOf, type CompareSearch } from './compare-search';
import { comparePageQuery, compareTable } from './compare-table';
import { enumLabel } from '../../../i18n/enum-labels';

/** The second picker's value for the policy as it stands. */
const POLICY = 'policy';

interface Props {
  search: CompareSearch;
  onSearchChange: (next: CompareSearch) => void;
}

function ReviewPickers({ search, onSearchChange }: Props) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const reviews = useQuery(pickerReviewsQuery(queries));
  const options = useMemo(
    () =>
      (reviews.data?.entityData ?? []).map((review) => ({
        value: String(review.reviewId),
        label: t('policyCompare.reviewOption', {
          name: review.name,
          status: enumLabel(t, 'ReviewStatus', review.status),
        }),
      })),
    [reviews.data, t],
  );
  if (reviews.isPending) return <Skeleton height={60} aria-label={t('policyCompare.loadingReviews')} />;
  if (reviews.isError) {
    return (
      <Alert color="red" role="alert" title={t('policyCompare.reviewsFailed')}>
        <Button variant="default" size="xs" onClick={() => void reviews.refetch()}>
          {t('errors.page.retry')}
        </Button>
      </Alert>
    );
  }
  if (options.length === 0) return <Text>{t('policyCompare.noReviews')}</Text>;
  // Picking a side starts a new comparison: the table's page, sort and filters start over.
  const pick = (review: number | undefined, against: number | undefined) =>
    onSearchChange({
      ...(review !== undefined ? { review } : {}),
      ...(review !== undefined && against !== undefined ? { against } : {}),
    });
  return (
    <Group align="flex-end" grow>
      <Select
        label={t('policyCompare.pickReview')}
        placeholder={t('policyCompare.pickReviewPlaceholder')}
        data={options}
        value={search.review !== undefined ? String(search.review) : null}
        onChange={(value) => pick(value ? Number(value) : undefined, search.against)}
        searchable
        nothingFoundMessage={t('policyCompare.nothingFound')}
      />
      <Select
        label={t('policyCompare.pickAgainst')}
        data={[{ value: POLICY, label: t('policyCompare.thePolicy') }, ...options]}
        value={search.against !== undefined ? String(search.against) : POLICY}
        onChange={(value) => pick(search.review, value && value !== POLICY ? Number(value) : undefined)}
        allowDeselect={false}
        searchable
        disabled={search.review === undefined}
        nothingFoundMessage={t('policyCompare.nothingFound')}
      />
    </Group>
  );
}

function Comparison({ search, onSearchChange, review }: Props & { review: number }) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const against = search.against ?? null;
  const definition = compareTable(against === null ? 'policy' : 'review');
  const pageQuery = useMemo(() => comparePageQuery(queries, review, against), [queries, review, against]);
  // The table changes its own params and keeps the two sides.
  const onTableChange = (next: TableSearch) =>
    onSearchChange({ ...next, review, ...(against !== null ? { against } : {}) });
  return (
    <PagedTable
      definition={definition}
      pageQuery={pageQuery}
      search={tableSearchOf(search)}
      onSearchChange={onTableChange}
      exportName="policy-compare"
      emptyText={t('policyCompare.empty')}
      emptyFilteredText={t('policyCompare.emptyFiltered')}
    />
  );
}

export function PolicyCompare({ search, onSearchChange }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text size="sm">{t('policyCompare.intro')}</Text>
      <ReviewPickers search={search} onSearchChange={onSearchChange} />
      {search.review !== undefined ? (
        <Comparison search={search} onSearchChange={onSearchChange} review={search.review} />
      ) : (
        <Text>{t('policyCompare.pickFirst')}</Text>
      )}
    </Stack>
  );
}
