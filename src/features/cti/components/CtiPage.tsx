// /cti, threat intelligence: what the hash lookup says of the files of the scope. The hash
// classes with their counts, the scope's known threats (GetKnownThreads) and the files seen on
// the most computers with their class, the lookup provider's verdict and when it was last
// refreshed (spec section 4). Every file links to its hash page and to its events; every class to
// its hash list and its events. The loader has read everything (one wave).
import { useState, type ReactNode } from 'react';
import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { RouterLink } from '../../../components/paged-table/router-link';
import { formatDateTime, formatFull } from '../../../i18n/format';
import { classEventsHref, hashClassListHref, hashEventsHref, hashPageHref } from '../api/cti-links';
import {
  HASH_CLASSES,
  classCountQuery,
  knownThreatsQuery,
  mostSeenFilesQuery,
  type FileHash,
  type HashClass,
} from '../api/cti-queries';
import { refreshNote } from '../api/detection-refresh-note';

const CLASS_COLOR: Record<HashClass, string> = {
  harmless: 'green',
  suspicious: 'orange',
  malicious: 'red',
  notFound: 'gray',
};

function ClassBadge({ hashClass }: { hashClass: HashClass }) {
  const { t } = useTranslation();
  return (
    <Badge color={CLASS_COLOR[hashClass]} variant="dot">
      {t(`hashes.class.${hashClass}`)}
    </Badge>
  );
}

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
      {children}
    </Stack>
  );
}

function ClassCount({ hashClass }: { hashClass: HashClass }) {
  const { t, i18n } = useTranslation();
  const { queries } = useApi();
  const count = useSuspenseQuery(classCountQuery(queries, hashClass)).data.totalCount ?? 0;
  const name = t(`hashes.class.${hashClass}`);
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={name}>
      <Stack gap={4}>
        <ClassBadge hashClass={hashClass} />
        <RouterLink
          href={hashClassListHref(hashClass)}
          label={t('cti.classes.listLink', { count, formatted: formatFull(count, i18n.language), name })}
        >
          <Text span fw={700} fz="xl">
            {formatFull(count, i18n.language)}
          </Text>
        </RouterLink>
        <RouterLink href={classEventsHref(hashClass)} label={t('cti.classes.eventsLink', { name })}>
          {t('cti.events')}
        </RouterLink>
      </Stack>
    </Paper>
  );
}

function FileLinks({ sha256, fileName }: { sha256: string; fileName: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap">
      <RouterLink href={hashPageHref(sha256)}>{fileName}</RouterLink>
      <RouterLink href={hashEventsHref(sha256)} label={t('cti.eventsOf', { name: fileName })}>
        {t('cti.events')}
      </RouterLink>
    </Group>
  );
}

function KnownThreats() {
  const { t, i18n } = useTranslation();
  const { queries } = useApi();
  const threats = useSuspenseQuery(knownThreatsQuery(queries)).data.entityData;
  if (threats.length === 0) return <Text size="sm">{t('cti.threats.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-labelledby="cti-threats" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('cti.column.rank')}</Table.Th>
            <Table.Th>{t('cti.column.file')}</Table.Th>
            <Table.Th>{t('cti.column.class')}</Table.Th>
            <Table.Th>{t('cti.column.reports')}</Table.Th>
            <Table.Th>{t('cti.column.computers')}</Table.Th>
            <Table.Th>{t('cti.column.lastSeen')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {threats.map((threat) => (
            <Table.Tr key={threat.sha256}>
              <Table.Td>{threat.rank}</Table.Td>
              <Table.Td>
                <FileLinks sha256={threat.sha256} fileName={threat.fileName} />
              </Table.Td>
              <Table.Td>
                <ClassBadge hashClass={threat.hashClass} />
              </Table.Td>
              <Table.Td>{formatFull(threat.detections, i18n.language)}</Table.Td>
              <Table.Td>{formatFull(threat.computerCount, i18n.language)}</Table.Td>
              <Table.Td>{formatDateTime(threat.lastSeen, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Verdict({ file }: { file: FileHash }) {
  const { t } = useTranslation();
  if (file.hashClass === 'notFound' || file.engineCount === 0) return <>{t('cti.verdict.unknown')}</>;
  return <>{t('cti.verdict.engines', { count: file.detectionCount, engines: file.engineCount })}</>;
}

function Refreshed({ file, now }: { file: FileHash; now: number }) {
  const { t, i18n } = useTranslation();
  const note = refreshNote(file, now);
  const last = note.last ? formatDateTime(note.last, i18n.language) : t('cti.refresh.never');
  return (
    <Stack gap={0}>
      <span>{last}</span>
      <Text span size="xs" c="dimmed">
        {note.kind === 'daily' ? t('cti.refresh.daily') : t('cti.refresh.stopped')}
      </Text>
    </Stack>
  );
}

function MostSeenFiles() {
  const { t, i18n } = useTranslation();
  const { queries } = useApi();
  const files = useSuspenseQuery(mostSeenFilesQuery(queries)).data.entityData;
  // The moment the page opened: whether a hash is under a year old does not change while it is open.
  const [now] = useState(() => Date.now());
  if (files.length === 0) return <Text size="sm">{t('cti.files.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-labelledby="cti-files" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('cti.column.file')}</Table.Th>
            <Table.Th>{t('cti.column.class')}</Table.Th>
            <Table.Th>{t('cti.column.verdict')}</Table.Th>
            <Table.Th>{t('cti.column.computers')}</Table.Th>
            <Table.Th>{t('cti.column.refreshed')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => (
            <Table.Tr key={file.sha256}>
              <Table.Td>
                <FileLinks sha256={file.sha256} fileName={file.fileName} />
              </Table.Td>
              <Table.Td>
                <ClassBadge hashClass={file.hashClass} />
              </Table.Td>
              <Table.Td>
                <Verdict file={file} />
              </Table.Td>
              <Table.Td>{formatFull(file.computerCount, i18n.language)}</Table.Td>
              <Table.Td>
                <Refreshed file={file} now={now} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function CtiPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <Section id="cti-classes" title={t('cti.classes.title')} intro={t('cti.classes.intro')}>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          {HASH_CLASSES.map((hashClass) => (
            <ClassCount key={hashClass} hashClass={hashClass} />
          ))}
        </SimpleGrid>
      </Section>
      <Section id="cti-threats" title={t('cti.threats.title')} intro={t('cti.threats.intro')}>
        <KnownThreats />
      </Section>
      <Section id="cti-files" title={t('cti.files.title')} intro={t('cti.files.intro')}>
        <MostSeenFiles />
      </Section>
    </Stack>
  );
}
