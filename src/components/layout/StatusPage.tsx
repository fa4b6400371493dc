// A page that is only a message and a way back: the 403 page, the not-found page, and the
// public pages not built yet. `standalone` centers it on its own (outside the shell).
import type { ReactNode } from 'react';
import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from './document-title';

export interface StatusPageProps {
  title: string;
  message: ReactNode;
  action?: ReactNode;
  standalone?: boolean;
}

export function StatusPage({ title, message, action, standalone = false }: StatusPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  const body = (
    <Stack gap="md" align="flex-start" maw={640}>
      {standalone && (
        <Text c="dimmed" size="sm">
          {t('app.name')}
        </Text>
      )}
      <Title order={1} size="h2">
        {title}
      </Title>
      {message}
      {action}
    </Stack>
  );
  if (!standalone) return body;
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder radius="md" p="xl" w="100%" maw={640}>
        {body}
      </Paper>
    </Center>
  );
}
