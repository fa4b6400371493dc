// The partner picker (spec sections 7 and 9): every partner at once (Partner/Search with page size
// 9999), searchable by typing, a combobox the keyboard drives (arrows, Enter, Escape). While the
// list loads it says so; a failed load says so with a way to try again; no partner says so.
import { Alert, Button, Group, Loader, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/use-api';

export interface PartnerPickerProps {
  /** The chosen partner's guid, or null. */
  value: string | null;
  onChange: (guid: string | null) => void;
  label: string;
  description?: string;
  /** A message under the picker (e.g. a partner is needed). */
  error?: string | null;
  required?: boolean;
}

/** Spec sections 7 and 9: the partner picker asks for every partner in one page. */
export const PARTNER_PICKER_PAGE_SIZE = 9999;

export const PARTNER_PICKER_REQUEST = {
  page: 1,
  pageSize: PARTNER_PICKER_PAGE_SIZE,
  sortColumn: 'name',
  sortDir: 'asc',
} as const;

export function PartnerPicker({ value, onChange, label, description, error, required }: PartnerPickerProps) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const partners = useQuery({ ...queries.Partner_Search(PARTNER_PICKER_REQUEST), staleTime: 60_000 });

  if (partners.isError)
    return (
      <Alert color="red" role="alert" title={label}>
        <Group gap="sm" justify="space-between">
          <Text size="sm">{t('admin.partnerPicker.failed')}</Text>
          <Button size="compact-sm" variant="default" onClick={() => void partners.refetch()}>
            {t('admin.partnerPicker.retry')}
          </Button>
        </Group>
      </Alert>
    );

  const rows = partners.data?.entityData ?? [];
  const empty = partners.isSuccess && rows.length === 0;
  return (
    <Select
      label={label}
      description={empty ? t('admin.partnerPicker.none') : description}
      placeholder={
        partners.isPending ? t('admin.partnerPicker.loading') : t('admin.partnerPicker.placeholder')
      }
      data={rows.map((partner) => ({ value: partner.guid, label: partner.name }))}
      value={value}
      onChange={onChange}
      searchable
      clearable
      required={required}
      disabled={partners.isPending || empty}
      aria-busy={partners.isPending}
      rightSection={partners.isPending ? <Loader size="xs" aria-hidden /> : undefined}
      nothingFoundMessage={t('admin.partnerPicker.noMatch')}
      error={error ?? undefined}
      comboboxProps={{ withinPortal: true }}
      limit={200}
    />
  );
}
