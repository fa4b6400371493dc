// The computer page (/endpoints/computer/{computerGuid}, and the same under the drill-down): every
// field of GetComputerDetail, its place (company › site › group, linked to the asset pages), its
// recent users and links to its alerts and events (the filtered lists, for the roles that may open
// them). The route's loader has read both (the route's PagePending, PageLoadError and PageNotFound
// show the other states).
import type { ReactNode } from 'react';
import { Anchor, Badge, Breadcrumbs, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../access/use-can';
import type { ApiSchema } from '../../../api/contract-types';
import { useApi } from '../../../components/api/use-api';
import { RouterLink } from '../../../components/paged-table/router-link';
import { formatDateTime, formatMemory } from '../../../i18n/format';
import { computerDetailQuery, computerUsersQuery } from '../api/computer-detail';
import { PROTECTION_BADGES } from '../api/computer-table';
import { groupComputersPath, groupsPath, sitesPath } from '../api/asset-paths';
import { computerAlertsPath, computerEventsPath } from '../api/computer-paths';
import { ComputerState } from './ComputerState';
import type { KeysUnder } from '../../../i18n/message-key';

type ComputerDetail = ApiSchema<'ComputerDetail'>;

export function ComputerPage({
  computerGuid,
  actions,
}: {
  computerGuid: string;
  actions?: (computer: ComputerDetail) => ReactNode;
}) {
  const { queries } = useApi();
  const detail = useSuspenseQuery(computerDetailQuery(queries, computerGuid));
  return <ComputerDetails computer={detail.data.entityData} actions={actions} />;
}

function ComputerDetails({
  computer,
  actions,
}: {
  computer: ComputerDetail;
  actions?: (computer: ComputerDetail) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const date = (value: string | null | undefined) => (value ? formatDateTime(value, i18n.language) : null);
  const sites = sitesPath(computer.companyId);
  const groups = groupsPath(computer.companyId, computer.siteGuid);
  const groupComputers = groupComputersPath(computer.companyId, computer.siteGuid, computer.groupGuid);
  const badge = PROTECTION_BADGES[computer.protectionMode];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {computer.computerName}
          </Title>
          <nav aria-label={t('endpoints.detail.place')}>
            <Breadcrumbs separatorMargin={6}>
              <Anchor component={Link} to={sites} size="sm">
                {computer.companyName}
              </Anchor>
              <Anchor component={Link} to={groups} size="sm">
                {computer.siteName}
              </Anchor>
              <Anchor component={Link} to={groupComputers} size="sm">
                {computer.groupName}
              </Anchor>
            </Breadcrumbs>
          </nav>
        </Stack>
        {actions && <Group gap="xs">{actions(computer)}</Group>}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title={t('endpoints.detail.summary')} fields>
          <Field
            name="protectionMode"
            value={
              <Badge color={badge.color} variant="dot" size="sm">
                {t(badge.labelKey)}
              </Badge>
            }
          />
          <Field name="connection" value={<ComputerState field="online" value={computer.online} />} />
          <Field name="registration" value={<ComputerState field="active" value={computer.active} />} />
          <Field name="os" value={computer.os} />
          <Field name="lastSeen" value={date(computer.lastSeen)} />
          <Field name="lastIpv4" value={computer.lastIpv4} />
          <Field name="lastIpv6" value={computer.lastIpv6} />
          <Field name="loggedOnUser" value={computer.loggedOnUser} />
          <Field name="recentBlockCount" value={computer.recentBlockCount} />
        </Section>
        <Section title={t('endpoints.detail.hardware')} fields>
          <Field name="agentVersion" value={computer.agentVersion} />
          <Field name="policyVersion" value={computer.policyVersion} />
          <Field name="lastPolicyUpdate" value={date(computer.lastPolicyUpdate)} />
          <Field name="installDate" value={date(computer.installDate)} />
          <Field name="lastBootTime" value={date(computer.lastBootTime)} />
          <Field name="domain" value={computer.domain} />
          <Field name="cpu" value={computer.cpu} />
          <Field
            name="memoryMb"
            value={computer.memoryMb === null ? null : formatMemory(computer.memoryMb, i18n.language)}
          />
          <Field name="macAddress" value={computer.macAddress} />
          <Field name="serialNumber" value={computer.serialNumber} />
          <Field name="mainId" value={computer.mainId} />
        </Section>
        <ComputerUsers computerGuid={computer.computerGuid} />
        <ComputerActivity computer={computer} />
      </SimpleGrid>
    </Stack>
  );
}

/** Links to the computer's alerts and events, each only for a role that may open its list. */
function ComputerActivity({ computer }: { computer: ComputerDetail }) {
  const { t } = useTranslation();
  const can = useCan();
  const links = [
    { href: computerAlertsPath(computer.computerName), labelKey: 'endpoints.detail.alerts' as const },
    { href: computerEventsPath(computer.computerGuid), labelKey: 'endpoints.detail.events' as const },
  ].filter((link) => can.open(link.href.split('?')[0]!));
  if (links.length === 0) return null;
  return (
    <Section title={t('endpoints.detail.links')}>
      {links.map((link) => (
        <RouterLink key={link.labelKey} href={link.href}>
          {t(link.labelKey)}
        </RouterLink>
      ))}
    </Section>
  );
}

function Section({ title, fields, children }: { title: string; fields?: boolean; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <Stack gap={6} component={fields ? 'dl' : 'div'} m={0} align="flex-start">
        {children}
      </Stack>
    </Paper>
  );
}

function Field({ name, value }: { name: KeysUnder<'endpoints.detail.field'>; value: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text component="dt" size="sm" fw={600} w={190} style={{ flexShrink: 0 }}>
        {t(`endpoints.detail.field.${name}`)}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {value === null || value === undefined || value === '' ? t('endpoints.detail.none') : value}
      </Text>
    </Group>
  );
}

function ComputerUsers({ computerGuid }: { computerGuid: string }) {
  const { t, i18n } = useTranslation();
  const { queries } = useApi();
  const users = useSuspenseQuery(computerUsersQuery(queries, computerGuid)).data;
  return (
    <Section title={t('endpoints.detail.users')}>
      {users.entityData.length === 0 ? (
        <Text size="sm">{t('endpoints.detail.noUsers')}</Text>
      ) : (
        <>
          <Text size="sm">{t('endpoints.detail.usersCount', { count: users.totalCount })}</Text>
          <Stack gap={2} component="ul" pl="md" m={0}>
            {users.entityData.map((user) => (
              <Text component="li" size="sm" key={user.userName}>
                {user.userName} (
                {t('endpoints.detail.lastLogon', { date: formatDateTime(user.lastLogon, i18n.language) })})
              </Text>
            ))}
          </Stack>
        </>
      )}
    </Section>
  );
}
