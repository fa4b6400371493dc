// /policy/iconset: the icons app groups show (Policy/ListIcons), each drawn from its data URL in an
// <img> (never as markup), with its name, type, size, whether it came with the console, and the app
// groups (of the blocks the user sees) that show it. The Global Admin (useCanCall) uploads an SVG or
// PNG with the icon form; the server's refusal (too large, wrong type, an SVG that does more than
// draw) shows on the field with what was chosen kept.
import { useState } from 'react';
import { Alert, Button, Image, List, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { useCanCall } from '../../../access/use-can-call';
import { useApi } from '../../../components/api/use-api';
import { SchemaForm } from '../../../components/schema-form/SchemaForm';
import { policyIconForm } from '../../../components/schema-form/forms/policy-icon-form.gen';
import { RouterLink } from '../../../components/paged-table/router-link';
import { StaticTable } from '../../../components/static-table/StaticTable';
import { iconName } from '../api/icon-name';
import { iconSize, iconSource } from '../api/icon-source';
import { blockHref } from '../api/policy-links';
import { HomeSection } from './HomeSection';

type PolicyIcon = ApiSchema<'PolicyIcon'>;

const TYPE_WORDS = {
  'image/svg+xml': 'policy.iconset.svg',
  'image/png': 'policy.iconset.png',
} as const satisfies Record<PolicyIcon['mediaType'], string>;

function IconImage({ icon }: { icon: PolicyIcon }) {
  const source = iconSource(icon.dataUrl);
  if (!source) return null;
  // Decorative: the row's header names the icon.
  return <Image src={source} alt="" w={32} h={32} fit="contain" />;
}

/** How many app groups show the icon, and which: each with its block, a link to the block's page. */
function IconUses({ icon }: { icon: PolicyIcon }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="sm">
        {t('policy.iconset.usedBy', {
          count: icon.usedByCount,
          figure: icon.usedByCount.toLocaleString(i18n.language),
        })}
      </Text>
      {icon.usedBy.length > 0 && (
        <List size="sm" aria-label={t('policy.iconset.usesOf', { name: iconName(t, icon) })}>
          {icon.usedBy.map((use) => (
            <List.Item key={`${use.blockId}:${use.appName}`}>
              {t('policy.iconset.use', { app: use.appName })}{' '}
              <RouterLink href={blockHref(use.blockId)}>{use.blockName}</RouterLink>{' '}
              {t('policy.iconset.useOwner', {
                owner: use.level === 'spmGlobal' ? t('policy.enum.level.spmGlobal') : use.ownerName,
              })}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

function IconTable({ icons }: { icons: readonly PolicyIcon[] }) {
  const { t, i18n } = useTranslation();
  return (
    <StaticTable
      labelledBy="policy-home-icons"
      rows={icons}
      rowKey={(icon) => icon.iconId}
      emptyText={t('policy.iconset.none')}
      columns={[
        // Room for the header's word on one line ("アイコン" broke after three characters).
        {
          id: 'image',
          header: t('policy.iconset.column.image'),
          cell: (icon) => <IconImage icon={icon} />,
          style: { minWidth: '5em' },
        },
        {
          id: 'name',
          header: t('policy.iconset.column.name'),
          rowHeader: true,
          cell: (icon) => iconName(t, icon),
        },
        {
          id: 'type',
          header: t('policy.iconset.column.type'),
          cell: (icon) => t(TYPE_WORDS[icon.mediaType]),
        },
        {
          id: 'size',
          header: t('policy.iconset.column.size'),
          // A size and an origin are a word or two: never broken inside ("191 バイ|ト").
          style: NO_WRAP,
          cell: (icon) => {
            const { key, size } = iconSize(icon.byteSize, i18n.language);
            return t(`policy.iconset.${key}`, { size, count: icon.byteSize });
          },
        },
        {
          id: 'origin',
          header: t('policy.iconset.column.origin'),
          style: NO_WRAP,
          cell: (icon) => t(icon.builtIn ? 'policy.iconset.builtIn' : 'policy.iconset.uploaded'),
        },
        {
          id: 'usedBy',
          header: t('policy.iconset.column.usedBy'),
          cell: (icon) => <IconUses icon={icon} />,
        },
      ]}
    />
  );
}

function IconUpload() {
  const { t } = useTranslation();
  const upload = useMutation(useApi().mutations.Policy_UploadIcon());
  // A new form after each upload: empty again, nothing counted as changed.
  const [uploads, setUploads] = useState(0);
  return (
    <HomeSection id="upload" title={t('policy.iconset.upload')}>
      <Text size="sm">{t('policy.iconset.uploadIntro')}</Text>
      <SchemaForm
        key={uploads}
        form={policyIconForm}
        onSubmit={(body) => upload.mutateAsync(body)}
        successMessage={(body) => t('policy.iconset.uploadedNamed', { name: body.name })}
        onSaved={() => setUploads((n) => n + 1)}
        submitLabel={t('policy.iconset.uploadSubmit')}
      />
    </HomeSection>
  );
}

export function IconSet() {
  const { t } = useTranslation();
  const { queries } = useApi();
  const icons = useQuery(queries.Policy_ListIcons());
  const mayUpload = useCanCall('Policy_UploadIcon');
  return (
    <Stack gap="md">
      <Text size="sm">{t('policy.iconset.intro')}</Text>
      <HomeSection id="icons" title={t('policy.iconset.icons')}>
        {icons.isPending ? (
          <Skeleton height={160} role="status" aria-label={t('policy.iconset.loading')} aria-busy />
        ) : icons.isError ? (
          <Alert color="red" role="alert" title={t('policy.iconset.failed')}>
            <Button variant="default" size="xs" onClick={() => void icons.refetch()}>
              {t('errors.page.retry')}
            </Button>
          </Alert>
        ) : (
          <IconTable icons={icons.data.entityData} />
        )}
      </HomeSection>
      {mayUpload && <IconUpload />}
    </Stack>
  );
}
