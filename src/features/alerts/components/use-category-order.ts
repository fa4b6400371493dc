// The alert categories' order as the user reads their names (alert-table.ts, categoryOrderOf):
// the table and the tabs ask for the same page with it.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { categoryOrderOf } from '../api/alert-table';

export function useCategoryOrder(): readonly number[] | undefined {
  const { t, i18n } = useTranslation();
  const { queries } = useApi();
  const categories = useQuery(queries.Alarm_GetAlarmConditionCategories()).data?.entityData;
  return useMemo(
    () => (categories ? categoryOrderOf(categories, t, i18n.language) : undefined),
    [categories, t, i18n.language],
  );
}
