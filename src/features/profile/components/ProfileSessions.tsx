// The profile page's sessions (issue 33): where the user is signed in (started, last active,
// browser, address, this session), with "Sign out" per other session and "Sign out everywhere
// else", each confirmed with the one ConfirmDialog.
import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { useApi } from '../../../components/api/use-api';
import { ConfirmDialog } from '../../../components/confirm-dialog/ConfirmDialog';
import { formatDateTime } from '../../../i18n/format';
import { useEndOtherSessions, useEndSession } from '../api/end-sessions';
import { sessionsQuery } from '../api/sessions-query';

type Session = ApiSchema<'UserSession'>;

export function ProfileSessions() {
  const { t, i18n } = useTranslation();
  const { queries } = useApi();
  const { data } = useSuspenseQuery(sessionsQuery(queries));
  const sessions = data.entityData;
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [ending, setEnding] = useState<Session | null>(null);
  const [endingOthers, setEndingOthers] = useState(false);
  const others = sessions.filter((s) => !s.current).length;
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  const browser = (s: Session) => s.browser ?? t('profile.sessions.unknownBrowser');

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="profile-sessions-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4" id="profile-sessions-title">
              {t('profile.sessions.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('profile.sessions.intro')}
            </Text>
          </div>
          {others > 0 && (
            <Button variant="default" color="red" onClick={() => setEndingOthers(true)}>
              {t('profile.sessions.endOthers')}
            </Button>
          )}
        </Group>
        <Table.ScrollContainer minWidth={640}>
          <Table withTableBorder aria-label={t('profile.sessions.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('profile.sessions.browser')}</Table.Th>
                <Table.Th scope="col">{t('profile.sessions.address')}</Table.Th>
                <Table.Th scope="col">{t('profile.sessions.started')}</Table.Th>
                <Table.Th scope="col">{t('profile.sessions.lastActive')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('profile.sessions.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.map((s) => (
                <Table.Tr key={s.sessionId}>
                  <Table.Td>{browser(s)}</Table.Td>
                  <Table.Td>{s.address ?? ''}</Table.Td>
                  <Table.Td>{date(s.startedOn)}</Table.Td>
                  <Table.Td>{date(s.lastActiveOn)}</Table.Td>
                  <Table.Td>
                    {s.current ? (
                      <Badge variant="light">{t('profile.sessions.current')}</Badge>
                    ) : (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        aria-label={t('profile.sessions.endOneNamed', {
                          browser: browser(s),
                          started: date(s.startedOn),
                        })}
                        onClick={() => setEnding(s)}
                      >
                        {t('profile.sessions.endOne')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <ConfirmDialog
        opened={ending !== null}
        title={t('profile.sessions.endOneTitle')}
        message={t('profile.sessions.endOneMessage', {
          browser: ending ? browser(ending) : '',
          started: ending ? date(ending.startedOn) : '',
        })}
        confirmLabel={t('profile.sessions.endOne')}
        danger
        onCancel={() => setEnding(null)}
        onConfirm={async () => {
          if (!ending) return;
          await endOne.mutateAsync(ending.sessionId);
          setEnding(null);
          notifications.show({ color: 'green', message: t('profile.sessions.endedOne') });
        }}
      />
      <ConfirmDialog
        opened={endingOthers}
        title={t('profile.sessions.endOthers')}
        message={t('profile.sessions.endOthersMessage', { count: others })}
        confirmLabel={t('profile.sessions.endOthers')}
        danger
        onCancel={() => setEndingOthers(false)}
        onConfirm={async () => {
          await endOthers.mutateAsync();
          setEndingOthers(false);
          notifications.show({ color: 'green', message: t('profile.sessions.endedOthers') });
        }}
      />
    </Paper>
  );
}
